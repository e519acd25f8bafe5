import { randomUUID } from 'node:crypto';
import {
  ShortfallProblemCodes,
  SupplierProblemCodes,
  shortfallConfirmedV1,
  supplierNotificationRequestedV1,
  type EventEnvelope,
  type RoundShortfallsResponse,
  type Shortfall,
  type ShortfallBody,
} from '@marketplace/contracts';
import {
  fromMinorUnits,
  lineTotalMinor,
  shareShortfall,
  shortfallRefusal,
  shortId,
  toMinorUnits,
  type ShortfallLine as RuleLine,
} from '@marketplace/domain';
import { conflict, notFound, unprocessable } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import { ownRecord } from '../data/own-record';
import type { RoundDoc } from '../data/round.model';
import { SHORTFALLS_COLLECTION, shortfallOf, type ShortfallDoc } from '../data/shortfall.model';
import { cutsOf } from '../domain/shortfalls';
import { followRound } from './invoices';
import { companyNames, roundFreightSplit, roundSoldOrders } from './sales';

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);

/** The round's shortfalls, oldest first (a round has few: one equality read). */
export async function roundShortfalls(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<RoundShortfallsResponse> {
  const round = await ownRecord<RoundDoc>(ctx.rounds, supplierId, roundId, roundNotFound);
  const docs = await ctx.shortfalls.find({ roundId: round._id, supplierId }).lean<ShortfallDoc[]>();
  docs.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt));
  return { roundId: round._id, shortfalls: docs.map(shortfallOf) };
}

/**
 * What the shared rule would take off each order if `delivered` units of the product arrived:
 * every check of a confirmation, nothing written. The supplier reads it before confirming.
 */
export async function previewShortfall(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  body: ShortfallBody,
): Promise<Shortfall> {
  return (await shortfallOfRound(ctx, supplierId, roundId, body)).shortfall;
}

/**
 * A confirmed shortfall's events: the cuts (the buyer service takes them off its orders), and each
 * buyer's notice with their own figures, one per order line cut.
 */
function shortfallEvents({
  shortfall,
  id,
  confirmedAt,
  roundId,
  supplierId,
  supplierName,
}: {
  shortfall: Shortfall;
  id: string;
  confirmedAt: string;
  roundId: string;
  supplierId: string;
  supplierName: string | null;
}): EventEnvelope[] {
  return [
    createEvent(
      shortfallConfirmedV1,
      {
        id,
        roundId,
        supplierId,
        supplierName,
        roundProductId: shortfall.roundProductId,
        name: shortfall.name,
        confirmed: shortfall.confirmed,
        delivered: shortfall.delivered,
        lines: shortfall.lines
          .filter((l) => l.cut > 0)
          .map(({ orderId, buyerId, itemId, cut, flexCut }) => ({
            orderId,
            buyerId,
            itemId,
            cut,
            flexCut,
          })),
        confirmedAt,
      },
      PRODUCER,
    ),
    ...shortfall.lines
      .filter((l) => l.cut > 0)
      .map((line) =>
        createEvent(
          supplierNotificationRequestedV1,
          {
            kind: 'short_delivery',
            recipients: { userIds: [line.buyerId] },
            link: '/buyer/orders',
            key: `short_delivery:${id}:${line.orderId}:${line.itemId}`,
            params: {
              productName: shortfall.name,
              roundTitle: shortfall.roundTitle,
              groupConfirmed: shortfall.confirmed,
              groupDelivered: shortfall.delivered,
              orderNumber: shortId(line.orderId),
              ordered: line.ordered,
              delivered: line.delivered,
              creditTotal: line.creditAmount,
              currency: shortfall.currency,
            },
          },
          PRODUCER,
        ),
      ),
  ];
}

/**
 * Confirms a product delivered short, once per product and before any of it ships: the cuts
 * are recorded with their event (`supplier.shortfall.confirmed.v1`; the buyer service takes them
 * off its orders) and each buyer's notice with their figures in one outbox write; then every
 * live invoice of the round follows (a credit note on a sent one, reason `short_delivery`, with
 * the freight re-split on what was delivered). Refused, nothing is written.
 */
