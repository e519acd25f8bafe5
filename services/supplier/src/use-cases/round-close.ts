import {
  DEFAULT_END_ACTION,
  SupplierProblemCodes,
  roundClosedV1,
  roundExtendedV1,
  sealRoundCommand,
  supplierNotificationRequestedV1,
  type EventEnvelope,
} from '@marketplace/contracts';
import { decideClose, isCloseDue } from '@marketplace/domain';
import { conflict, notFound } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { appendEventIds, createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { forEachConcurrently } from '@marketplace/service-kit/runtime';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import type { RoundDoc } from '../data/round.model';
import { toRoundSummary } from '../domain/rounds';

/** Who closed a round: its deadline (the scan) or an admin's Close Round. */
export type CloseTrigger = 'schedule' | 'admin';

export type CloseResult =
  | { kind: 'closed'; round: RoundDoc }
  | { kind: 'extended'; round: RoundDoc }
  /** The deadline scan found it no longer due (closed meanwhile by another replica, or moved). */
  | { kind: 'not_due'; round: RoundDoc };

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);
/** Another replica (or request) moved the round first: this one's close or extension is not written. */
const changedMeanwhile = () =>
  conflict(SupplierProblemCodes.roundTransition, 'This round was changed meanwhile; try again');

type CloseDecision = ReturnType<typeof decideClose>;

/** The round extended once to its new close, and the event saying so. */
function extendedRound(
  current: RoundDoc,
  closeAt: Extract<CloseDecision, { kind: 'extend' }>['closeAt'],
  now: Date,
): { changed: RoundDoc; events: EventEnvelope[] } {
  const changed: RoundDoc = {
    ...current,
    closeAt,
    extended: true,
    updatedAt: now,
    version: current.version + 1,
  };
  const events = [
    createEvent(
      roundExtendedV1,
      { round: toRoundSummary(changed), previousCloseAt: current.closeAt!.toISOString() },
      PRODUCER,
    ),
  ];
  return { changed, events };
}

/**
 * The round closed with each product's outcome and what it counted at the seal (its flexible
 * units offered and called in, when any were offered), the close announced and the supplier told.
 */
function closedRound(
  current: RoundDoc,
  decided: Extract<CloseDecision, { kind: 'close' }>['outcomes'],
  flex: Awaited<ReturnType<typeof orderedAtSeal>>['flex'],
  trigger: CloseTrigger,
  now: Date,
): { changed: RoundDoc; events: EventEnvelope[] } {
  const byId = new Map(decided.map((o) => [o.productId, o]));
  const changed: RoundDoc = {
    ...current,
    status: 'closed',
    closedBy: trigger,
    closedAt: now,
    products: current.products.map((p) => ({
      ...p,
      outcome: byId.get(p.id)?.outcome ?? null,
      committedAtClose: byId.get(p.id)?.committedAtClose ?? 0,
      // Only products with flex offered say anything of it.
      flexOffered: flex.get(p.id)?.offered || null,
      flexCalled: flex.get(p.id)?.offered ? flex.get(p.id)!.called : null,
    })),
    updatedAt: now,
    version: current.version + 1,
  };
  const outcomes = changed.products.map((p) => ({
    id: p.id,
    productId: p.productId,
    outcome: p.outcome!,
    committedAtClose: p.committedAtClose ?? 0,
    ...(p.flexOffered ? { flexOffered: p.flexOffered, flexCalled: p.flexCalled ?? 0 } : {}),
  }));
  const released = outcomes.filter((o) => o.outcome === 'released').length;
  const events = [
    createEvent(
      roundClosedV1,
      { round: toRoundSummary(changed), reason: 'closed', closedBy: trigger, outcomes },
      PRODUCER,
    ),
    createEvent(
      supplierNotificationRequestedV1,
      {
        kind: 'round_closed',
        recipients: { companyIds: [current.supplierId] },
        params: { roundTitle: current.title, confirmed: outcomes.length - released, released },
        link: '/supplier/rounds',
        key: `round-closed:${current._id}`,
      },
      PRODUCER,
    ),
  ];
  return { changed, events };
}

