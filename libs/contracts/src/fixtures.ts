import type { RoundProductSnapshot } from './supplier/rounds';

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
