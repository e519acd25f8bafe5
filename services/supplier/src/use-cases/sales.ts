import {
  SalesProblemCodes,
  SUPPLIER_SALES_PAGE_SIZE,
  type LineWeightsBody,
  type OrderSnapshot,
  type OrderTimelineResponse,
  type SaleDetail,
  type SaleLine,
  type SaleSummary,
  type SalesListResponse,
  type SupplierSalesQuery,
} from '@marketplace/contracts';
import {
  CBM_DECIMALS,
  WEIGHT_DECIMALS,
  grossBelowNet,
  entriesOutsideTheCompany,
  orderTimelineOf,
  roundFreightShares,
  roundTo,
  type FreightBasisName,
} from '@marketplace/domain';
import { badRequest, notFound } from '@marketplace/service-kit/core';
import { cursorParam, findByIds, readDayPage, type ListDayDoc } from '@marketplace/service-kit/store';
import type { SupplierContext } from '../context';
import { lineMeasuresId } from '../data/line-measures.model';
import { decisionOf, type ReceiptDecisionDoc } from '../data/receipt-decision.model';
import { salesDays, salesListQuery, salesStatsOf, storeSalesOrder } from '../data/sales-list';
import { SOLD_STATUSES, type SalesOrderDoc } from '../data/sales-order.model';
import { saleLines, saleSummary, type Measures } from '../domain/sales-view';
import { asDelivered, cutsOf, type CutsByOrder } from '../domain/shortfalls';
import { ownRecord } from '../data/own-record';
import { cataloguePrices, roundUnitMeasures } from './catalogue';

/** An order's share of its round's freight, as invoiced; null when there is none. */
export type FreightShare = { amount: number; basis: FreightBasisName } | null;

export const orderNotFound = () =>
  notFound('This order is not a sale of your company', SalesProblemCodes.orderNotFound);

/** An approved order on the caller's rounds, or a 404 that says nothing about other companies. */
export async function soldOrder(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
): Promise<SalesOrderDoc> {
  const order = await ownRecord(ctx.salesOrders, supplierId, orderId, orderNotFound, {
    status: { $in: SOLD_STATUSES },
  });
  // As delivered: a confirmed shortfall's cut reads on the sale before the buyer's revision does.
  return asDelivered(order, await roundCuts(ctx, order.roundId));
}

/**
 * Sales History (spec §2.5): a page of the approved and completed orders on the caller company's
 * rounds, newest first, read a day at a time by equality (kit `day-pages`); the cards count every
 * sale, from the list's day tallies, never a pass over them.
 */
export async function listSales(
  ctx: SupplierContext,
  supplierId: string,
  query: SupplierSalesQuery,
  limit = SUPPLIER_SALES_PAGE_SIZE,
  /** The list's days, when the caller has read them already. */
  known?: ListDayDoc[],
): Promise<SalesListResponse> {
  const days = known ?? (await salesDays(ctx.days, supplierId));
  const page = await readDayPage(
    { ...salesListQuery(ctx.salesOrders, supplierId), cursor: cursorParam(query.cursor), limit },
    days,
    null,
  );
  return {
    stats: salesStatsOf(days),
    items: await saleSummaries(ctx, page.items),
    nextCursor: page.nextCursor,
  };
}

/**
 * Sales as their rows show them, with each buyer company's name and the live invoice's number:
 * read by id for these orders only (a page, a day of an export, one sale).
 */
export async function saleSummaries(ctx: SupplierContext, orders: SalesOrderDoc[]): Promise<SaleSummary[]> {
  const [invoices, companies] = await Promise.all([
    liveInvoicesOf(
      ctx,
      orders.map((o) => o._id),
    ),
    companyNames(
      ctx,
      orders.map((o) => o.buyerCompanyId),
    ),
  ]);
  return orders.map((o) =>
    saleSummary(o, companies.get(o.buyerCompanyId ?? '') ?? null, invoices.get(o._id) ?? null),
  );
}

/**
 * The live invoice of each order, by order id: one indexed read per order (an invoice's `liveKey`
 * is its order's id while it is live), all at once, never `$in` (FerretDB would read every invoice).
 */
async function liveInvoicesOf(
  ctx: SupplierContext,
  orderIds: string[],
): Promise<Map<string, { id: string; invoiceNumber: string }>> {
  const found = await Promise.all(
    [...new Set(orderIds)].map((liveKey) =>
      ctx.invoices.findOne({ liveKey }, { _id: 1, invoiceNumber: 1, liveKey: 1 }).lean(),
    ),
  );
  return new Map(
    found
      .filter((i): i is NonNullable<typeof i> => i !== null)
      .map((i) => [i.liveKey, { id: i._id, invoiceNumber: i.invoiceNumber }]),
  );
}

