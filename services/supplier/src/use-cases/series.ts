import { randomUUID } from 'node:crypto';
import {
  roundScheduledV1,
  SeriesProblemCodes,
  SupplierProblemCodes,
  type RoundProductSnapshot,
  type Series,
  type SeriesEdition,
  type SeriesListResponse,
  type SinceLastApproved,
} from '@marketplace/contracts';
import { editionTitle, nextEdition, outcomeCounts, SOLD_ORDER_STATUSES } from '@marketplace/domain';
import { conflict, notFound, serviceUnavailable, unprocessable } from '@marketplace/service-kit/core';
import { findByIds, isDuplicateKey } from '@marketplace/service-kit/store';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { z } from 'zod';
import type { createSeriesBodySchema } from '@marketplace/contracts';
import type { SupplierContext } from '../context';
import { ownRecord } from '../data/own-record';
import type { RoundDoc } from '../data/round.model';
import type { SeriesDoc } from '../data/series.model';
import { approvedTerms, editionChanges, reachedBuyers, reviewedTerms } from '../domain/edition-changes';
import { repeatedRound } from './run-again';
import { committedByRoundProduct, createRound, submitRound } from './rounds';

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);
const seriesNotFound = () => notFound('Series not found', SeriesProblemCodes.notFound);
const SOLD = new Set<string>(SOLD_ORDER_STATUSES);

/**
 * Schedules a round: it becomes the first edition of a series repeated every N weeks or months,
 * each edition opening `openDaysBefore` days before its deadline. The round must have a deadline
 * (the series' rhythm counts from it) and be in no series yet. Nothing is made until the next
 * edition is due (`makeDueEditions`).
 */
export async function createSeries(
  ctx: SupplierContext,
  supplierId: string,
  body: z.infer<typeof createSeriesBodySchema>,
): Promise<Series> {
  const round = await ownRecord<RoundDoc>(ctx.rounds, supplierId, body.roundId, roundNotFound);
  if (!round.closeAt)
    throw unprocessable(
      SeriesProblemCodes.noDeadline,
      'Give the round a deadline first: the series counts from it',
    );
  if (round.seriesId)
    throw conflict(SeriesProblemCodes.roundInSeries, 'This round is already an edition of a series');
  const doc: SeriesDoc = {
    _id: randomUUID(),
    supplierId,
    title: round.title,
    status: 'active',
    every: body.every,
    openDaysBefore: body.openDaysBefore,
    autoSubmit: body.autoSubmit,
    editions: [round._id],
    lastCloseAt: round.closeAt,
    createdAt: ctx.now(),
    version: 1,
  };
  // Claimed on the round first, so two schedules of one round (a double click) make one series;
  // announced with the claim, so the buyers' copies of the round name its series.
  const event = createEvent(roundScheduledV1, { roundId: round._id, seriesId: doc._id }, PRODUCER);
  await ctx.outbox.record([event], { collection: 'rounds', id: round._id }, async (eventIds) => {
    const claimed = await ctx.rounds.updateOne(
      { _id: round._id, supplierId, seriesId: null, version: round.version },
      { $set: { seriesId: doc._id, _events: appendEventIds(round._events, eventIds) } },
    );
    if (claimed.modifiedCount) return;
    const now = await ctx.rounds.findById(round._id, { seriesId: 1 }).lean();
    if (now?.seriesId)
      throw conflict(SeriesProblemCodes.roundInSeries, 'This round is already an edition of a series');
    throw serviceUnavailable('The round changed meanwhile; try again', null);
  });
  await ctx.series.create(doc);
  ctx.wakeSeriesScan();
  return seriesView(ctx, doc);
}

export async function listSeries(ctx: SupplierContext, supplierId: string): Promise<SeriesListResponse> {
  const docs = await ctx.series.find({ supplierId }).lean<SeriesDoc[]>();
  docs.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { items: await Promise.all(docs.map((doc) => seriesView(ctx, doc))) };
}

