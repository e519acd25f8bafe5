import { callInFlex, type FlexCallIn } from '@marketplace/domain';
import type { BuyerContext } from '../context';

/**
 * A sealed round's units in orders and the flexible units each product calls in: the
 * offers standing at the seal, earliest order first, against the product's MOQ, max and pack from
 * the round as approved (libs/domain callInFlex). Only products with flex offered have a call-in.
 * The seal's answer and the close's changes to the orders both read this, so the orders get what
 * the supplier decided on. Null while the round's book is not sealed.
 */
export async function sealedWithFlex(
  ctx: BuyerContext,
  roundId: string,
): Promise<{ ordered: Record<string, number>; callIns: Map<string, FlexCallIn> } | null> {
  const atSeal = await ctx.orderBook.atSeal(roundId);
  if (!atSeal) return null;
  const round = ctx.catalogue.get(roundId);
  const callIns = new Map<string, FlexCallIn>();
  for (const product of round?.products ?? []) {
    const offers = atSeal.offers.get(product.id) ?? [];
    if (!offers.length) continue;
    callIns.set(
      product.id,
      callInFlex(
        {
          moq: product.moq,
          maxQty: product.maxQty,
          unitsPerPack: product.unitsPerPack,
          ordered: atSeal.ordered[product.id] ?? 0,
        },
        offers,
      ),
    );
  }
  return { ordered: atSeal.ordered, callIns };
}
