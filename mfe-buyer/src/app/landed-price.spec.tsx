/**
 * Issue 42 in the buyer area: the round's products dialog says what one unit costs landed (the
 * group's price at the break reached plus the freight share per unit), for rounds with a freight
 * cost, in the buyer's language. Rendered as markup from the real store and texts.
 */
import type { Language } from '@marketplace/contracts';
import { roundProductSnapshot, roundSummary } from '@marketplace/contracts/fixtures';
import type { BuyerRoundDetail, BuyerRoundProduct } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { ProductCard, roundFreightOf } from './rounds/round-products-dialog';
import './area-texts';

const tee: BuyerRoundProduct = {
  ...roundProductSnapshot({ id: 'rp-tee', name: 'Cotton T-Shirt', unitsPerPack: 12, moq: 600 }),
  unitPrice: 6.5,
  currency: 'USD',
  uom: 'pieces',
  priceBreaks: [{ minQty: 600, unitPrice: 6 }],
  grossWeightKg: 0.5,
  cbm: 0.002,
  committed: 594,
  committedSeq: 1,
};
const coffee: BuyerRoundProduct = {
  ...roundProductSnapshot({ id: 'rp-coffee', name: 'Coffee', unitsPerPack: 1, moq: 200 }),
  unitPrice: 14.2,
  currency: 'USD',
  uom: 'kg',
  grossWeightKg: 1,
  cbm: 0.001,
  committed: 150,
  committedSeq: 1,
};

const round = (freightCost: number | null): BuyerRoundDetail =>
  ({
    ...roundSummary({
      id: 'r1',
      title: 'Group price round',
      supplierId: 's1',
      supplierName: 'Demo Supplier Co.',
      productCount: 2,
      createdAt: '2026-11-01T00:00:00.000Z',
    }),
    averageProgress: 90,
    freightCost,
    freightBasis: 'gross_weight',
    products: [tee, coffee],
  }) as BuyerRoundDetail;

const card = async (language: Language, freightCost: number | null) =>
  markupText(
    await renderMarkup(
      language,
      <ProductCard roundId="r1" product={tee} phase="open" freight={roundFreightOf(round(freightCost))} />,
      createBuyerStore(),
    ),
  ).replace(/\u00a0/g, ' ');

describe('the landed price per unit in the products dialog', () => {
  it('weighs the round freight by the committed load', () => {
    // 594 × 0.5 kg + 150 × 1 kg
    expect(roundFreightOf(round(447))).toEqual({ cost: 447, basis: 'gross_weight', load: 447 });
    expect(roundFreightOf(round(null))).toBeNull();
  });

  it('shows one pack landed at the break the pack reaches, with its freight share', async () => {
    // One pack of 12 takes the group from 594 to 606: past the break of 600, $6.00. Its 6 kg of
    // 453 kg in all take $5.92 of $447: $0.49 a unit (half up, to the cent).
    expect(await card('en', 447)).toContain('Landed: $6.49 per piece ($6.00 + $0.49 freight)');
    expect(await card('pt', 447)).toContain(
      'Custo com frete: US$ 6,49 por peça (US$ 6,00 + US$ 0,49 de frete)',
    );
  });

  it('says nothing more than the price for a round without freight', async () => {
    expect(await card('en', null)).not.toContain('Landed');
  });
});
