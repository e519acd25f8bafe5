import type { RoundProductOutcome, RoundProductSnapshot, RoundSummary } from '@marketplace/contracts';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import { openCartKey } from '../data/cart.model';
import type { RoundDoc } from '../data/round.model';
import { clearedProductNames } from './close-notices';
import type { BuyerContext } from '../context';

/**
 * Saves a round the supplier approved or closed, unless a newer version is already here (events
 * may arrive late or twice). Returns the round as stored afterwards.
 */
export async function saveRound(
  ctx: BuyerContext,
  round: RoundSummary,
  status: 'approved' | 'closed',
  products: RoundProductSnapshot[] | undefined,
  outcomes?: readonly RoundProductOutcome[],
): Promise<RoundDoc> {
  const saved = await applyNewerVersion(ctx.rounds, round.id, round.version, (current) => ({
    _id: round.id,
    title: round.title,
    description: round.description,
    currency: round.currency,
    openAt: round.openAt,
    closeAt: round.closeAt,
    status,
    supplierId: round.supplierId,
    supplierName: round.supplierName,
    createdAt: round.createdAt,
    products: products ?? current?.products ?? [],
    endAction: round.endAction ?? current?.endAction,
    extendDays: round.extendDays ?? current?.extendDays ?? null,
    extended: round.extended ?? current?.extended ?? false,
    freightCost: round.freightCost ?? current?.freightCost ?? null,
    freightBasis: round.freightBasis ?? current?.freightBasis ?? 'gross_weight',
    lastCallHours: round.lastCallHours ?? current?.lastCallHours ?? null,
    seriesId: round.seriesId ?? current?.seriesId ?? null,
    outcomes: outcomes?.length
      ? Object.fromEntries(outcomes.map((o) => [o.id, o.outcome]))
      : current?.outcomes,
    version: round.version,
  }));
  if (saved.applied) {
    const hadFreight = Boolean(ctx.catalogue.get(round.id)?.freightCost);
    await ctx.catalogue.apply(saved.stored);
    // The round's freight cost, basis or measures may have changed: its split follows.
    if (hadFreight || saved.stored.freightCost) ctx.freightSplits.roundChanged(round.id);
  }
  return saved.stored;
}

/**
 * The round became its series' first edition: the buyer's copy names the series (for following
 * it); a round not here yet takes it from its next event, which carries it.
 */
export async function noteRoundSeries(ctx: BuyerContext, roundId: string, seriesId: string): Promise<void> {
  const updated = await ctx.rounds
    .findOneAndUpdate({ _id: roundId }, { $set: { seriesId } }, { returnDocument: 'after' })
    .lean<RoundDoc>();
  if (updated) await ctx.catalogue.apply(updated);
}

/**
 * Round closed (spec §4): the round's cart items go, then the carts left empty, and their units
 * are released; what each cart held is kept for its buyer's close notice. Each cart's release is claimed once (release marker), so a redelivered event
 * only finishes what a crashed attempt left, never releases twice.
 */
export async function clearClosedRound(ctx: BuyerContext, round: RoundDoc): Promise<number> {
  const carts = await ctx.carts.find({ roundId: round._id, status: 'open' }, { _id: 1, buyerId: 1 }).lean();
  let cleared = 0;
  for (const { _id: cartId, buyerId } of carts) {
    await ctx.locks.run(openCartKey(buyerId, round._id), async () => {
      const cart = await ctx.carts.findById(cartId).lean();
      if (!cart || cart.status !== 'open') return;
      if (await ctx.releases.claim(`round-closed:${cartId}`)) {
        for (const item of cart.items) {
          await ctx.ledger.commit(
            {
              roundId: round._id,
              roundProductId: item.roundProductId,
              maxQty: round.products.find((p) => p.id === item.roundProductId)?.maxQty ?? null,
            },
            { buyerId, delta: -item.qty, reason: 'round-closed' },
          );
        }
      }
      // Kept before the cart goes, for the buyer's one close notice (told once orders are revised).
      if (cart.items.length)
        await ctx.notices.keepClearedCart({
          cartId: cart._id,
          roundId: round._id,
          buyerId,
          products: clearedProductNames(round, cart.items),
        });
      // Its items are released: the cart, now empty of commitments, goes with them.
      await ctx.carts.deleteOne({ _id: cartId });
      ctx.openCarts.forget(buyerId, round._id);
      cleared++;
    });
  }
  return cleared;
}