export function confirmShortfall(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  body: ShortfallBody,
): Promise<Shortfall> {
  // The round's shipments take the same turn: no units ship while their product is cut.
  return ctx.locks.run(`round-shipments:${roundId}`, async () => {
    const { shortfall, round } = await shortfallOfRound(ctx, supplierId, roundId, body);
    const id = randomUUID();
    const confirmedAt = ctx.now().toISOString();
    const confirmed: Shortfall = { ...shortfall, id, confirmedAt };
    const events = shortfallEvents({
      shortfall,
      id,
      confirmedAt,
      roundId,
      supplierId,
      supplierName: round.supplierName ?? null,
    });
    try {
      await ctx.outbox.record(events, { collection: SHORTFALLS_COLLECTION, id }, async (eventIds) => {
        const { id: _id, confirmedAt: at, ...rest } = confirmed;
        const doc: ShortfallDoc = {
          _id: id,
          ...rest,
          supplierId,
          confirmedAt: at!,
          invoicesFollowed: false,
          _events: eventIds,
        };
        // The driver's insert (not mongoose's): a second confirmation surfaces as the duplicate key.
        await ctx.shortfalls.collection.insertOne(doc as unknown as Record<string, unknown>);
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      throw alreadyConfirmed(shortfall.name);
    }
    await followShortfallInvoices(ctx, id, roundId);
    return confirmed;
  });
}

/**
 * The round's invoices follow a confirmed shortfall, and the shortfall says so once they have:
 * one that did not (the process stopped in between) is followed at the next start.
 */
async function followShortfallInvoices(ctx: SupplierContext, id: string, roundId: string): Promise<void> {
  try {
    await followRound(ctx, roundId, 'short_delivery');
    await ctx.shortfalls.updateOne({ _id: id }, { $set: { invoicesFollowed: true } });
  } catch (err) {
    ctx.logger.error(
      { err, shortfallId: id, roundId },
      'shortfall: invoices not followed yet; retried at start',
    );
  }
}

/** At start: every shortfall whose invoices did not follow it yet (equality read), followed now. */
export async function followPendingShortfalls(ctx: SupplierContext): Promise<number> {
  const pending = await ctx.shortfalls.find({ invoicesFollowed: false }, { roundId: 1 }).lean();
  for (const doc of pending) await followShortfallInvoices(ctx, doc._id, doc.roundId);
  return pending.length;
}

const alreadyConfirmed = (name: string) =>
  conflict(ShortfallProblemCodes.alreadyConfirmed, `${name} was already confirmed delivered short`, { name });

/**
 * The closed round's sold lines of the product a shortfall is for, with every check that comes
 * before the count: the round closed, the product sold, not confirmed short already, not shipped.
 */
async function soldLinesOf(ctx: SupplierContext, supplierId: string, roundId: string, body: ShortfallBody) {
  const round = await ownRecord<RoundDoc>(ctx.rounds, supplierId, roundId, roundNotFound);
  if (round.status !== 'closed')
    throw conflict(
      ShortfallProblemCodes.roundNotClosed,
      `Only a closed round's orders are delivered; this round is ${round.status}`,
    );
  const product = round.products.find((p) => p.id === body.roundProductId);
  const [orders, earlier, shipments] = await Promise.all([
    roundSoldOrders(ctx, supplierId, roundId),
    ctx.shortfalls.exists({ roundId, roundProductId: body.roundProductId }),
    ctx.shipments.find({ supplierId, roundId }, { lines: 1 }).lean(),
  ]);
  const sold = orders.flatMap((order) =>
    order.items.filter((i) => i.roundProductId === body.roundProductId).map((item) => ({ order, item })),
  );
  if (!product || !sold.length)
    throw unprocessable(
      ShortfallProblemCodes.productNotSold,
      'No approved order of this round has this product',
    );
  const { name } = sold[0]!.item;
  if (earlier) throw alreadyConfirmed(name);
  if (shipments.some((s) => s.lines.some((l) => l.roundProductId === body.roundProductId)))
    throw conflict(
      ShortfallProblemCodes.alreadyShipped,
      `Units of ${name} have already shipped: a shortfall is shared before any of it ships`,
      { name },
    );
  return { round, orders, sold };
}

/** The delivered quantity shared by the stated rule, refused when nothing is short or not in whole packs. */
function sharedShortfall(ruleLines: RuleLine[], name: string, unitsPerPack: number, delivered: number) {
  const refusal = shortfallRefusal(ruleLines, unitsPerPack, delivered);
  if (refusal?.kind === 'nothing_short')
    throw unprocessable(
      ShortfallProblemCodes.nothingShort,
      `The orders confirmed ${refusal.confirmed} units of ${name}: ${delivered} is not short`,
      { confirmed: refusal.confirmed },
    );
  if (refusal)
    throw unprocessable(
      ShortfallProblemCodes.notWholePacks,
      `${name} comes in packs of ${refusal.unitsPerPack}: deliver whole packs`,
      { unitsPerPack: refusal.unitsPerPack },
    );
  return shareShortfall(ruleLines, unitsPerPack, delivered);
}

/** The shortfall a delivered quantity makes, with every check; refused as a problem. */
async function shortfallOfRound(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  body: ShortfallBody,
): Promise<{ shortfall: Shortfall; round: RoundDoc }> {
  const { round, orders, sold } = await soldLinesOf(ctx, supplierId, roundId, body);
  const { name, sku, unitsPerPack } = sold[0]!.item;
  const ruleLines: RuleLine[] = sold.map(({ order, item }) => ({
    orderId: order._id,
    itemId: item.id,
    qty: item.qty,
    flexCalled: item.flexCalled ?? 0,
    placedAt: order.createdAt.toISOString(),
  }));
  const share = sharedShortfall(ruleLines, name, unitsPerPack, body.delivered);

  const bySaleLine = new Map(sold.map((s) => [`${s.order._id}:${s.item.id}`, s]));
  const thisCut = cutsOf([{ lines: share.cuts }]);
  const [before, after, names] = await Promise.all([
    roundFreightSplit(ctx, supplierId, roundId),
    roundFreightSplit(ctx, supplierId, roundId, thisCut),
    companyNames(
      ctx,
      orders.map((o) => o.buyerCompanyId),
    ),
  ]);
  const freightOf = (orderId: string) =>
    before && after
      ? { before: before.shares.get(orderId) ?? 0, after: after.shares.get(orderId) ?? 0 }
      : null;
  const lines = share.cuts.map((cut) => {
    const { order, item } = bySaleLine.get(`${cut.orderId}:${cut.itemId}`)!;
    return {
      orderId: order._id,
      buyerId: order.buyerId,
      buyerCompanyName: names.get(order.buyerCompanyId ?? '') ?? null,
      itemId: item.id,
      ordered: cut.ordered,
      flexCalled: item.flexCalled ?? 0,
      cut: cut.cut,
      flexCut: cut.flexCut,
      delivered: cut.delivered,
      unitPrice: item.unitPrice,
      creditAmount: fromMinorUnits(lineTotalMinor(toMinorUnits(item.unitPrice), cut.cut)),
      freight: freightOf(order._id),
    };
  });
  const withProduct = new Set(lines.map((l) => l.orderId));
  const otherFreight = orders
    .filter((o) => !withProduct.has(o._id))
    .flatMap((o) => {
      const freight = freightOf(o._id);
      return freight && freight.before !== freight.after
        ? [{ orderId: o._id, buyerCompanyName: names.get(o.buyerCompanyId ?? '') ?? null, ...freight }]
        : [];
    });
  return {
    round,
    shortfall: {
      roundId,
      roundTitle: round.title,
      roundProductId: body.roundProductId,
      name,
      sku,
      unitsPerPack,
      currency: round.currency,
      confirmed: share.confirmed,
      delivered: share.delivered,
      short: share.short,
      lines,
      otherFreight,
    },
  };
}
