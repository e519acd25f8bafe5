import { randomUUID } from 'node:crypto';
import {
  ShipmentProblemCodes,
  SupplierProblemCodes,
  shipmentRecordedV1,
  type RecordShipmentBody,
  type RoundShipmentsResponse,
  type Shipment,
} from '@marketplace/contracts';
import { SHIPPABLE_ORDER_STATUSES } from '@marketplace/domain';
import {
  conflict,
  HttpProblem,
  notFound,
  serviceUnavailable,
  unprocessable,
} from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import { ownRecord } from '../data/own-record';
import type { RoundDoc } from '../data/round.model';
import { SHIPMENTS_COLLECTION, shipmentNumbers, shipmentOf, type ShipmentDoc } from '../data/shipment.model';
import { latestDayOnEarth } from '../domain/calendar';
import {
  lineKey,
  shipmentNumberOf,
  shipmentRefusal,
  shippedByLine,
  type ShipmentRefusal,
  type SoldLine,
} from '../domain/shipments';
import { companyNames, roundSoldOrders, type RoundSoldOrder } from './sales';

/** Attempts at a free shipment number before giving up (each takes the supplier's next one). */
const NUMBER_ATTEMPTS = 50;
/** Readings of the round before giving up when other replicas keep recording its shipments. */
const ROUND_ATTEMPTS = 5;

/** Another replica recorded a shipment of the round since it was read. */
class RoundMoved extends Error {}

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);

/** The round's shipments, oldest first (sorted here: the store sorts only after reading them all). */
async function shipmentsOf(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<ShipmentDoc[]> {
  const docs = await ctx.shipments.find({ supplierId, roundId }).lean<ShipmentDoc[]>();
  return docs.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number));
}

/**
 * Every line of the round's sold orders with what has left for it: the shipped figures come from
 * the shipments recorded here, never from the order's own `shipped`, which follows them later.
 */
function soldLinesOf(
  orders: RoundSoldOrder[],
  shipments: ShipmentDoc[],
  names: ReadonlyMap<string, string>,
): SoldLine[] {
  const shipped = shippedByLine(shipments);
  const shippable = new Set<string>(SHIPPABLE_ORDER_STATUSES);
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      orderId: order._id,
      buyerCompanyName: names.get(order.buyerCompanyId ?? '') ?? null,
      itemId: item.id,
      roundProductId: item.roundProductId,
      name: item.name,
      sku: item.sku,
      ordered: item.qty,
      shipped: shipped.get(lineKey(order._id, item.id)) ?? 0,
      shippable: shippable.has(order.status),
    })),
  );
}

/**
 * The round's shipments and every sold line with its ordered and shipped units. Another
 * company's round reads as not found.
 */
