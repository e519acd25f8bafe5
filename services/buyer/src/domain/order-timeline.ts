import type {
  OrderItemSnapshot,
  OrderTimelineEntry,
  RoundProductSnapshot,
  Shipment,
  TimelineActor,
} from '@marketplace/contracts';
import { listedLines, reachedBreakMinQty } from '@marketplace/domain';
import type { CarriedLine } from './order-fulfilment';

/** The round's close changes orders on its own: "the system, at the close". */
export const AT_CLOSE: TimelineActor = { role: 'system' };

/** What the close did to one order, for its timeline. */
export interface CloseChange {
  at: string;
  /** The lines released (their product missed its MOQ). */
  released: readonly OrderItemSnapshot[];
  /** The kept lines with flexible units called in (already in their quantity). */
  called: readonly OrderItemSnapshot[];
  /** The kept lines before the close re-priced them, and after; `after` null when none changed. */
  before: readonly OrderItemSnapshot[];
  after: readonly OrderItemSnapshot[] | null;
  products: readonly RoundProductSnapshot[];
  committedAtClose: ReadonlyMap<string, number>;
  fromTotal: number;
  toTotal: number;
  cancelled: boolean;
}

/**
 * The close's entries, in the order things happened: flexible units called in, lines released,
 * the lower breaks the group reached (the applied break differs from the one at placement) and
 * the order re-priced at them, and the order cancelled when nothing was left.
 */
export function closeEntries(change: CloseChange): OrderTimelineEntry[] {
  const { at } = change;
  const entries: OrderTimelineEntry[] = [];
  if (change.called.length)
    entries.push({
      at,
      kind: 'flex_called',
      actor: AT_CLOSE,
      details: listedLines(
        change.called.map((l) => ({ itemId: l.id, name: l.name, units: l.flexCalled ?? 0 })),
      ),
    });
  if (change.released.length)
    entries.push({
      at,
      kind: 'lines_released',
      actor: AT_CLOSE,
      details: {
        cause: 'moq_not_met',
        ...listedLines(change.released.map((l) => ({ itemId: l.id, name: l.name, qty: l.qty }))),
      },
    });
  entries.push(...repricedEntries(change));
  if (change.cancelled)
    entries.push({ at, kind: 'cancelled', actor: AT_CLOSE, details: { cause: 'all_lines_released' } });
  return entries;
}

/**
 * The lower breaks the group reached and the order re-priced at them: none when no kept line's
 * price moved. One product per break entry (its lines share the price), every line re-priced.
 */
function repricedEntries(change: CloseChange): OrderTimelineEntry[] {
  const { at } = change;
  const repriced = change.after
    ? change.after.flatMap((line, index) => {
        const was = change.before[index]!;
        return was.unitPrice !== line.unitPrice ? [{ was, line }] : [];
      })
    : [];
  if (!repriced.length) return [];
  const products = new Map<string, { name: string; roundProductId: string; from: number; to: number }>();
  for (const { was, line } of repriced)
    if (!products.has(line.roundProductId))
      products.set(line.roundProductId, {
        name: line.name,
        roundProductId: line.roundProductId,
        from: was.unitPrice,
        to: line.unitPrice,
      });
  const { lines, otherLines } = listedLines([...products.values()]);
  return [
    {
      at,
      kind: 'break_reached',
      actor: AT_CLOSE,
      details: {
        products: lines.map((p) => {
          const product = change.products.find((rp) => rp.id === p.roundProductId);
          const committed = change.committedAtClose.get(p.roundProductId) ?? 0;
          return {
            roundProductId: p.roundProductId,
            name: p.name,
            minQty: product ? reachedBreakMinQty(product.unitPrice, product.priceBreaks, committed) : null,
            fromUnitPrice: p.from,
            toUnitPrice: p.to,
          };
        }),
        ...(otherLines ? { otherLines } : {}),
      },
    },
    {
      at,
      kind: 'repriced',
      actor: AT_CLOSE,
      details: {
        fromTotal: change.fromTotal,
        toTotal: change.toTotal,
        ...listedLines(
          repriced.map(({ was, line }) => ({
            itemId: line.id,
            name: line.name,
            fromUnitPrice: was.unitPrice,
            toUnitPrice: line.unitPrice,
          })),
        ),
      },
    },
  ];
}

/**
 * A supplier's shipment carried `carried` of the order's lines; `complete` when the order's every
 * unit has now left. Dated when the supplier recorded it (the day it left is in its details).
 */
export function shippedEntry(
  shipment: Shipment,
  carried: readonly CarriedLine[],
  complete: boolean,
  supplierName: string,
): OrderTimelineEntry {
  return {
    at: shipment.createdAt,
    kind: 'shipped',
    actor: { role: 'supplier', name: supplierName },
    details: {
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      shippedOn: shipment.shippedOn,
      carrier: shipment.carrier,
      trackingRef: shipment.trackingRef,
      container: shipment.container,
      ...listedLines(carried),
      complete,
    },
  };
}

/** The buyer confirmed receipt: the lines that did not arrive as shipped (units short or damaged). */
export function deliveredEntry(
  at: string,
  buyerId: string,
  items: readonly OrderItemSnapshot[],
): OrderTimelineEntry {
  const issues = items.flatMap((item) =>
    item.receipt && (item.receipt.short > 0 || item.receipt.damaged > 0)
      ? [{ itemId: item.id, name: item.name, short: item.receipt.short, damaged: item.receipt.damaged }]
      : [],
  );
  return { at, kind: 'delivered', actor: { role: 'buyer', userId: buyerId }, details: listedLines(issues) };
}

/** Delivered and every invoice paid: the order's end, which no one in particular made. */
export function completedEntry(at: string): OrderTimelineEntry {
  return { at, kind: 'completed', actor: { role: 'system' }, details: {} };
}

/** The supplier accepted the receipt's discrepancy: the units it credited, per line. */
export function discrepancyAcceptedEntry(
  at: string,
  supplierName: string,
  lines: ReadonlyArray<{ itemId: string; name: string; units: number }>,
): OrderTimelineEntry {
  return {
    at,
    kind: 'discrepancy_accepted',
    actor: { role: 'supplier', name: supplierName },
    details: listedLines(lines),
  };
}

/** The supplier disputes the receipt: its reason is the entry's, as a person's decision's is. */
export function discrepancyDisputedEntry(
  at: string,
  supplierName: string,
  reason: string,
): OrderTimelineEntry {
  return {
    at,
    kind: 'discrepancy_disputed',
    actor: { role: 'supplier', name: supplierName },
    reason,
    details: {},
  };
}

/**
 * A product of the order arrived short to the group: what the shared rule took off each of its
 * lines (the group's figures beside them, so the buyer can check the rule).
 */
export function shortDeliveredEntry(
  at: string,
  supplierName: string,
  shortfall: { id: string; confirmed: number; delivered: number },
  lines: ReadonlyArray<{ itemId: string; name: string; units: number; flexUnits: number }>,
): OrderTimelineEntry {
  const listed = listedLines(lines);
  return {
    at,
    kind: 'short_delivered',
    actor: { role: 'supplier', name: supplierName },
    details: {
      shortfallId: shortfall.id,
      groupConfirmed: shortfall.confirmed,
      groupDelivered: shortfall.delivered,
      ...listed,
    },
  };
}