/** One sale with its lines. */
export async function saleDetail(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
): Promise<SaleDetail> {
  const order = await soldOrder(ctx, supplierId, orderId);
  const [lines, [summary], decision] = await Promise.all([
    soldLines(ctx, order),
    saleSummaries(ctx, [order]),
    ctx.receiptDecisions.findById(order._id).lean<ReceiptDecisionDoc>(),
  ]);
  return { ...summary!, lines, discrepancy: decision ? decisionOf(decision) : null };
}

/** A sale's timeline: who changed the order, when and why, as the order's events carry it. */
export async function saleTimeline(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
): Promise<OrderTimelineResponse> {
  const order = await soldOrder(ctx, supplierId, orderId);
  // Copies stored before order events left the company's trail out may still carry it.
  return {
    orderId: order._id,
    currency: order.currency,
    entries: entriesOutsideTheCompany(orderTimelineOf(order)),
  };
}

/** The order's lines with packs, measures and catalogue prices. */
export async function soldLines(ctx: SupplierContext, order: SalesOrderDoc): Promise<SaleLine[]> {
  const productIds = order.items.map((i) => i.productId);
  const [measures, catalogue, perUnit, round] = await Promise.all([
    ctx.lineMeasures.find({ orderId: order._id }).lean(),
    // The catalogue price beside the sold price on invoices (struck through when different).
    cataloguePrices(ctx, productIds, order.supplierId).catch(() => new Map<string, number>()),
    // Sold lines' weights and CBM pre-filled from the round's per-unit measures (issues 30, 39.6).
    roundUnitMeasures(ctx, productIds, order.supplierId, order.roundId).catch(
      () => new Map<string, Partial<Measures>>(),
    ),
    ctx.rounds.findOne({ _id: order.roundId, supplierId: order.supplierId }, { products: 1 }).lean(),
  ]);
  // The price the round was approved with stands beside the sold price; today's
  // catalogue price only for rounds approved before the snapshot was kept.
  const prices = new Map(catalogue);
  for (const p of round?.products ?? []) if (p.atApproval) prices.set(p.productId, p.atApproval.unitPrice);
  const byLine = new Map<string, Measures>(
    measures.map((m) => [
      m._id.slice(order._id.length + 1),
      { netWeightKg: m.netWeightKg, grossWeightKg: m.grossWeightKg, cbm: m.cbm },
    ]),
  );
  return saleLines(order, byLine, prices, perUnit);
}

/**
 * The order's share of its round's freight estimate, split exactly as the buyer
 * service splits it for the buyer's order page (libs/domain freightShares): the round's cost
 * over every standing order of the round, by the gross weight or volume of its lines at the
 * approval snapshot's per-unit measures. The buyer reads its own copy of the same
 * orders and snapshot, so both sides show the same cents.
 */
export async function freightShare(
  ctx: SupplierContext,
  order: Pick<SalesOrderDoc, '_id' | 'roundId' | 'supplierId'>,
): Promise<FreightShare> {
  const split = await roundFreightSplit(ctx, order.supplierId, order.roundId);
  return split && { amount: split.shares.get(order._id) ?? 0, basis: split.basis };
}

/**
 * The round's freight split over its orders as delivered (the confirmed shortfalls' cuts taken
 * off, `asDelivered`), and with `moreCuts` too when given (a shortfall being previewed); null
 * without a freight cost.
 */
export async function roundFreightSplit(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
  moreCuts?: CutsByOrder,
): Promise<{ basis: FreightBasisName; shares: Map<string, number> } | null> {
  const round = await ctx.rounds
    .findOne({ _id: roundId, supplierId }, { freightCost: 1, freightBasis: 1, products: 1 })
    .lean();
  if (!round?.freightCost) return null;
  const [orders, cuts] = await Promise.all([
    ctx.salesOrders
      .find({ roundId }, { _id: 1, status: 1, items: 1, totalValue: 1, totalUnits: 1, totalItems: 1 })
      .lean(),
    roundCuts(ctx, roundId),
  ]);
  const products = await Promise.all(
    round.products.map(async (p) => ({
      id: p.id,
      ...(p.atApproval ?? (await liveMeasures(ctx, p.productId, supplierId))),
    })),
  );
  return roundFreightShares(
    { freightCost: round.freightCost, freightBasis: round.freightBasis, products },
    orders.map((o) => {
      const delivered = asDelivered(asDelivered(o, cuts), moreCuts ?? new Map());
      return { id: o._id, status: o.status, items: delivered.items };
    }),
  );
}

