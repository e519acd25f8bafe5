/**
 * For specs: a line of an order, `qty` units of product `id` (round product `rp-<id>`, product
 * `p-<id>`, SKU `SKU-<id>`) at 10 a piece in packs of 6, its subtotal from its price; `over`
 * gives what the spec is about (another price, unit or pack, the line's flexible units).
 */
export function orderLine(
  id: string,
  name: string,
  qty: number,
  over: { unitPrice?: number; uom?: string; unitsPerPack?: number; flex?: number; flexCalled?: number } = {},
) {
  const unitPrice = over.unitPrice ?? 10;
  return {
    id,
    roundProductId: `rp-${id}`,
    productId: `p-${id}`,
    name,
    sku: `SKU-${id}`,
    uom: 'pieces',
    unitsPerPack: 6,
    qty,
    unitPrice,
    subtotal: qty * unitPrice,
    ...over,
  };
}

export type OrderLine = ReturnType<typeof orderLine>;
