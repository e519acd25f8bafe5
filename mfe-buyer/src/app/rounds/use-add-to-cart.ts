import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { BuyerRoundProduct } from '@marketplace/contracts';
import { BuyerProblemCodes } from '@marketplace/contracts/constants';
import { problemMessage, toProblem, useFeedback, useSession } from '@marketplace/web-kit';
import { roundToPack } from '@marketplace/domain';
import { useAddToCartMutation } from '../api/buyer-api';

/** Problems worth showing as they are (they say what to change); others get the spec's text. */
const EXPLAINED = new Set<string>(Object.values(BuyerProblemCodes));

/**
 * A product card's quantity and its add to cart: whole packs up to what is `left`, refused
 * with a toast when signed out or at 0, and the quantity back to 0 once added.
 */
export function useAddToCart(
  roundId: string,
  product: BuyerRoundProduct,
  left: number | null,
  t: TFunction<'buyer'>,
) {
  const { message, notification } = useFeedback();
  const session = useSession();
  const [qty, setQty] = useState(0);
  const [addToCart, { isLoading }] = useAddToCartMutation();

  async function add() {
    if (!session.profile)
      return notification.error({ message: t('toast.error'), description: t('toast.loginRequired') });
    const units = roundToPack(qty, product.unitsPerPack, left);
    if (units <= 0)
      return notification.error({ message: t('toast.error'), description: t('toast.quantityRequired') });
    try {
      await addToCart({ roundId, roundProductId: product.id, qty: units }).unwrap();
      message.success(t('toast.added', { count: units, product: product.name }));
      setQty(0);
    } catch (err) {
      const problem = toProblem(err);
      console.error('Failed to add item to cart', problem);
      notification.error({
        message: t('toast.error'),
        description: EXPLAINED.has(problem.code) ? problemMessage(problem, t) : t('toast.addFailed'),
      });
    }
  }

  return { qty, setQty, add, isLoading };
}
