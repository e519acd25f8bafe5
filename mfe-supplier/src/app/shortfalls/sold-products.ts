import type { LineToShip } from '@marketplace/contracts';

/** A product the round sold, as its sold lines tell it. */
export interface SoldProduct {
  roundProductId: string;
  name: string;
  sku: string;
  /** Units of it already shipped: a shortfall is shared before any of it ships. */
  shipped: number;
}

/** The round's sold products, in the order their first line comes. */
export function soldProducts(lines: readonly LineToShip[]): SoldProduct[] {
  const products = new Map<string, SoldProduct>();
  for (const line of lines) {
    const product = products.get(line.roundProductId) ?? {
      roundProductId: line.roundProductId,
      name: line.name,
      sku: line.sku,
      shipped: 0,
    };
    product.shipped += line.shipped;
    products.set(line.roundProductId, product);
  }
  return [...products.values()];
}
