import { cartQtyBodySchema } from './buyer';
import {
  CBM_MAX,
  FREIGHT_COST_MAX,
  QTY_MAX,
  ROUND_PRODUCTS_MAX,
  UNIT_PRICE_MAX,
  WEIGHT_MAX_KG,
} from './constants';
import { createProductBodySchema } from './supplier/catalogue';
import { createRoundBodySchema } from './supplier/rounds';

/** The bounds keep one order's and one invoice's total exact in minor units. */
describe('bounds that keep every sum exact', () => {
  it('keep the largest order plus its freight below 2^53 cents, and its measures exact to their decimals', () => {
    const lineCents = UNIT_PRICE_MAX * 100 * QTY_MAX;
    const invoiceCents = lineCents * ROUND_PRODUCTS_MAX + FREIGHT_COST_MAX * 100;
    expect(invoiceCents).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(invoiceCents)).toBe(true);
    expect(ROUND_PRODUCTS_MAX * QTY_MAX * WEIGHT_MAX_KG * 100).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(ROUND_PRODUCTS_MAX * QTY_MAX * CBM_MAX * 1000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('are what the API schemas enforce: 999,999,999.99 × 999,999,999 is refused', () => {
    const product = (unitPrice: number) =>
      createProductBodySchema.safeParse({ name: 'X', sku: 'X', unitPrice }).success;
    expect(product(UNIT_PRICE_MAX)).toBe(true);
    expect(product(999_999_999.99)).toBe(false);
    expect(cartQtyBodySchema.safeParse({ qty: QTY_MAX }).success).toBe(true);
    expect(cartQtyBodySchema.safeParse({ qty: 999_999_999 }).success).toBe(false);
    const round = (over: object, product: object = {}) =>
      createRoundBodySchema.safeParse({ title: 'R', products: [{ productId: 'p', ...product }], ...over })
        .success;
    expect(round({ freightCost: FREIGHT_COST_MAX }, { moq: QTY_MAX, maxQty: QTY_MAX })).toBe(true);
    expect(round({ freightCost: FREIGHT_COST_MAX + 1 })).toBe(false);
    expect(round({}, { maxQty: 999_999_999 })).toBe(false);
    expect(round({}, { priceBreaks: [{ minQty: 10, unitPrice: 999_999_999.99 }] })).toBe(false);
    expect(
      createRoundBodySchema.safeParse({
        title: 'R',
        products: Array.from({ length: ROUND_PRODUCTS_MAX + 1 }, (_, i) => ({ productId: `p${i}` })),
      }).success,
    ).toBe(false);
  });
});
