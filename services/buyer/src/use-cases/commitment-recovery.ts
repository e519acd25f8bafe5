import { forEachConcurrently } from '@marketplace/service-kit/runtime';
import { openCartKey } from '../data/cart.model';
import type { LedgerEntry } from '../data/commitment-ledger';
import type { CommitmentChange } from '../domain/commitment-batch';
import { convertCart } from './orders';
import { orderedQty } from './carts';
import type { BuyerContext } from '../context';

const CHECKPOINTS = 'ledger_checkpoints';
/** Products a start checks at once (each is a few point reads). */
const START_READS_AT_ONCE = 8;

/**
 * After a crash, makes the ledger agree with what carts and orders hold again.
 *
 * A change is taken in the ledger first, then the cart is written (so the limit never holds
 * units no one could get). A process killed between the two leaves the ledger holding units no
 * cart holds; one killed between storing an order and converting its cart leaves both holding the
 * same units. For every buyer whose last ledger change came before `startedAt`, this converts a
 * cart that already has its order, then compares the buyer's units in orders and open cart with
 * what that change says the buyer committed, and gives back the difference.
 *
 * Run it once the writes of the processes before `startedAt` are surely over (every store call has
 * a deadline), so a replica still alive is never corrected halfway through its own write. Each
 * product's entries are read once: a checkpoint per product remembers how far it got.
 */
export async function recoverCommitments(ctx: BuyerContext, startedAt: Date): Promise<number> {
  const checkpoints = checkpointsOf(ctx);
  let corrected = 0;
  for (const roundProductId of recoveryProducts(ctx)) {
    const entries = (await entriesPastCheckpoint(ctx, roundProductId)).filter(
      (e) => e.at.getTime() < startedAt.getTime(),
    );
    if (!entries.length) continue;
    corrected += await correctBuyersOf(ctx, entries, () => true);
    const last = entries.at(-1)!.seq;
    await checkpoints.replaceOne({ _id: roundProductId }, { seq: last }, { upsert: true });
  }
  return corrected;
}

/**
 * At start, what this process's own earlier run left half-written (see recoverCommitments). That
 * run is surely over (the same INSTANCE_NAME never runs twice at once), so this needs no wait and
 * runs before the service is ready, over the rounds open for buying. Only buyers whose newest
 * change that run decided are checked: a buyer someone changed since is left to the later pass,
 * which also moves the checkpoints.
 */
export async function recoverOwnCommitments(
  ctx: BuyerContext,
  startedAt: Date,
  instance: string,
): Promise<number> {
  let corrected = 0;
  // Only rounds open now: a start reads no more than carts can be in (a closed round's carts went
  // with its close; what the close left is the later pass's). A few products at once.
  await forEachConcurrently(
    ctx.catalogue.openProductIds(startedAt),
    START_READS_AT_ONCE,
    async (roundProductId) => {
      const entries = await entriesPastCheckpoint(ctx, roundProductId);
      corrected += await correctBuyersOf(
        ctx,
        entries,
        (change) => change.by === instance && change.at.getTime() < startedAt.getTime(),
      );
    },
  );
  return corrected;
}

const checkpointsOf = (ctx: BuyerContext) =>
  ctx.carts.db.collection<{ _id: string; seq: number }>(CHECKPOINTS);

/** A product's ledger entries the later pass has not checked yet. */
async function entriesPastCheckpoint(ctx: BuyerContext, roundProductId: string): Promise<LedgerEntry[]> {
  const seen = (await checkpointsOf(ctx).findOne({ _id: roundProductId }))?.seq ?? 0;
  return ctx.ledger.entriesAfter(roundProductId, seen);
}

/** Checks each buyer whose newest change in `entries` (one product's) `concerns` picks; how many were corrected. */
async function correctBuyersOf(
  ctx: BuyerContext,
  entries: LedgerEntry[],
  concerns: (change: StoredChange) => boolean,
): Promise<number> {
  let corrected = 0;
  for (const [buyerId, change] of lastChangeByBuyer(entries))
    if (concerns(change) && (await correctBuyer(ctx, entries[0]!, buyerId, change))) corrected += 1;
  return corrected;
}