export async function roundShipments(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<RoundShipmentsResponse> {
  const round = await ownRecord(ctx.rounds, supplierId, roundId, roundNotFound);
  const [orders, shipments] = await Promise.all([
    roundSoldOrders(ctx, supplierId, roundId),
    shipmentsOf(ctx, supplierId, roundId),
  ]);
  const names = await companyNames(
    ctx,
    orders.map((o) => o.buyerCompanyId),
  );
  return {
    roundId: round._id,
    roundTitle: round.title,
    lines: soldLinesOf(orders, shipments, names).map(({ shippable: _shippable, ...line }) => line),
    shipments: shipments.map(shipmentOf),
  };
}

function refusalProblem(refusal: ShipmentRefusal): HttpProblem {
  switch (refusal.kind) {
    case 'line_repeated':
      return unprocessable(
        ShipmentProblemCodes.lineRepeated,
        `Line ${refusal.index + 1} names an order line already in this shipment`,
      );
    case 'line_not_sold':
      return unprocessable(
        ShipmentProblemCodes.lineNotSold,
        `Line ${refusal.index + 1} is not a line of an approved order of this round`,
      );
    case 'over_ordered':
      return unprocessable(
        ShipmentProblemCodes.overOrdered,
        `${refusal.name}: only ${refusal.left} left to ship on this line`,
        { name: refusal.name, left: refusal.left },
      );
  }
}

/**
 * Records a shipment of a closed round's sold lines and announces it (`supplier.shipment.recorded.v1`;
 * the buyer service moves the orders it names on). Every check runs before anything is written:
 * a refused shipment leaves nothing behind. Two shipments of one round take turns in this process
 * (`ctx.locks`) and take unique places in the round across replicas (`roundSeq`), so both never
 * count the same units as left.
 */
export function recordShipment(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  body: RecordShipmentBody,
): Promise<Shipment> {
  return ctx.locks.run(`round-shipments:${roundId}`, async () => {
    for (let attempt = 0; attempt < ROUND_ATTEMPTS; attempt++) {
      try {
        return await recordShipmentNow(ctx, supplierId, roundId, body);
      } catch (err) {
        if (!(err instanceof RoundMoved)) throw err;
      }
    }
    throw serviceUnavailable('The round kept changing; try again', null);
  });
}

async function recordShipmentNow(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  body: RecordShipmentBody,
): Promise<Shipment> {
  const round = await ownRecord<RoundDoc>(ctx.rounds, supplierId, roundId, roundNotFound);
  if (round.status !== 'closed')
    throw conflict(
      ShipmentProblemCodes.roundNotClosed,
      `Only a closed round's orders ship; this round is ${round.status}`,
    );
  const now = ctx.now();
  if (body.shippedOn > latestDayOnEarth(now))
    throw unprocessable(ShipmentProblemCodes.dateAhead, 'The shipping date is still ahead');

  const [orders, shipments] = await Promise.all([
    roundSoldOrders(ctx, supplierId, roundId),
    shipmentsOf(ctx, supplierId, roundId),
  ]);
  const sold = new Map(
    soldLinesOf(orders, shipments, new Map()).map((line) => [lineKey(line.orderId, line.itemId), line]),
  );
  const refusal = shipmentRefusal(body.lines, sold);
  if (refusal) throw refusalProblem(refusal);

  const id = randomUUID();
  const base: Omit<Shipment, 'number'> = {
    id,
    supplierId,
    round: { id: round._id, title: round.title },
    shippedOn: body.shippedOn,
    carrier: body.carrier,
    trackingRef: body.trackingRef,
    container: body.container ?? null,
    lines: body.lines.map(({ orderId, itemId, qty }) => {
      const { roundProductId, name, sku } = sold.get(lineKey(orderId, itemId))!;
      return { orderId, itemId, roundProductId, name, sku, qty };
    }),
    createdAt: now.toISOString(),
  };
  const numbers = shipmentNumbers(ctx.shipments.db);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const shipment: Shipment = {
      ...base,
      number: shipmentNumberOf(supplierId, await numbers.next(supplierId)),
    };
    const event = createEvent(shipmentRecordedV1, shipment, PRODUCER);
    try {
      await ctx.outbox.record([event], { collection: SHIPMENTS_COLLECTION, id }, async (eventIds) => {
        const { id: _id, ...rest } = shipment;
        const doc: ShipmentDoc = {
          _id: id,
          ...rest,
          roundId: round._id,
          roundSeq: shipments.length + 1,
          _events: eventIds,
        };
        // The driver's insert (not mongoose's) so a duplicate number surfaces as the server's error.
        await ctx.shipments.collection.insertOne(doc as unknown as Record<string, unknown>);
      });
      return shipment;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Another replica took this place in the round: what is left must be counted again.
      if (await ctx.shipments.exists({ roundId: round._id, roundSeq: shipments.length + 1 }))
        throw new RoundMoved();
      // Else the number is another supplier's (two codes alike): take the next one.
    }
  }
  throw serviceUnavailable('No free shipment number; try again', null);
}