/**
 * The one close path of an approved round, for its deadline and for an admin's Close
 * Round alike: the end action decides (libs/domain decideClose) from the units in placed orders
 * as the buyer service sealed them (orderedAtSeal; units only in carts never decide); the round either moves its deadline once ("extend once") or closes with an outcome per product,
 * stored on the round and announced in the same outbox write (`supplier.round.closed.v1` with the
 * outcomes; the buyer service releases what was not confirmed; the supplier's company is told).
 *
 * Exactly once across replicas and restarts: the write is conditional on the status and version
 * read (every replica scans; only one write matches, the others find the round closed), and the
 * outbox publishes its events once with their ids as JetStream message ids.
 */
export async function closeRound(
  ctx: SupplierContext,
  roundId: string,
  trigger: CloseTrigger,
): Promise<CloseResult> {
  return ctx.locks.run(`round:${roundId}`, async () => {
    const current = await ctx.rounds.findById(roundId).lean<RoundDoc>();
    if (!current) throw roundNotFound();
    const now = ctx.now();
    if (trigger === 'schedule' && !isCloseDue(current, now)) return { kind: 'not_due', round: current };
    if (current.status !== 'approved')
      throw conflict(
        SupplierProblemCodes.roundTransition,
        `A round can be closed only when it is approved; this one is ${current.status}`,
      );

    const { committed, flex } = await orderedAtSeal(ctx, roundId);
    const decision = decideClose(
      {
        endAction: current.endAction ?? DEFAULT_END_ACTION,
        extendDays: current.extendDays,
        extended: current.extended,
        closeAt: current.closeAt,
      },
      current.products.map((p) => ({ productId: p.id, moq: p.moq, committed: committed.get(p.id) ?? 0 })),
      { byAdmin: trigger === 'admin' },
    );

    const { changed, events } =
      decision.kind === 'extend'
        ? extendedRound(current, decision.closeAt, now)
        : closedRound(current, decision.outcomes, flex, trigger, now);
    await claimTransition(ctx, roundId, current.version, now);
    try {
      return await ctx.outbox.record(events, { collection: 'rounds', id: roundId }, async (eventIds) => {
        const _events = appendEventIds(current._events, eventIds);
        const result = await ctx.rounds.updateOne(
          { _id: roundId, status: 'approved', version: current.version },
          {
            $set: {
              status: changed.status,
              closeAt: changed.closeAt,
              extended: changed.extended ?? false,
              closedBy: changed.closedBy ?? null,
              closedAt: changed.closedAt ?? null,
              products: changed.products,
              updatedAt: now,
              version: changed.version,
              _events,
            },
          },
        );
        if (result.matchedCount !== 1) throw changedMeanwhile();
        return { kind: decision.kind === 'extend' ? 'extended' : 'closed', round: { ...changed, _events } };
      });
    } catch (err) {
      // Not written: the next scan (or the admin) may claim this version again at once.
      await releaseClaim(ctx, roundId, current.version);
      throw err;
    }
  });
}

/** A claim whose writer has not moved the round on after this long died before writing: it is taken over. */
const STALE_CLAIM_MS = 60_000;
const CLAIMS_COLLECTION = 'round_transition_claims';

/**
 * One replica per round version may write its close or extension. The conditional update alone
 * cannot promise that: FerretDB rewrites a whole document outside any lock, so two replicas
 * reading the same version could both "match" and both publish a close. The claim is an insert of
 * `<roundId>:<version>`, whose unique `_id` the store does enforce atomically; the loser stops
 * here ("changed meanwhile") and finds the round closed on its next scan.
 */