export async function oneSeries(ctx: SupplierContext, supplierId: string, id: string): Promise<Series> {
  return seriesView(ctx, await ownRecord<SeriesDoc>(ctx.series, supplierId, id, seriesNotFound));
}

const MOVES = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  end: { from: ['active', 'paused'], to: 'ended' },
} as const satisfies Record<string, { from: readonly Series['status'][]; to: Series['status'] }>;

/** Pause, resume or end a series: one click each; an ended series stays ended. */
export async function moveSeries(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  move: keyof typeof MOVES,
): Promise<Series> {
  const doc = await ownRecord<SeriesDoc>(ctx.series, supplierId, id, seriesNotFound);
  const { from, to } = MOVES[move];
  if (!(from as readonly string[]).includes(doc.status))
    throw conflict(SeriesProblemCodes.invalidTransition, `A series that is ${doc.status} cannot ${move}`, {
      status: doc.status,
    });
  const res = await ctx.series.updateOne(
    { _id: doc._id, version: doc.version },
    { $set: { status: to }, $inc: { version: 1 } },
  );
  if (!res.modifiedCount) return moveSeries(ctx, supplierId, id, move);
  if (to === 'active') ctx.wakeSeriesScan();
  return seriesView(ctx, { ...doc, status: to, version: doc.version + 1 });
}

/**
 * The scan every replica runs (`startPeriodicJob`): each active series whose next edition is
 * due gets it, made from its latest edition as Run again makes it, and submitted for review when
 * the series says so. Returns when the nearest next edition is due, so the scan wakes then.
 */
export async function makeDueEditions(
  ctx: SupplierContext,
): Promise<{ made: number; nextDueAt: Date | null }> {
  const active = await ctx.series.find({ status: 'active' }).lean<SeriesDoc[]>();
  let made = 0;
  let nextDueAt: Date | null = null;
  for (const series of active) {
    try {
      let current: SeriesDoc | null = series;
      while (current && nextEdition(current, ctx.now()).createdAt <= ctx.now()) {
        current = await makeEdition(ctx, current);
        if (current) made++;
      }
      if (current?.status === 'active') {
        const due = nextEdition(current, ctx.now()).createdAt;
        if (!nextDueAt || due < nextDueAt) nextDueAt = due;
      }
    } catch (err) {
      ctx.logger.error(
        { err, seriesId: series._id },
        'series: next edition not made; retried at the next scan',
      );
    }
  }
  return { made, nextDueAt };
}

/**
 * The series' next edition, made once whichever replica gets there: the round's id is the
 * edition's own (`<series>-e<n>`), so a second maker's insert is a duplicate, and the series moves
 * on only from the version it read. The series as it is after, or null if it changed meanwhile.
 */
async function makeEdition(ctx: SupplierContext, series: SeriesDoc): Promise<SeriesDoc | null> {
  const next = nextEdition(series, ctx.now());
  const number = series.editions.length + 1;
  const latest = await ctx.rounds.findById(series.editions.at(-1)).lean<RoundDoc>();
  if (!latest) {
    await pauseWithReason(ctx, series, 'its latest edition is gone');
    return null;
  }
  const { round: body } = await repeatedRound(ctx, latest, next);
  if (!body.products.length) {
    await pauseWithReason(ctx, series, 'none of its products is active any more');
    return null;
  }
  const id = `${series._id}-e${number}`;
  try {
    await createRound(
      ctx,
      series.supplierId,
      { ...body, title: editionTitle(series.title, number) } as Parameters<typeof createRound>[2],
      { id, seriesId: series._id },
    );
    if (series.autoSubmit) await submitRound(ctx, series.supplierId, id);
  } catch (err) {
    // Made by another replica (or by an earlier scan that stopped before moving the series on).
    if (!isDuplicateKey(err)) throw err;
  }
  const moved: SeriesDoc = {
    ...series,
    editions: [...series.editions, id],
    lastCloseAt: next.closeAt,
    version: series.version + 1,
  };
  const res = await ctx.series.updateOne(
    { _id: series._id, version: series.version },
    { $set: { editions: moved.editions, lastCloseAt: moved.lastCloseAt, version: moved.version } },
  );
  ctx.logger.info({ seriesId: series._id, roundId: id, number }, 'series: edition made');
  return res.modifiedCount ? moved : null;
}

