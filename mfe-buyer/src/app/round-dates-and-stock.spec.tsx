/**
 * Round dates and stock in the buyer area: when a round opens and closes, with the time of day in the
 * viewer's zone and how long is left; what is left to buy under a product's cap, a sold-out product
 * that cannot be added, and a closed round's products with nothing live or buyable. Rendered as
 * markup from the real store and texts (the specs run in Node, without a DOM).
 */
import type { ReactNode } from 'react';
import {
  buyerRoundProductSchema,
  buyerRoundRowSchema,
  type BuyerRoundProduct,
  type BuyerRoundRow,
  type Language,
} from '@marketplace/contracts';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { RoundFacts } from './rounds/round-facts';
import { ProductCard } from './rounds/round-products-dialog';
import { steppedQuantity } from './ui/pack-stepper';
import './area-texts';

// The card as the browser draws it once hydrated (its zone and clock); the server's view of it,
// in UTC, is round-dates-hydration.spec.tsx's.
jest.mock('@marketplace/web-kit', () => ({
  ...jest.requireActual<object>('@marketplace/web-kit'),
  useHydrated: () => true,
}));

const MINUTE = 60_000;
// Intl separates some parts with no-break spaces: read as plain spaces here.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const render = async (language: Language, node: ReactNode) =>
  renderMarkup(language, node, createBuyerStore());
const text = async (language: Language, node: ReactNode) => plain(markupText(await render(language, node)));

/** A local clock time today + `minutes` from now, as the viewer's clock writes it. */
function localClock(at: Date, language: Language): string {
  const time = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
    hour: language === 'pt' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: language === 'pt' ? 'h23' : undefined,
  }).format(at);
  return plain(time);
}

function row(
  openAt: Date | null,
  closeAt: Date | null,
  status: 'approved' | 'closed' = 'approved',
): BuyerRoundRow {
  return buyerRoundRowSchema.parse({
    id: 'r1',
    title: 'Spring Tees',
    description: null,
    currency: 'USD',
    openAt: openAt?.toISOString() ?? null,
    closeAt: closeAt?.toISOString() ?? null,
    status,
    supplierId: 's1',
    supplierName: 'Acme',
    productCount: 1,
    createdAt: new Date().toISOString(),
    averageProgress: 10,
  });
}

function product(over: Partial<BuyerRoundProduct> = {}): BuyerRoundProduct {
  return buyerRoundProductSchema.parse({
    ...roundProductSnapshot({
      id: 'rp1',
      productId: 'p1',
      name: 'Tee',
      sku: 'TEE',
      unitPrice: 5,
      maxQty: 120,
    }),
    committed: 40,
    committedSeq: 3,
    priceBreaks: [{ minQty: 300, unitPrice: 4.2 }],
    ...over,
  });
}

describe('a round’s dates on its card', () => {
  it('says the time of day it closes and how long is left, in en and pt', async () => {
    const closeAt = new Date(Date.now() + 20 * MINUTE + 30_000);
    const round = row(new Date(Date.now() - 10 * MINUTE), closeAt);
    expect(await text('en', <RoundFacts round={round} />)).toContain(
      `Closes ${plain(closeAt.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' }))}, ${localClock(closeAt, 'en')} · in 20 minutes`,
    );
    expect(await text('pt', <RoundFacts round={round} />)).toContain(
      `, ${localClock(closeAt, 'pt')} · em 20 minutos`,
    );
  });

  it('says the time of day it opens, and reads "Closed" once it is over', async () => {
    const openAt = new Date(Date.now() + 3 * 3600_000 + MINUTE);
    const upcoming = await text(
      'en',
      <RoundFacts round={row(openAt, new Date(Date.now() + 5 * 3600_000 + MINUTE))} />,
    );
    expect(upcoming).toContain(`Opens `);
    expect(upcoming).toContain(`${localClock(openAt, 'en')} · in 3 hours`);
    expect(upcoming).toContain('· in 5 hours');

    const closedAt = new Date(Date.now() - MINUTE);
    const closed = await text('en', <RoundFacts round={row(null, closedAt, 'closed')} />);
    expect(closed).toContain(`Closed `);
    expect(closed).toContain(localClock(closedAt, 'en'));
    expect(closed).not.toMatch(/ in \d/);
  });
});

describe('a product in the round’s dialog', () => {
  it('shows what is left to buy beside the cap, in en and pt', async () => {
    const html = await render('en', <ProductCard roundId="r1" product={product()} phase="open" />);
    expect(plain(markupText(html))).toContain('Max available: 120 units · 80 units left to buy');
    expect(html).not.toMatch(/data-testid="add-to-cart"[^>]*disabled/);
    expect(
      await text('pt', <ProductCard roundId="r1" product={product({ committed: 119 })} phase="open" />),
    ).toContain('resta 1 unidade para comprar');
    // Money as Portuguese writes it, the price and the subtotal alike.
    expect(await text('pt', <ProductCard roundId="r1" product={product()} phase="open" />)).toMatch(
      /US\$ 5,00 .*Subtotal: US\$ 0,00/,
    );
  });

  it('disables Add on a sold-out product and says so', async () => {
    const html = await render(
      'en',
      <ProductCard roundId="r1" product={product({ committed: 120 })} phase="open" />,
    );
    const add = /<button[^>]*data-testid="add-to-cart"[^>]*>.*?<\/button>/s.exec(html)?.[0] ?? '';
    expect(add).toContain('disabled');
    expect(markupText(add)).toContain('Sold out');
    expect(markupText(html)).not.toContain('left to buy');
  });

  it('shows nothing live or buyable once the round is closed', async () => {
    const closed = product({ committed: 84, outcome: 'released' });
    const html = await render('en', <ProductCard roundId="r1" product={closed} phase="closed" />);
    expect(html).not.toContain('data-testid="add-to-cart"');
    expect(html).not.toContain('data-testid="quantity-stepper"');
    expect(html).not.toContain('data-testid="next-break"');
    expect(markupText(html)).not.toMatch(/more units to/);
    expect(markupText(html)).not.toContain('left to buy');
    // The same product while the round is open says how far the next break is.
    expect(
      markupText(await render('en', <ProductCard roundId="r1" product={closed} phase="open" />)),
    ).toContain('216 more units to $4.20');
  });
});

describe('the quantity typed into a product', () => {
  it('is the value shown: clamped once to what is left, in whole packs', () => {
    expect(steppedQuantity('500', 1, 200)).toBe(200);
    expect(steppedQuantity('500', 12, 150)).toBe(144);
    expect(steppedQuantity('13', 12, null)).toBe(12);
    expect(steppedQuantity('', 12, 150)).toBe(0);
    expect(steppedQuantity('abc', 1, 10, 1)).toBe(1);
  });
});
