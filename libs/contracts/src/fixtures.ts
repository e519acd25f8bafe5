import type { z } from 'zod';
import type { CompanySnapshot } from './admin';
import { orderSnapshotSchema, type OrderSnapshot } from './buyer';
import type { Profile } from './identity';
import type { InvoiceSnapshot } from './supplier/invoices';
import type { RoundPerformance, RoundProductSnapshot, RoundSummary } from './supplier/rounds';

/**
 * Test data shared by the specs of several projects (services, areas, gateway): a valid round
 * product as buyers see it, with what the test cares about given and the rest plain. Its own entry
 * point (`@marketplace/contracts/fixtures`), never in the index production code imports.
 */
export function roundProductSnapshot(
  over: Partial<RoundProductSnapshot> & Pick<RoundProductSnapshot, 'id'>,
): RoundProductSnapshot {
  return {
    productId: `product-${over.id}`,
    name: `Product ${over.id}`,
    sku: `SKU-${over.id}`,
    unitPrice: 1,
    currency: 'USD',
    uom: 'pieces',
    unitsPerPack: 1,
    size: null,
    color: null,
    material: null,
    categoryName: null,
    imageUrl: null,
    moq: 100,
    maxQty: null,
    ...over,
  };
}

/**
 * A valid round summary (as the supplier's round events carry it): round `id` of Acme Supplies,
 * approved, in USD, with one product and no dates; `over` gives what the test is about.
 */
export function roundSummary(over: Partial<RoundSummary> & Pick<RoundSummary, 'id'>): RoundSummary {
  return {
    title: `Round ${over.id}`,
    description: null,
    currency: 'USD',
    openAt: null,
    closeAt: null,
    status: 'approved',
    supplierId: 'supplier-co',
    supplierName: 'Acme Supplies',
    productCount: 1,
    createdAt: new Date().toISOString(),
    version: 1,
    ...over,
  };
}

/**
 * A valid order as its buyer sees it: buyer b1's pending order in round r1 of Acme, with the given
 * `items` and totals summed from them unless `over` says otherwise.
 */
export function orderSnapshot(
  over: Partial<z.input<typeof orderSnapshotSchema>> & Pick<z.input<typeof orderSnapshotSchema>, 'items'>,
): OrderSnapshot {
  return orderSnapshotSchema.parse({
    id: '65f0c0ffee0000000000abcd',
    buyerId: 'b1',
    buyerCompanyId: 'c1',
    roundId: 'r1',
    roundTitle: 'Spring Tees',
    supplierId: 's1',
    supplierName: 'Acme',
    currency: 'USD',
    status: 'pending_admin',
    totalValue: over.items.reduce((sum, item) => sum + item.subtotal, 0),
    totalUnits: over.items.reduce((sum, item) => sum + item.qty, 0),
    totalItems: over.items.length,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    version: 2,
    ...over,
  });
}

/** A signed-in user's profile: Ana, a buyer without a company, in English; `over` gives the rest. */
export function userProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    authId: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    address: null,
    role: 'buyer',
    companyId: null,
    company: null,
    avatarUrl: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastActiveAt: null,
    emailNotifications: true,
    language: 'en',
    ...over,
  };
}

/** A company as the admin service announces it: an active buyer, version 1, nothing else filled in. */
export function companySnapshot(
  over: Partial<CompanySnapshot> & Pick<CompanySnapshot, 'id' | 'name'>,
): CompanySnapshot {
  return {
    type: 'buyer',
    country: null,
    address: null,
    phone: null,
    taxNumber: null,
    active: true,
    createdAt: new Date().toISOString(),
    version: 1,
    ...over,
  };
}

/**
 * Product `index` of a round's performance, $1 a piece in USD with an MOQ of 100 and no cap; `over`
 * gives what the test is about (name, committed, progress, moqMet, outcome…).
 */
export function roundPerformanceProduct(
  index: number,
  over: Partial<RoundPerformance['products'][number]>,
): RoundPerformance['products'][number] {
  return {
    id: `rp${index}`,
    productId: `p${index}`,
    name: `Product ${index}`,
    sku: `SKU-${index}`,
    unitPrice: 1,
    currency: 'USD',
    uom: 'pieces',
    imageUrl: null,
    moq: 100,
    maxQty: null,
    committed: 0,
    progress: 0,
    moqMet: false,
    outcome: null,
    revenue: 0,
    ...over,
  };
}

/**
 * A draft proforma invoice of one line (20 linen shirts at 5 USD, measured) from Alpha Supplies
 * to Buyer One Ltd; `over` gives what the test is about (id, number, buyer, totals, status…).
 */
export function invoiceSnapshot(over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  const party = { address: null, country: null, phone: null, taxNumber: null };
  return {
    id: 'inv-1',
    invoiceNumber: 'PI-1',
    orderId: 'order-1',
    roundId: 'round-1',
    roundTitle: 'Spring Round',
    buyerId: 'buyer-1',
    supplierId: 'sup-a',
    supplier: { ...party, companyId: 'sup-a', name: 'Alpha Supplies' },
    buyer: { ...party, companyId: 'b-co', name: 'Buyer One Ltd' },
    currency: 'USD',
    totalValue: 100,
    totalItems: 1,
    totalUnits: 20,
    status: 'draft',
    issueDate: '2026-01-02T10:00:00.000Z',
    dueDate: null,
    notes: null,
    lines: [
      {
        orderItemId: 'l1',
        roundProductId: 'rp1',
        productId: 'p1',
        sku: 'SKU-1',
        name: 'Linen Shirt',
        unitsPerPack: 10,
        uom: 'pieces',
        material: null,
        color: null,
        size: null,
        qty: 20,
        unitPrice: 5,
        catalogueUnitPrice: null,
        subtotal: 100,
        netWeightKg: 4,
        grossWeightKg: 5,
        cbm: 0.05,
      },
    ],
    createdAt: '2026-01-02T10:00:00.000Z',
    version: 1,
    ...over,
  };
}

/**
 * The "Summer Tees" round of the approval-review specs (the supplier's review-round handler, and
 * the admin's route that asks it, whose stand-in must answer what the handler does): the terms
 * the supplier set on the round, and its tee's catalogue fields.
 */
export const reviewedRoundTerms = {
  openAt: '2030-06-01T10:00:00.000Z',
  closeAt: '2030-06-30T18:00:00.000Z',
  endAction: 'extend_once',
  extendDays: 7,
  freightCost: 1800,
  freightBasis: 'volume',
} as const;
export const reviewedTee = {
  name: 'Tee',
  sku: 'TEE-1',
  unitPrice: 12.5,
  unitsPerPack: 10,
  netWeightKg: 0.2,
  grossWeightKg: 0.25,
  cbm: 0.001,
} as const;