async function claimTransition(
  ctx: SupplierContext,
  roundId: string,
  version: number,
  now: Date,
): Promise<void> {
  const claims = ctx.rounds.db.collection<{ _id: string; at: Date }>(CLAIMS_COLLECTION);
  const _id = `${roundId}:${version}`;
  try {
    await claims.insertOne({ _id, at: now });
    return;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const held = await claims.findOne({ _id });
  if (!held || now.getTime() - held.at.getTime() < STALE_CLAIM_MS) throw changedMeanwhile();
  // Its writer died between the claim and the write: take it over (one replica wins the insert).
  await claims.deleteOne({ _id, at: held.at });
  try {
    await claims.insertOne({ _id, at: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw changedMeanwhile();
    throw err;
  }
}

async function releaseClaim(ctx: SupplierContext, roundId: string, version: number): Promise<void> {
  await ctx.rounds.db
    .collection<{ _id: string }>(CLAIMS_COLLECTION)
    .deleteOne({ _id: `${roundId}:${version}` })
    .catch((err: Error) => ctx.logger.warn({ err: err.message, roundId }, 'round claim not released'));
}

/** How long the buyer service may take to seal a round's order book; the scan retries after. */
const SEAL_TIMEOUT_MS = 10_000;

/**
 * Units in placed orders per round product, sealed at the close: the buyer service owns
 * orders, so it seals the round's order book (nothing placed after the seal is accepted or counts)
 * and answers what the book held. Units only in carts never decide. When the buyer service cannot
 * answer, the close fails here and the next scan (or the admin) tries again; a repeat answers the
 * seal's own figures, so a retried close decides the same. The units include the flexible units
 * the buyer service called in to meet a product's MOQ (`flex` says how many).
 */
async function orderedAtSeal(
  ctx: SupplierContext,
  roundId: string,
): Promise<{ committed: Map<string, number>; flex: Map<string, { offered: number; called: number }> }> {
  const reply = await sendCommand(ctx.nc, sealRoundCommand, { roundId }, SEAL_TIMEOUT_MS);
  return {
    committed: new Map(reply.ordered.map((o) => [o.roundProductId, o.units])),
    flex: new Map(
      (reply.flex ?? []).map((f) => [f.roundProductId, { offered: f.offered, called: f.called }]),
    ),
  };
}

/** Rounds the deadline scan closes at once. */
const ROUNDS_CLOSED_AT_ONCE = 4;

/**
 * The deadline scan (every replica runs it, see startPeriodicJob): closes, or extends once, every
 * approved round whose deadline has come, and those that came due while the service was down.
 * Losing the race to another replica is not an error.
 */
export async function closeDueRounds(
  ctx: SupplierContext,
): Promise<{ closed: number; extended: number; nextDueAt: Date | null }> {
  // One instant for the whole scan: a deadline that passes while it runs is then its next wake-up
  // (already due, so at once), never missed by both reads and left to the next interval.
  const now = ctx.now();
  const due = await ctx.rounds
    .find({ status: 'approved', closeAt: { $ne: null, $lte: now } }, { _id: 1 })
    .lean();
  const tally = { closed: 0, extended: 0 };
  // Rounds close a few at a time: each waits on the buyer service's seal and its own writes, so
  // one at a time made the twentieth of twenty rounds sharing a deadline close 4 s late.
  await forEachConcurrently(due, ROUNDS_CLOSED_AT_ONCE, async ({ _id }) => {
    try {
      const result = await closeRound(ctx, _id, 'schedule');
      if (result.kind === 'closed') tally.closed++;
      if (result.kind === 'extended') tally.extended++;
      if (result.kind !== 'not_due')
        ctx.logger.info(
          {
            roundId: _id,
            result: result.kind,
            lateMs:
              result.kind === 'closed' ? ctx.now().getTime() - (result.round.closeAt?.getTime() ?? 0) : 0,
          },
          'round deadline reached',
        );
    } catch (err) {
      // Another replica closed it first (version moved): it is closed once, by that replica.
      ctx.logger.info({ roundId: _id, err: (err as Error).message }, 'round deadline: not closed here');
    }
  });
  return { ...tally, nextDueAt: await nextDeadline(ctx, now) };
}

/**
 * The nearest deadline after the scan's instant `after` (an extended round's new one included):
 * the scan wakes then, so a round closes within moments of its deadline rather than up to a scan
 * interval after it.
 */
async function nextDeadline(ctx: SupplierContext, after: Date): Promise<Date | null> {
  const [next] = await ctx.rounds
    .find({ status: 'approved', closeAt: { $ne: null, $gt: after } }, { closeAt: 1 })
    .sort({ closeAt: 1 })
    .limit(1)
    .lean();
  return next?.closeAt ?? null;
}
