import type { CreditNote, InvoiceSnapshot } from '@marketplace/contracts';

/** A realistic invoice for tests and document previews (not used by the services). */
export function sampleInvoice(overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  return {
    id: 'inv-00000000-sample',
    invoiceNumber: 'PI-1767225600000',
    orderId: 'a1b2c3d4-order-sample',
    roundId: 'round-sample',
    roundTitle: 'Spring Textiles Group Buy',
    buyerId: 'b9f8e7d6-buyer',
    supplierId: 'supplier-co',
    supplier: {
      companyId: 'supplier-co',
      name: 'Demo Supplier Co.',
      address: '100 Harbour Road, Porto',
      country: 'Portugal',
      phone: null,
      taxNumber: null,
    },
    buyer: {
      companyId: 'buyer-co',
      name: 'Demo Buyer Ltd.',
      address: '12 Market Street, London',
      country: 'United Kingdom',
      phone: '+44 20 7946 0000',
      taxNumber: 'GB123456789',
    },
    currency: 'USD',
    totalValue: 1530,
    totalItems: 2,
    totalUnits: 360,
    status: 'draft',
    issueDate: '2026-01-01T00:00:00.000Z',
    dueDate: '2026-01-31T00:00:00.000Z',
    notes: 'Payment by bank transfer. Goods ship within 10 days of acceptance.',
    lines: [
      {
        orderItemId: 'line-1',
        roundProductId: 'rp-1',
        productId: 'p-1',
        sku: 'TSH-ORG-001',
        name: 'Organic Cotton T-Shirt',
        unitsPerPack: 12,
        uom: 'pieces',
        material: 'Cotton',
        color: 'White',
        size: 'M',
        qty: 240,
        unitPrice: 4.5,
        catalogueUnitPrice: 5,
        subtotal: 1080,
        netWeightKg: 48.25,
        grossWeightKg: 52.5,
        cbm: 0.42,
      },
      {
        orderItemId: 'line-2',
        roundProductId: 'rp-2',
        productId: 'p-2',
        sku: 'TOTE-CNV-010',
        name: 'Canvas Tote Bag',
        unitsPerPack: 25,
        uom: 'pieces',
        material: 'Canvas',
        color: 'Natural',
        size: null,
        qty: 120,
        unitPrice: 3.75,
        catalogueUnitPrice: 3.75,
        subtotal: 450,
        netWeightKg: 18,
        grossWeightKg: 19.75,
        cbm: 0.155,
      },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/**
 * A credit note on the sample invoice once sent: the close lowered the T-shirt's price from 4.50
 * to 4.00 and released 20 tote bags.
 */
export function sampleCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 'note-00000000-sample',
    number: 'CN-DEMO-000001',
    kind: 'credit',
    reason: 'repriced_at_close',
    lines: [
      {
        orderItemId: 'line-1',
        sku: 'TSH-ORG-001',
        name: 'Organic Cotton T-Shirt',
        uom: 'pieces',
        billedQty: 240,
        billedUnitPrice: 4.5,
        correctedQty: 240,
        correctedUnitPrice: 4,
        amount: -120,
      },
      {
        orderItemId: 'line-2',
        sku: 'TOTE-CNV-010',
        name: 'Canvas Tote Bag',
        uom: 'pieces',
        billedQty: 120,
        billedUnitPrice: 3.75,
        correctedQty: 100,
        correctedUnitPrice: 3.75,
        amount: -75,
      },
    ],
    freight: null,
    total: 195,
    balanceAfter: 1335,
    issuedAt: '2026-02-02T10:00:00.000Z',
    ...overrides,
  };
}
