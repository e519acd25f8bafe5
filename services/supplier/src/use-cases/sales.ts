import {
  SalesProblemCodes,
  type LineWeightsBody,
  type SaleDetail,
  type SaleLine,
  type SalesListResponse,
} from '@marketplace/contracts';
import type { Model } from 'mongoose';
import {
  CBM_DECIMALS,
  WEIGHT_DECIMALS,
  grossBelowNet,
  roundFreightShares,
  roundTo,
  type FreightBasisName,
} from '@marketplace/domain';
import { badRequest, notFound } from '@marketplace/service-kit';
import { lineMeasuresId, type LineMeasuresModel } from '../data/line-measures.model';
import type { InvoiceModel } from '../data/invoice.model';
import type { CompanyModel, RoundDoc } from '../data/models';
import { SOLD_STATUSES, type SalesOrderDoc, type SalesOrderModel } from '../data/sales-order.model';
import { saleLines, saleSummary, salesStats, type Measures } from '../domain/sales-view';

/** The catalogue's current price of a product, when the catalogue is wired in (see app.ts). */
export type CataloguePriceLookup = (productIds: string[], supplierId: string) => Promise<Map<string, number>>;

/** The round's per-unit measures of products (issues 30, 39.6), to pre-fill sold lines. */
export type UnitMeasuresLookup = (
  productIds: string[],
  supplierId: string,
  roundId: string,
) => Promise<Map<string, Partial<Measures>>>;

export interface SalesModels {
  orders: SalesOrderModel;
  /** The directory's companies (read model of the admin's events, shared with the catalogue). */
  companies: CompanyModel;
  measures: LineMeasuresModel;
  invoices: InvoiceModel;
  /** The company's rounds: their freight cost and the approval snapshot's measures. */
  rounds: Model<RoundDoc>;
}

/** An order's share of its round's freight, as invoiced (issue 39.5); null when there is none. */
export type FreightShare = { amount: number; basis: FreightBasisName } | null;

export const orderNotFound = () =>
  notFound('This order is not a sale of your company', SalesProblemCodes.orderNotFound);

/** Sales of one supplier company: approved orders on its rounds, and the measures of their lines. */
export class Sales {
  constructor(
    private readonly m: SalesModels,
    private readonly cataloguePrices?: CataloguePriceLookup,
    private readonly unitMeasures?: UnitMeasuresLookup,
  ) {}

  /** An approved order on the caller's rounds, or a 404 that says nothing about other companies. */
  async soldOrder(supplierId: string | null, orderId: string): Promise<SalesOrderDoc> {
    if (!supplierId) throw orderNotFound();
    const order = await this.m.orders
      .findOne({ _id: orderId, supplierId, status: { $in: SOLD_STATUSES } })
      .lean();
    if (!order) throw orderNotFound();
    return order;
  }

  /** An order as the read model holds it now, whatever its status (invoices follow it). */
  async order(orderId: string): Promise<SalesOrderDoc | null> {
    return this.m.orders.findById(orderId).lean();
  }

  async list(supplierId: string | null, limit?: number): Promise<SalesListResponse> {
    if (!supplierId) return { stats: salesStats([]), items: [] };
    const orders = await this.m.orders.find({ supplierId, status: { $in: SOLD_STATUSES } }).lean();
    // Sorted here: FerretDB never pushes sorts down, and one supplier's sales are a short list.
    orders.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const shown = limit ? orders.slice(0, limit) : orders;
    const ids = shown.map((o) => o._id);
    const [invoices, companies] = await Promise.all([
      this.m.invoices.find({ liveKey: { $in: ids } }, { _id: 1, invoiceNumber: 1, liveKey: 1 }).lean(),
      this.companyNames(shown.map((o) => o.buyerCompanyId)),
    ]);
    const byOrder = new Map(invoices.map((i) => [i.liveKey, { id: i._id, invoiceNumber: i.invoiceNumber }]));
    return {
      stats: salesStats(orders),
      items: shown.map((o) =>
        saleSummary(o, companies.get(o.buyerCompanyId ?? '') ?? null, byOrder.get(o._id) ?? null),
      ),
    };
  }

