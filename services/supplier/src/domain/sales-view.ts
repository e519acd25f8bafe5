import type { CompanySnapshot, InvoiceLine, PartyBlock, SaleLine, SaleSummary } from '@marketplace/contracts';
import { lineMeasuresFromUnit, packsFor } from '@marketplace/domain';
import type { SalesOrderDoc } from '../data/sales-order.model';

/** Pure shaping of sales read models into API answers (no I/O). */

export interface Measures {
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}
const NO_MEASURES: Measures = { netWeightKg: null, grossWeightKg: null, cbm: null };

export function saleSummary(
  order: SalesOrderDoc,
  buyerCompanyName: string | null,
  invoice: { id: string; invoiceNumber: string } | null,
): SaleSummary {
  return {
    id: order._id,
    buyerId: order.buyerId,
    buyerCompanyId: order.buyerCompanyId,
    buyerCompanyName,
    roundId: order.roundId,
    roundTitle: order.roundTitle,
    currency: order.currency,
    status: order.status,
    totalValue: order.totalValue,
    totalUnits: order.totalUnits,
    totalItems: order.totalItems,
    createdAt: order.createdAt.toISOString(),
    decidedAt: order.decidedAt ? order.decidedAt.toISOString() : null,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.invoiceNumber ?? null,
  };
}

export function saleLines(
  order: SalesOrderDoc,
  measures: ReadonlyMap<string, Measures>,
  cataloguePrices: ReadonlyMap<string, number | null> = new Map(),
  unitMeasures: ReadonlyMap<string, Partial<Measures>> = new Map(),
): SaleLine[] {
  return order.items.map((item) => ({
    id: item.id,
    roundProductId: item.roundProductId,
    productId: item.productId,
    name: item.name,
    sku: item.sku,
    uom: item.uom,
    unitsPerPack: item.unitsPerPack,
    qty: item.qty,
    packs: packsFor(item.qty, item.unitsPerPack),
    unitPrice: item.unitPrice,
    // A line priced at a price break carries the round's own price; older lines fall
    // back to today's catalogue price.
    catalogueUnitPrice: item.listUnitPrice ?? cataloguePrices.get(item.productId) ?? null,
    subtotal: item.subtotal,
    size: item.size ?? null,
    color: item.color ?? null,
    material: item.material ?? null,
    // What left, what arrived and what was credited since, once there is any (the sale's receipt).
    ...(item.shipped !== undefined ? { shipped: item.shipped } : {}),
    ...(item.receipt ? { receipt: item.receipt } : {}),
    ...(item.credited ? { credited: item.credited } : {}),
    // Measures the supplier saved win; otherwise the product's per-unit measures × qty.
    ...(measures.get(item.id) ??
      (unitMeasures.has(item.productId)
        ? lineMeasuresFromUnit(unitMeasures.get(item.productId)!, item.qty)
        : NO_MEASURES)),
  }));
}

export function partyBlock(companyId: string | null, company: CompanySnapshot | null): PartyBlock {
  return {
    companyId,
    name: company?.name ?? null,
    address: company?.address ?? null,
    country: company?.country ?? null,
    phone: company?.phone ?? null,
    taxNumber: company?.taxNumber ?? null,
  };
}

/** Invoice lines from complete sale lines (the caller checked `measuresComplete`). */
export function invoiceLines(lines: ReadonlyArray<SaleLine>): InvoiceLine[] {
  return lines.map((l) => ({
    orderItemId: l.id,
    roundProductId: l.roundProductId,
    productId: l.productId,
    sku: l.sku,
    name: l.name,
    unitsPerPack: l.unitsPerPack,
    uom: l.uom,
    material: l.material,
    color: l.color,
    size: l.size,
    qty: l.qty,
    unitPrice: l.unitPrice,
    catalogueUnitPrice: l.catalogueUnitPrice,
    subtotal: l.subtotal,
    netWeightKg: l.netWeightKg ?? 0,
    grossWeightKg: l.grossWeightKg ?? 0,
    cbm: l.cbm ?? 0,
  }));
}
