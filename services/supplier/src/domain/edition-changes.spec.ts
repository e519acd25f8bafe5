import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import type { RoundProductDoc } from '../data/round.model';
import {
  approvedTerms,
  editionChanges,
  reachedBuyers,
  reviewedTerms,
  type EditionProduct,
  type EditionTerms,
} from './edition-changes';

const beans: EditionProduct = {
  productId: 'p-beans',
  name: 'Coffee Beans',
  unitPrice: 8,
  moq: 10,
  maxQty: null,
  priceBreaks: [{ minQty: 50, unitPrice: 7 }],
};
const sugar: EditionProduct = { ...beans, productId: 'p-sugar', name: 'Sugar', priceBreaks: [] };
const tea: EditionProduct = { ...beans, productId: 'p-tea', name: 'Tea', priceBreaks: [] };
const terms = (over: Partial<EditionTerms> = {}): EditionTerms => ({
  freightCost: 40,
  endAction: 'confirm_met',
  products: [beans, sugar],
  ...over,
});

describe('what changed since a series’ last approved edition', () => {
  it('finds nothing between the same terms', () => {
    expect(editionChanges(terms(), terms())).toEqual([]);
  });

  it('lists round terms, then changed or added products in order, then those dropped', () => {
    const next = terms({
      freightCost: 55,
      endAction: 'confirm_all',
      products: [
        { ...beans, unitPrice: 10, moq: 12, maxQty: 500, priceBreaks: [{ minQty: 60, unitPrice: 7 }] },
        tea,
      ],
    });
    expect(editionChanges(terms(), next)).toEqual([
      { kind: 'freight_cost', from: 40, to: 55 },
      { kind: 'end_action', from: 'confirm_met', to: 'confirm_all' },
      { kind: 'unit_price', name: 'Coffee Beans', from: 8, to: 10 },
      { kind: 'moq', name: 'Coffee Beans', from: 10, to: 12 },
      { kind: 'max_qty', name: 'Coffee Beans', from: null, to: 500 },
      { kind: 'price_breaks', name: 'Coffee Beans' },
      { kind: 'product_added', name: 'Tea' },
      { kind: 'product_removed', name: 'Sugar' },
    ]);
  });

  it('tells breaks apart by their number and prices, and a freight given from none', () => {
    const next = terms({
      freightCost: null,
      products: [{ ...beans, priceBreaks: [...beans.priceBreaks, { minQty: 100, unitPrice: 6 }] }, sugar],
    });
    expect(editionChanges(terms(), next)).toEqual([
      { kind: 'freight_cost', from: 40, to: null },
      { kind: 'price_breaks', name: 'Coffee Beans' },
    ]);
    const cheaper = terms({ products: [{ ...beans, priceBreaks: [{ minQty: 50, unitPrice: 6.5 }] }, sugar] });
    expect(editionChanges(terms(), cheaper)).toEqual([{ kind: 'price_breaks', name: 'Coffee Beans' }]);
  });

  it('compares no price with an edition approved before its prices were kept', () => {
    const old = terms({ products: [{ ...beans, unitPrice: null }, sugar] });
    expect(editionChanges(old, terms({ products: [{ ...beans, unitPrice: 99 }, sugar] }))).toEqual([]);
  });
});

describe('an edition’s terms', () => {
  const product = (over: Partial<RoundProductDoc>): RoundProductDoc => ({
    id: 'rp-1',
    productId: 'p-beans',
    moq: 10,
    maxQty: null,
    ...over,
  });

  it('reads the last edition as approved, named from the catalogue or by id when gone', () => {
    const approved = approvedTerms(
      {
        freightCost: 0,
        products: [
          product({
            atApproval: { unitPrice: 8, netWeightKg: null, grossWeightKg: null, cbm: null },
            priceBreaks: [{ minQty: 50, unitPrice: 7 }],
          }),
          product({ id: 'rp-2', productId: 'p-gone', atApproval: null }),
        ],
      },
      new Map([['p-beans', 'Coffee Beans']]),
    );
    // No end action stored (older rounds) reads as the default; a freight of 0 as none given.
    expect(approved).toEqual(terms({ freightCost: null, products: [beans, expect.any(Object)] }));
    expect(approved.products[1]).toMatchObject({ name: 'p-gone', unitPrice: null, priceBreaks: [] });
  });

  it('reads the reviewed edition from its approval snapshot', () => {
    const snapshot = [
      roundProductSnapshot({ id: 'rp-9', productId: 'p-beans', name: 'Coffee Beans', unitPrice: 8, moq: 10 }),
    ];
    expect(reviewedTerms({ freightCost: 40, endAction: 'confirm_met' }, snapshot)).toEqual(
      terms({ products: [{ ...beans, priceBreaks: [] }] }),
    );
  });

  it('counts a round as having reached buyers once approved, not when rejected', () => {
    const round = { approvedAt: null, closedBy: null, products: [product({})] };
    expect(reachedBuyers({ ...round, status: 'approved' })).toBe(true);
    expect(reachedBuyers({ ...round, status: 'pending_approval' })).toBe(false);
    // A rejection closes a round that never opened to buyers.
    expect(reachedBuyers({ ...round, status: 'closed' })).toBe(false);
    expect(reachedBuyers({ ...round, status: 'closed', closedBy: 'schedule' })).toBe(true);
    expect(reachedBuyers({ ...round, status: 'closed', approvedAt: new Date() })).toBe(true);
  });
});
