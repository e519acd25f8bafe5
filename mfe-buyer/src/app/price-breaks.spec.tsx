/**
 * Price breaks in the buyer area: a product's group price now, the product's own price struck through
 * once a break is reached, how far the next break is, the live line totals, and an order's lines
 * at a break price with its freight estimate. Rendered as markup from the real store and texts.
 */
import type { ReactNode } from 'react';
import { buyerRoundRowSchema, type Language } from '@marketplace/contracts';
import { orderSnapshot, roundSummary } from '@marketplace/contracts/fixtures';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { OrderDetails } from './orders/order-details';
import { RoundFacts } from './rounds/round-facts';
import { GroupPrice, groupLineTotal, type PricedProduct } from './ui/group-price';
import './area-texts';

const render = async (language: Language, node: ReactNode) =>
  markupText(await renderMarkup(language, node, createBuyerStore()));

const tee = (committed: number): PricedProduct => ({
  unitPrice: 12,
  currency: 'USD',
  uom: 'pieces',
  committed,
  priceBreaks: [
    { minQty: 100, unitPrice: 10 },
    { minQty: 250, unitPrice: 9.5 },
  ],
});

describe('Price breaks for buyers', () => {
  it('shows the price now, the next break and how far it is, and every break', async () => {
    const below = await render('en', <GroupPrice product={tee(40)} testId="p" />);
    expect(below).toContain('$12.00 per piece');
    expect(below).toContain('60 more units to $10.00');
    expect(below).toContain('Group prices: from 100: $10.00 · from 250: $9.50');

    // Past the first break: the product's own price is struck through beside the group's, its
    // amount only (the group's price names the currency, once), named in full for screen readers.
    const past = await renderMarkup('en', <GroupPrice product={tee(218)} testId="p" />, createBuyerStore());
    expect(past).toMatch(/<del[^>]*>12\.00<\/del>/);
    expect(past).toContain('aria-label="List price $12.00"');
    expect(markupText(past)).toContain('$10.00 per piece');
    expect(markupText(past)).toContain('32 more units to $9.50');

    expect(await render('en', <GroupPrice product={tee(300)} testId="p" />)).toContain(
      'Best group price reached',
    );
    // Money as Portuguese writes it.
    expect(
      (await render('pt', <GroupPrice product={tee(249)} testId="p" />)).replace(/\u00a0/g, ' '),
    ).toContain('Falta 1 unidade para US$ 9,50');
  });

  it('totals a line at the group price, and at the price the group reaches with the units being added', () => {
    expect(groupLineTotal(tee(99), 30)).toBe(360);
    expect(groupLineTotal(tee(99), 30, 129)).toBe(300);
    expect(groupLineTotal({ ...tee(0), priceBreaks: undefined }, 3)).toBe(36);
  });

  it('shows an order line at a break with the round price struck through, and the freight estimate', async () => {
    const order = orderSnapshot({
      items: [
        {
          id: 'i1',
          roundProductId: 'rp1',
          productId: 'p1',
          name: 'Tee',
          sku: 'TEE',
          uom: 'pieces',
          unitsPerPack: 1,
          qty: 60,
          unitPrice: 9.5,
          subtotal: 570,
          listUnitPrice: 12,
        },
      ],
      freightEstimate: {
        amount: 54.55,
        basis: 'gross_weight',
        landed: { i1: { unitPrice: 9.5, freightPerUnit: 0.91, perUnit: 10.41, freightShare: 54.55 } },
      },
    });
    const html = await renderMarkup('en', <OrderDetails order={order} />, createBuyerStore());
    expect(html).toMatch(/<del[^>]*>\$12\.00<\/del>/);
    const text = markupText(html);
    expect(text).toContain('$9.50 x 60');
    expect(text).toContain('Freight (estimate) $54.55 (your share of the round’s freight by gross weight)');
    // What the buyer pays, as the invoice will total it: the goods plus the share.
    expect(text).toContain('Total with Freight $624.55');
    // The line landed, per unit, with its freight share.
    expect(text).toContain('Landed: $10.41 per piece ($9.50 + $0.91 freight)');
    const portuguese = (await render('pt', <OrderDetails order={order} />)).replace(/\u00a0/g, ' ');
    expect(portuguese).toContain('Frete (estimativa)');
    expect(portuguese).toContain('Total com Frete');
    expect(portuguese).toContain('Custo com frete: US$ 10,41 por peça (US$ 9,50 + US$ 0,91 de frete)');
  });

  it('shows a round card’s container fill so far, in en and pt', async () => {
    const row = buyerRoundRowSchema.parse({
      ...roundSummary({
        id: 'r1',
        title: 'Spring Tees',
        supplierId: 's1',
        supplierName: 'Acme',
        productCount: 2,
      }),
      averageProgress: 40,
      fill: {
        volumeM3: 1.1,
        grossWeightKg: 22,
        withoutVolume: 0,
        withoutWeight: 0,
        plan: {
          containers: [{ kind: '20ft', count: 1 }],
          volumePercent: 3,
          weightPercent: 0,
          limitedBy: 'volume',
        },
      },
    });
    expect(await render('en', <RoundFacts round={row} />)).toContain(
      'Container fill so far: 1 × 20 ft, 3 % by volume',
    );
    expect(await render('pt', <RoundFacts round={row} />)).toContain(
      'Ocupação de contêiner até agora: 1 × 20 pés, 3 % do volume',
    );
    expect(await render('en', <RoundFacts round={{ ...row, fill: undefined }} />)).not.toContain(
      'Container fill',
    );
  });
});
