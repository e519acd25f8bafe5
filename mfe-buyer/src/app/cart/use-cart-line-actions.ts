import type { TFunction } from 'i18next';
import type { CartItemView, CartView } from '@marketplace/contracts';
import { problemMessage, useFeedback } from '@marketplace/web-kit';
import { useRemoveFromCartMutation, useSetCartQtyMutation } from '../api/buyer-api';

/** A cart line's quantity change and removal, each said with a toast; busy while either runs. */
export function useCartLineActions(cart: CartView, item: CartItemView, t: TFunction<'buyer'>) {
  const { message, notification } = useFeedback();
  const [setQty, setState] = useSetCartQtyMutation();
  const [remove, removeState] = useRemoveFromCartMutation();
  const busy = setState.isLoading || removeState.isLoading;

  async function update(qty: number) {
    try {
      await setQty({ roundId: cart.roundId, roundProductId: item.id, qty }).unwrap();
      message.success(t('toast.cartUpdated'));
    } catch (err) {
      console.error('Failed to update quantity', err);
      notification.error({
        message: t('toast.error'),
        description: `${t('toast.updateFailed')}. ${problemMessage(err, t)}`,
      });
    }
  }
  async function drop() {
    try {
      await remove({ roundId: cart.roundId, roundProductId: item.id }).unwrap();
      message.success(t('toast.itemRemoved'));
    } catch (err) {
      console.error('Failed to remove item', err);
      notification.error({ message: t('toast.error'), description: t('toast.removeFailed') });
    }
  }

  return { update, drop, busy };
}
