/**
 * Round dates and outcomes in the buyer area: a round listed before its opening time says when it opens, an open
 * dialog changes phase at the round's own dates, and an order shows the lines its round's close
 * released apart from its totals. Rendered as markup (the specs run in Node, without a DOM), from
 * the real store and texts.
 */
import type { ReactNode } from 'react';
import {
  buyerRoundRowSchema,
  type BuyerRoundRow,
  type Language,
  type OrderSnapshot,
} from '@marketplace/contracts';
import { orderSnapshot } from '@marketplace/contracts/fixtures';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createBuyerStore } from './store';
import { orderLine, type OrderLine } from './orders/order-fixtures';
import { OrderDetails } from './orders/order-details';
import { RoundFacts } from './rounds/round-facts';
import { nextPhaseChange } from './rounds/use-buying-phase';
import './area-texts';

const textOf = markupText;
const render = (language: Language, node: ReactNode) => renderMarkup(language, node, createBuyerStore());

const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function roundRow(openAt: string | null, closeAt: string | null): BuyerRoundRow {
  return buyerRoundRowSchema.parse({
    id: 'r1',
    title: 'Spring Tees',
    description: null,
    currency: 'USD',
    openAt,
    closeAt,
    status: 'approved',
    supplierId: 's1',
    supplierName: 'Acme',
    productCount: 2,
    createdAt: new Date().toISOString(),
    averageProgress: 0,
  });
}

describe('Explore Rounds: a round that opens later', () => {
  it('says when it opens, in en and pt, until its opening time has passed', async () => {
    const upcoming = roundRow(inDays(2), inDays(9));
    const english = await render('en', <RoundFacts round={upcoming} />);
    expect(english).toContain('data-testid="round-opens-tag"');
    expect(textOf(english)).toMatch(/Opens \S/);
    expect(textOf(await render('pt', <RoundFacts round={upcoming} />))).toMatch(/Abre em \S/);

    const open = await render('en', <RoundFacts round={roundRow(inDays(-1), inDays(9))} />);
    expect(open).not.toContain('round-opens-tag');
    expect(textOf(open)).toMatch(/Closes \S/);
  });
});

describe('the products dialog’s clock', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('wakes at the opening time, then at the closing time, then not again', () => {
    const round = { status: 'approved', openAt: '2026-03-11T09:00:00Z', closeAt: '2026-03-20T18:00:00Z' };
    expect(nextPhaseChange(round, now)).toBe(Date.parse('2026-03-11T09:00:00Z'));
    expect(nextPhaseChange(round, new Date('2026-03-12T00:00:00Z'))).toBe(Date.parse('2026-03-20T18:00:00Z'));
    expect(nextPhaseChange(round, new Date('2026-03-21T00:00:00Z'))).toBeNull();
  });

  it('has nothing to wait for without dates or with unreadable ones', () => {
    expect(nextPhaseChange({ status: 'approved', openAt: null, closeAt: null }, now)).toBeNull();
    expect(nextPhaseChange({ status: 'approved', openAt: 'soon', closeAt: null }, now)).toBeNull();
  });
});

const line = (id: string, name: string, qty: number, unitPrice: number) =>
  orderLine(id, name, qty, { unitPrice, uom: 'unit', unitsPerPack: 1 });

function order(items: OrderLine[], releasedItems?: OrderLine[]): OrderSnapshot {
  return orderSnapshot({ items, releasedItems, status: items.length ? 'pending_admin' : 'cancelled' });
}

describe('Order details after the round closed', () => {
  it('shows released lines apart, under "Released: MOQ not reached", with totals without them', async () => {
    const html = await render(
      'en',
      <OrderDetails order={order([line('a', 'Lamp', 6, 10)], [line('b', 'Desk', 2, 100)])} />,
    );
    expect(textOf(/data-testid="order-total-units"[^>]*>([^<]*)</.exec(html)![1]!)).toBe('6');
    expect(/data-testid="order-total-value"[^>]*>([^<]*)</.exec(html)![1]).toContain('60.00');
    const released = html.slice(html.indexOf('data-testid="order-released-items"'));
    expect(textOf(released)).toContain('Released: MOQ not reached');
    expect(textOf(released)).toContain('Desk');
    expect(textOf(released)).not.toContain('Lamp');

    const portuguese = await render('pt', <OrderDetails order={order([], [line('b', 'Desk', 2, 100)])} />);
    expect(textOf(portuguese)).toContain('Liberado: MOQ não atingido');
  });

  it('says by how much each released product missed its MOQ and what would have met it', async () => {
    const closedShort = {
      ...order([line('a', 'Lamp', 6, 10)], [line('b', 'Desk', 2, 100), line('c', 'Shelf', 1, 40)]),
      shortfalls: {
        'rp-b': { moq: 50, ordered: 5, shortBy: 45 },
        'rp-c': { moq: 10, ordered: 9, shortBy: 1 },
      },
    };
    const released = textOf(await render('en', <OrderDetails order={closedShort} />));
    expect(released).toContain(
      'Missed its MOQ by 45 units: 5 of 50 in orders at the close; 45 more would have met it.',
    );
    expect(released).toContain(
      'Missed its MOQ by 1 unit: 9 of 10 in orders at the close; 1 more would have met it.',
    );
    const portuguese = textOf(await render('pt', <OrderDetails order={closedShort} />));
    expect(portuguese).toContain(
      'Faltaram 45 unidades para o MOQ: 5 de 50 em pedidos no fechamento; mais 45 o teriam atingido.',
    );
    expect(portuguese).toContain(
      'Faltou 1 unidade para o MOQ: 9 de 10 em pedidos no fechamento; mais 1 o teria atingido.',
    );
  });

  it('shows no released section for an order the close left whole', async () => {
    const html = await render('en', <OrderDetails order={order([line('a', 'Lamp', 6, 10)])} />);
    expect(html).not.toContain('order-released-items');
    expect(textOf(html)).toContain('Lamp');
  });
});
