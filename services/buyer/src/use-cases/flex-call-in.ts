import { callInFlex, type FlexCallIn } from '@marketplace/domain';
import type { BuyerContext } from '../context';
import { flexCallInCaps } from './team';

/**
 * A sealed round's units in orders and the flexible units each product calls in: the
 * offers standing at the seal, earliest order first, against the product's MOQ, max and pack from
 * the round as approved (libs/domain callInFlex), each member's offer no more than their spending
 * limits leave (`flexCallInCaps`, decided once per seal). Only products with flex offered have a
 * call-in.
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
  const offered = [...atSeal.offers].flatMap(([roundProductId, offers]) =>
    offers.map((o) => ({ ...o, roundProductId })),
  );
  const caps = offered.length
    ? await ctx.flexCaps.once(roundId, atSeal.seq, () => flexCallInCaps(ctx, roundId, offered))
    : [];
  const capOf = new Map(caps.map((c) => [`${c.orderId}:${c.roundProductId}`, c.units]));
  const callIns = new Map<string, FlexCallIn>();
  for (const product of round?.products ?? []) {
    const offers = (atSeal.offers.get(product.id) ?? []).map((o) => {
      const cap = capOf.get(`${o.orderId}:${product.id}`);
      return cap == null ? o : { ...o, units: Math.min(o.units, cap) };
    });
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
