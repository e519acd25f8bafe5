import { supplierRoundSchema, type SupplierRound } from '@marketplace/contracts';

/**
 * For specs: Tee Co.'s round Spring Tees, in March 2026, in USD, approved, its end action "confirm
 * what met its MOQ", 120 of 300 units committed; `over` gives what the spec is about.
 */
export const springTees = (over: Partial<SupplierRound> = {}): SupplierRound =>
  supplierRoundSchema.parse({
    id: 'r1',
    title: 'Spring Tees',
    description: null,
    currency: 'USD',
    openAt: '2026-03-01T12:00:00.000Z',
    closeAt: '2026-03-31T12:00:00.000Z',
    status: 'approved',
    supplierId: 's1',
    supplierName: 'Tee Co.',
    productCount: 3,
    createdAt: '2026-02-01T12:00:00.000Z',
    endAction: 'confirm_met',
    extendDays: null,
    extended: false,
    version: 1,
    committedUnits: 120,
    totalMoq: 300,
    averageProgress: 40,
    outcome: null,
    ...over,
  });