/** Products with a known head, and those of every round (a crash can come before a product's first head hint is written). */
function recoveryProducts(ctx: BuyerContext): Set<string> {
  return new Set([...ctx.committed.productIds(), ...ctx.catalogue.productIds()]);
}

/**
 * After a crash, takes out of each round's order book the placements whose order was never stored
 * (an order takes its place in the book first, then is written; a process killed in between leaves
 * units in the book that no order holds). Same rules as above: only entries from before `startedAt`,
 * each round's book read once past a checkpoint. A round sealed meanwhile keeps its seal's figures.
 */
export async function recoverOrderBooks(ctx: BuyerContext, startedAt: Date): Promise<number> {
  const checkpoints = checkpointsOf(ctx);
  const rounds = new Set([...ctx.orderBook.roundIds(), ...ctx.catalogue.roundIds()]);
  let withdrawn = 0;
  for (const roundId of rounds) {
    const key = `book:${roundId}`;
    const seen = (await checkpoints.findOne({ _id: key }))?.seq ?? 0;
    const entries = (await ctx.orderBook.entriesAfter(roundId, seen)).filter(
      (e) => e.at.getTime() < startedAt.getTime(),
    );
    if (!entries.length) continue;
    const placed = new Map<
      string,
      { kind: 'place' | 'hold'; buyerId: string; items: Array<{ roundProductId: string; qty: number }> }
    >();
    for (const entry of entries)
      for (const change of entry.changes)
        if (change.kind === 'place' || change.kind === 'hold') placed.set(change.orderId, change);
        else if (change.kind === 'remove' || change.kind === 'unhold') placed.delete(change.orderId);
    for (const [orderId, { kind, buyerId, items }] of placed) {
      if (await ctx.orders.exists({ _id: orderId })) continue;
      await ctx.orderBook.change(
        roundId,
        kind === 'hold'
          ? { kind: 'unhold', orderId, buyerId, items }
          : { kind: 'remove', orderId, buyerId, reason: 'withdrawn', items },
      );
      ctx.logger.warn(
        { roundId, orderId },
        'took out of the order book an order whose write was lost in a crash',
      );
      withdrawn += 1;
    }
    await checkpoints.replaceOne({ _id: key }, { seq: entries.at(-1)!.seq }, { upsert: true });
  }
  return withdrawn;
}

type StoredChange = LedgerEntry['changes'][number];

function lastChangeByBuyer(entries: LedgerEntry[]): Map<string, StoredChange> {
  const last = new Map<string, StoredChange>();
  for (const entry of entries) for (const change of entry.changes) last.set(change.buyerId, change);
  return last;
}

async function correctBuyer(
  ctx: BuyerContext,
  { roundId, roundProductId }: LedgerEntry,
  buyerId: string,
  change: CommitmentChange,
): Promise<boolean> {
  return ctx.locks.run(openCartKey(buyerId, roundId), async () => {
    let cart = await ctx.carts.findOne({ openKey: openCartKey(buyerId, roundId) }).lean();
    if (cart) {
      const order = await ctx.orders.findOne({ cartId: cart._id }, { _id: 1 }).lean();
      if (order) {
        await convertCart(ctx, cart, order._id);
        cart = null;
      }
    }
    const inCart = cart?.items.find((i) => i.roundProductId === roundProductId)?.qty ?? 0;
    const actual = (await orderedQty(ctx, buyerId, roundId, roundProductId)) + inCart;
    const lost = change.buyerCommitted - actual;
    if (lost === 0) return false;
    if (lost < 0) {
      // Carts never get units the ledger did not give first: this would be another fault.
      ctx.logger.error({ buyerId, roundProductId, lost }, 'carts and orders hold more than the ledger gave');
      return false;
    }
    const maxQty = ctx.catalogue.get(roundId)?.products.find((p) => p.id === roundProductId)?.maxQty ?? null;
    await ctx.ledger.commit(
      { roundId, roundProductId, maxQty },
      { buyerId, delta: -lost, reason: 'cart-update', buyerCommitted: actual },
    );
    ctx.logger.warn(
      { buyerId, roundProductId, released: lost },
      'gave back units committed by a change whose cart write was lost in a crash',
    );
    return true;
  });
}