  async detail(supplierId: string | null, orderId: string): Promise<SaleDetail> {
    const order = await this.soldOrder(supplierId, orderId);
    const [lines, invoice, companies] = await Promise.all([
      this.lines(order),
      this.m.invoices.findOne({ liveKey: order._id }, { _id: 1, invoiceNumber: 1 }).lean(),
      this.companyNames([order.buyerCompanyId]),
    ]);
    return {
      ...saleSummary(
        order,
        companies.get(order.buyerCompanyId ?? '') ?? null,
        invoice ? { id: invoice._id, invoiceNumber: invoice.invoiceNumber } : null,
      ),
      lines,
    };
  }

  /** The order's lines with packs, measures and catalogue prices. */
  async lines(order: SalesOrderDoc): Promise<SaleLine[]> {
    const productIds = order.items.map((i) => i.productId);
    const [measures, catalogue, perUnit, round] = await Promise.all([
      this.m.measures.find({ orderId: order._id }).lean(),
      this.cataloguePrices
        ? this.cataloguePrices(
            order.items.map((i) => i.productId),
            order.supplierId,
          ).catch(() => new Map<string, number>())
        : Promise.resolve(new Map<string, number>()),
      this.unitMeasures
        ? this.unitMeasures(productIds, order.supplierId, order.roundId).catch(
            () => new Map<string, Partial<Measures>>(),
          )
        : Promise.resolve(new Map<string, Partial<Measures>>()),
      this.m.rounds.findOne({ _id: order.roundId, supplierId: order.supplierId }, { products: 1 }).lean(),
    ]);
    // The price the round was approved with (issue 39.6) stands beside the sold price; today's
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
   * The order's share of its round's freight estimate (issue 39.5), split exactly as the buyer
   * service splits it for the buyer's order page (libs/domain freightShares): the round's cost
   * over every standing order of the round, by the gross weight or volume of its lines at the
   * approval snapshot's per-unit measures (issue 39.6). The buyer reads its own copy of the same
   * orders and snapshot, so both sides show the same cents.
   */
  async freightShare(order: Pick<SalesOrderDoc, '_id' | 'roundId' | 'supplierId'>): Promise<FreightShare> {
    const round = await this.m.rounds
      .findOne(
        { _id: order.roundId, supplierId: order.supplierId },
        { freightCost: 1, freightBasis: 1, products: 1 },
      )
      .lean();
    if (!round?.freightCost) return null;
    const orders = await this.m.orders
      .find({ roundId: order.roundId }, { _id: 1, status: 1, items: 1 })
      .lean();
    const products = await Promise.all(
      round.products.map(async (p) => ({
        id: p.id,
        ...(p.atApproval ?? (await this.liveMeasures(p.productId, order.supplierId))),
      })),
    );
    const split = roundFreightShares(
      { freightCost: round.freightCost, freightBasis: round.freightBasis, products },
      orders.map((o) => ({ id: o._id, status: o.status, items: o.items })),
    );
    return split && { amount: split.shares.get(order._id) ?? 0, basis: split.basis };
  }

  /** A product's catalogue measures, for rounds approved before the snapshot's were kept. */
  private async liveMeasures(productId: string, supplierId: string): Promise<Partial<Measures> | null> {
    if (!this.unitMeasures) return null;
    return (await this.unitMeasures([productId], supplierId, '').catch(() => null))?.get(productId) ?? null;
  }

  /** Edit Product Weights & Dimensions: kg to 2 decimals, m³ to 3; empty is null; gross ≥ net. */
  async setMeasures(
    supplierId: string | null,
    orderId: string,
    lineId: string,
    body: LineWeightsBody,
  ): Promise<SaleLine> {
    const order = await this.soldOrder(supplierId, orderId);
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
    await this.m.measures.replaceOne(
      { _id: lineMeasuresId(orderId, lineId) },
      { orderId, supplierId: order.supplierId, ...measures, updatedAt: new Date() },
      { upsert: true },
    );
    const line = (await this.lines(order)).find((l) => l.id === lineId);
    return line!;
  }

  async companyNames(ids: Array<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (!wanted.length) return new Map();
    const rows = await this.m.companies.find({ _id: { $in: wanted } }, { name: 1 }).lean();
    return new Map(rows.map((c) => [c._id, c.name]));
  }
}