/** A sold order of a round as its shipments and shortfalls read it. */
export type RoundSoldOrder = Pick<
  SalesOrderDoc,
  | '_id'
  | 'buyerId'
  | 'buyerCompanyId'
  | 'status'
  | 'items'
  | 'createdAt'
  | 'totalValue'
  | 'totalUnits'
  | 'totalItems'
>;

/**
 * The round's sold orders as delivered (a confirmed shortfall's cut off already, `asDelivered`),
 * oldest first: one equality read of the round's orders and one of its shortfalls.
 */
export async function roundSoldOrders(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<RoundSoldOrder[]> {
  const [orders, cuts] = await Promise.all([
    ctx.salesOrders
      .find(
        { supplierId, roundId },
        {
          _id: 1,
          buyerId: 1,
          buyerCompanyId: 1,
          status: 1,
          items: 1,
          createdAt: 1,
          totalValue: 1,
          totalUnits: 1,
          totalItems: 1,
        },
      )
      .lean<RoundSoldOrder[]>(),
    roundCuts(ctx, roundId),
  ]);
  return orders
    .filter((o) => SOLD_STATUSES.includes(o.status))
    .map((o) => asDelivered(o, cuts))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id));
}

/** The cuts of the round's confirmed shortfalls (one equality read; a round has few). */
export async function roundCuts(ctx: SupplierContext, roundId: string): Promise<CutsByOrder> {
  return cutsOf(await ctx.shortfalls.find({ roundId }, { lines: 1 }).lean());
}

/** A product's catalogue measures, for rounds approved before the snapshot's were kept. */
async function liveMeasures(
  ctx: SupplierContext,
  productId: string,
  supplierId: string,
): Promise<Partial<Measures> | null> {
  const measures = await roundUnitMeasures(ctx, [productId], supplierId, '').catch(() => null);
  return measures?.get(productId) ?? null;
}

/** Edit Product Weights & Dimensions: kg to 2 decimals, m³ to 3; empty is null; gross ≥ net. */
export async function setLineMeasures(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
  lineId: string,
  body: LineWeightsBody,
): Promise<SaleLine> {
  const order = await soldOrder(ctx, supplierId, orderId);
  if (!order.items.some((i) => i.id === lineId))
    throw notFound('This line is not part of the order', SalesProblemCodes.lineNotFound);
  const measures = {
    netWeightKg: body.netWeightKg === null ? null : roundTo(body.netWeightKg, WEIGHT_DECIMALS),
    grossWeightKg: body.grossWeightKg === null ? null : roundTo(body.grossWeightKg, WEIGHT_DECIMALS),
    cbm: body.cbm === null ? null : roundTo(body.cbm, CBM_DECIMALS),
  };
  if (grossBelowNet(measures)) {
    const message = 'Gross weight cannot be less than net weight';
    throw badRequest(SalesProblemCodes.grossBelowNet, message, [
      { path: 'body.grossWeightKg', code: SalesProblemCodes.grossBelowNet, message },
    ]);
  }
  await ctx.lineMeasures.replaceOne(
    { _id: lineMeasuresId(orderId, lineId) },
    { orderId, supplierId: order.supplierId, ...measures, updatedAt: ctx.now() },
    { upsert: true },
  );
  const line = (await soldLines(ctx, order)).find((l) => l.id === lineId);
  return line!;
}

/** Company id → name, from the directory's read model, one id at a time (kit `findByIds`). */
export async function companyNames(
  ctx: SupplierContext,
  ids: Array<string | null>,
): Promise<Map<string, string>> {
  const found = await findByIds(
    ctx.companies,
    ids.filter((id): id is string => !!id),
    { name: 1 },
  );
  return new Map([...found].map(([id, c]) => [id, c.name]));
}

/**
 * An order event into the sales read model (its only writer): the order's own `version` decides,
 * so a late or replayed event never undoes a newer one; Sales History's day tallies follow each
 * write (a new sale, a completion, an order leaving the sold statuses).
 */
export async function saveSalesOrder(ctx: SupplierContext, order: OrderSnapshot): Promise<void> {
  const { id, supplierName: _supplierName, ...rest } = order;
  await storeSalesOrder({ orders: ctx.salesOrders, days: ctx.days }, id, {
    ...rest,
    createdAt: new Date(order.createdAt),
    decidedAt: order.decidedAt ? new Date(order.decidedAt) : null,
  });
}
