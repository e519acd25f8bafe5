/**
 * The landed price in the buyer area: the round's products dialog says what one unit costs landed (the
 * group's price at the break reached plus the freight share per unit), for rounds with a freight
 * cost, in the buyer's language. Rendered as markup from the real store and texts.
 */
import type { Language } from '@marketplace/contracts';
import { roundProductSnapshot, roundSummary } from '@marketplace/contracts/fixtures';
import type { BuyerRoundDetail, BuyerRoundProduct } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { LandedWhatIf, ProductCard, roundFreightOf } from './rounds/round-products-dialog';
import { cartWithLine, renderCartPage } from './testing/render-cart-page';
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

  const whatIf = async (language: Language, qty: number) =>
    markupText(
      await renderMarkup(
        language,
        <LandedWhatIf product={tee} qty={qty} freight={roundFreightOf(round(447))!} />,
        createBuyerStore(),
      ),
    ).replace(/\u00a0/g, ' ');

  it('shows no price at quantity 0, only how to see one', async () => {
    // At 0 the card priced one pack alone against the round's freight: a figure that read as the
    // product's price (a $6.50 tee at $141.71). Nothing is priced until the buyer picks units.
    const en = await card('en', 447);
    expect(en).toContain('Landed: choose a quantity to see the price with your share of the freight');
    expect(en).not.toMatch(/Landed: \$/);
    const pt = await card('pt', 447);
    expect(pt).toContain('Custo com frete: escolha uma quantidade para ver o preço com a sua parte do frete');
    expect(pt).not.toContain('US$ 6,49');
  });

  it('shows the stepper’s units landed at the break they reach, with their freight share so far', async () => {
    // One pack of 12 takes the group from 594 to 606: past the break of 600, $6.00. Its 6 kg of
    // 453 kg in all take $5.92 of $447: $0.49 a unit (half up, to the cent).
    expect(await whatIf('en', 12)).toBe(
      'Landed: $6.49 per piece ($6.00 + $0.49 freight) ' +
        'So far: your freight share per unit falls as the group grows.',
    );
    expect(await whatIf('pt', 12)).toBe(
      'Custo com frete: US$ 6,49 por peça (US$ 6,00 + US$ 0,49 de frete) ' +
        'Por enquanto: sua parte do frete por unidade cai à medida que o grupo cresce.',
    );
  });

  it('says nothing more than the price for a round without freight', async () => {
    expect(await card('en', null)).not.toContain('Landed');
  });
});

describe('the landed price per unit in the cart', () => {
  const cartPage = async (language: Language) => {
    const cart = cartWithLine(
      {
        ...tee,
        roundProductId: tee.id,
        qty: 12,
        lineTotal: 72,
        landed: { unitPrice: 6, freightPerUnit: 0.49, perUnit: 6.49, freightShare: 5.92 },
      },
      { roundTitle: 'Group price round', supplierName: 'Demo Supplier Co.', freightBasis: 'gross_weight' },
    );
    return markupText(await renderCartPage(language, [cart])).replace(/\u00a0/g, ' ');
  };

  it('says the line’s landed price is a figure so far, which falls as the group grows', async () => {
    expect(await cartPage('en')).toContain(
      'Landed: $6.49 per piece ($6.00 + $0.49 freight) So far: your freight share per unit falls as the group grows.',
    );
    expect(await cartPage('pt')).toContain(
      'Por enquanto: sua parte do frete por unidade cai à medida que o grupo cresce.',
    );
  });
});