async function pauseWithReason(ctx: SupplierContext, series: SeriesDoc, why: string): Promise<void> {
  await ctx.series.updateOne(
    { _id: series._id, version: series.version },
    { $set: { status: 'paused' }, $inc: { version: 1 } },
  );
  ctx.logger.warn({ seriesId: series._id }, `series paused: ${why}`);
}

/** The series with its editions' figures (units and buyers, the trend) and its next edition. */
async function seriesView(ctx: SupplierContext, doc: SeriesDoc): Promise<Series> {
  const rounds = await findByIds(ctx.rounds, doc.editions);
  const committed = await committedByRoundProduct(ctx, [...rounds.values()]);
  const editions: SeriesEdition[] = [];
  for (const [i, roundId] of doc.editions.entries()) {
    const round = rounds.get(roundId);
    if (!round) continue;
    // A round's orders by equality; its sold ones' buyers are the edition's.
    const orders = await ctx.salesOrders.find({ roundId }, { buyerId: 1, status: 1 }).lean();
    editions.push({
      roundId,
      number: i + 1,
      title: round.title,
      status: round.status,
      openAt: round.openAt?.toISOString() ?? null,
      closeAt: round.closeAt?.toISOString() ?? null,
      outcome: round.status === 'closed' ? outcomeCounts(round.products) : null,
      units: round.products.reduce((sum, p) => sum + (p.committedAtClose ?? committed.get(p.id) ?? 0), 0),
      buyers: new Set(orders.filter((o) => SOLD.has(o.status)).map((o) => o.buyerId)).size,
    });
  }
  const next = doc.status === 'ended' ? null : nextEdition(doc, ctx.now());
  return {
    id: doc._id,
    title: doc.title,
    status: doc.status,
    every: doc.every,
    openDaysBefore: doc.openDaysBefore,
    autoSubmit: doc.autoSubmit,
    next: next && {
      openAt: next.openAt.toISOString(),
      closeAt: next.closeAt.toISOString(),
      createdAt: next.createdAt.toISOString(),
    },
    editions,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * For the admin reviewing a series' edition: what differs from the edition of that series that
 * last reached buyers before it, compared with `reviewed` (its approval snapshot now). Undefined
 * for a round in no series, or before any edition was approved.
 */
export async function sinceLastApproved(
  ctx: SupplierContext,
  round: RoundDoc,
  reviewed: readonly RoundProductSnapshot[],
): Promise<SinceLastApproved | undefined> {
  const last = round.seriesId ? await lastApprovedEdition(ctx, round, round.seriesId) : null;
  if (!last) return undefined;
  // Rounds keep no names: the reviewed snapshot's, then the catalogue's for products dropped since.
  const names = new Map(reviewed.map((p) => [p.productId, p.name]));
  const dropped = last.products.map((p) => p.productId).filter((id) => !names.has(id));
  for (const [id, p] of await findByIds(ctx.products, dropped, { name: 1 })) names.set(id, p.name);
  return {
    roundId: last._id,
    title: last.title,
    approvedAt: last.approvedAt?.toISOString() ?? null,
    changes: editionChanges(approvedTerms(last, names), reviewedTerms(round, reviewed)),
  };
}

/**
 * The newest edition made before `round` that reached buyers. The store pushes only equality
 * down, so the series' editions are read by it and the rest is picked here (a series has few).
 */
async function lastApprovedEdition(
  ctx: SupplierContext,
  round: RoundDoc,
  seriesId: string,
): Promise<RoundDoc | null> {
  const editions = await ctx.rounds.find({ supplierId: round.supplierId, seriesId }).lean<RoundDoc[]>();
  const earlier = editions.filter(
    (e) => e._id !== round._id && e.createdAt < round.createdAt && reachedBuyers(e),
  );
  earlier.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return earlier[0] ?? null;
}
