/**
 * Flexible commitments in the buyer area: the cart line's "and up to N more if the group
 * needs it" and the rule said once per cart, the PUT it saves with, the MOQ bar's flex segment and
 * legend, and what an order says of its flex. Rendered as markup (the specs run in Node, without a
 * DOM), from the real store and texts; the API through a stand-in `fetch`.
 */
import type { ReactNode } from 'react';
import {
  buyerRoundDetailSchema,
  type BuyerRoundDetail,
  type CartView,
  type Language,
  type OrderSnapshot,
} from '@marketplace/contracts';
import { orderSnapshot, roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { translatorIn } from '@marketplace/i18n';
import { jsonResponse as json, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from './api/buyer-api';
import { orderLine, type OrderLine } from './orders/order-fixtures';
import { OrderDetails } from './orders/order-details';
import { createBuyerStore } from './store';
import { flexFailureText } from './ui/flex-stepper';
import { flexFill, MoqProgress } from './ui/moq-progress';
import { cartWithLine, renderCartPage } from './testing/render-cart-page';
import './area-texts';

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');

describe('the MOQ bar’s flex segment', () => {
  const bar = (language: Language, flex: number | undefined, committed = 60) =>
    renderMarkup(
      language,
      <MoqProgress committed={committed} ordered={40} flex={flex} moq={100} label="60 / 100 committed" />,
    );

  it('shows the flexible units offered in orders as a segment of their own, with a legend', async () => {
    const html = await bar('en', 24);
    expect(html).toContain('data-flex="24"');
    // The fill reaches committed + flex (84 %); solid up to the committed 60 %, hatched after.
    expect(html).toContain('width:84%');
    expect(html).toContain('linear-gradient(to right, #1f5eff 0 60%, transparent 60%)');
    expect(html).toContain('repeating-linear-gradient');
    // What the bar reports stays the committed share: flex is not counted as committed.
    expect(html).toMatch(/aria-valuenow="60"/);
    const legend = /data-testid="moq-flex"[^>]*>(.*?)<\/span><\/div>/.exec(html)?.[1] ?? '';
    expect(textOf(legend)).toBe('Flexible: 24 units');
    expect(textOf(html)).toContain('Ordered: 40 · In carts: 20');
    expect(textOf(await bar('pt', 1))).toContain('Flexíveis: 1 unidade');
    expect(textOf(await bar('en', 1))).toContain('Flexible: 1 unit');
  });

  it('shows neither the segment nor the legend without flex', async () => {
    for (const flex of [undefined, 0]) {
      const html = await bar('en', flex);
      expect(html).not.toContain('moq-flex');
      expect(html).not.toContain('repeating-linear-gradient');
      expect(html).toContain('width:60%');
    }
  });

  it('draws the committed part solid and the flex in opaque pale stripes of the same colour', () => {
    // Stops are shares of the whole track: antd paints the colour track-wide, cut at the fill.
    expect(flexFill('#52c41a', 50)).toBe(
      'linear-gradient(to right, #52c41a 0 50%, transparent 50%), ' +
        'repeating-linear-gradient(-45deg, #a0df81 0 3px, #dcf3d1 3px 6px)',
    );
    expect(flexFill('#52c41a', 100 / 3)).toContain('#52c41a 0 33.33%, transparent 33.33%');
  });
});

const cartOf = (flex: number, maxQty: number | null = null): CartView =>
  cartWithLine({
    ...roundProductSnapshot({ id: 'rp-tee', name: 'Cotton T-Shirt', unitsPerPack: 12, moq: 600, maxQty }),
    unitPrice: 6.5,
    committed: 300,
    ordered: 200,
    roundProductId: 'rp-tee',
    qty: 24,
    flex,
    lineTotal: 156,
  });

const cartPage = (language: Language, cart: CartView) => renderCartPage(language, [cart]);

/** The flex stepper's field, by the test id e2e journeys use. */
const flexInput = (html: string) => {
  const control = html.slice(html.indexOf('data-testid="cart-flex"'));
  return /<input[^>]*>/.exec(control)?.[0] ?? '';
};

describe('Shopping Cart: a line’s flexible units', () => {
  it('offers "and up to N more if the group needs it" on each line, with the rule once', async () => {
    const html = await cartPage('en', cartOf(12));
    const input = flexInput(html);
    expect(input).toContain('aria-label="Flexible units"');
    expect(input).toContain('value="12"');
    // "And up to", the field, then "more if the group needs it".
    const line = html.slice(html.indexOf('data-testid="cart-flex-line"'));
    expect(textOf(`<x ${line}`)).toMatch(/^And up to more if the group needs it/);
    expect(line.indexOf('And up to')).toBeLessThan(line.indexOf('aria-label="Flexible units"'));
    expect(line.indexOf('aria-label="Flexible units"')).toBeLessThan(line.indexOf('more if the group'));
    const text = textOf(html);
    expect(text.split('Flexible units are called in only if').length).toBe(2);
    expect(text).toContain(
      'Flexible units are called in only if the product is short of its MOQ at the close and they let it reach it: earliest orders first, never past the product’s maximum. You pay for called units at the final price.',
    );
    // The cart line's flex is this buyer's offer, in no order yet: not the bar's group flex.
    expect(html).not.toContain('moq-flex');

    const portuguese = await cartPage('pt', cartOf(0));
    expect(flexInput(portuguese)).toContain('aria-label="Unidades flexíveis"');
    expect(flexInput(portuguese)).toContain('value="0"');
    expect(textOf(portuguese)).toContain('E até a mais se o grupo precisar');
    expect(textOf(portuguese)).toContain(
      'As unidades flexíveis só são chamadas se o produto estiver abaixo do MOQ',
    );
  });

  it('goes no higher than what is left under the product’s max', async () => {
    // Max 336, 300 committed: 36 left, three packs of 12; 36 offered already, so + is off.
    const html = await cartPage('en', cartOf(36, 336));
    const control = html.slice(html.indexOf('data-testid="cart-flex"'), html.indexOf('cart-flex-rule'));
    const buttons = [...control.matchAll(/<button[^>]*aria-label="([+-])"[^>]*>/g)];
    expect(buttons.map(([button, sign]) => [sign, button.includes('disabled')])).toEqual([
      ['-', false],
      ['+', true],
    ]);
  });
});

describe('saving a line’s flexible units', () => {
  afterEach(() => jest.restoreAllMocks());

  it('PUTs whole packs to the line’s flex and answers the cart', async () => {
    const saved = cartOf(24);
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { cart: saved }));
    const store = createBuyerStore();
    const answer = await store
      .dispatch(
        buyerApi.endpoints.setCartFlex.initiate({ roundId: 'r1', roundProductId: 'rp-tee', flex: 24 }),
      )
      .unwrap();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/buyer/carts/r1/items/rp-tee/flex');
    expect(init).toMatchObject({ method: 'PUT', body: '{"flex":24}' });
    expect(answer.cart?.items[0]?.flex).toBe(24);
    store.dispatch(buyerApi.util.resetApiState());
  });

  it('tells a refused change in the buyer’s language', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(422, {
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        code: 'buyer.not_pack_multiple',
        params: { unitsPerPack: 12 },
      }),
    );
    const store = createBuyerStore();
    const error = await store
      .dispatch(buyerApi.endpoints.setCartFlex.initiate({ roundId: 'r1', roundProductId: 'rp-tee', flex: 5 }))
      .unwrap()
      .then(
        () => null,
        (err: unknown) => err,
      );
    store.dispatch(buyerApi.util.resetApiState());
    expect(flexFailureText(error, (await translatorIn('en')).t)).toBe(
      'Failed to update the flexible units. This product comes in packs of 12 units: choose a multiple of 12.',
    );
    expect(flexFailureText(error, (await translatorIn('pt')).t)).toBe(
      'Falha ao atualizar as unidades flexíveis. Este produto vem em embalagens de 12 unidades: escolha um múltiplo de 12.',
    );
  });
});

const line = orderLine;

function order(items: OrderLine[], released: OrderLine[] = []): OrderSnapshot {
  return orderSnapshot({
    items,
    releasedItems: released,
    shortfalls: { 'rp-desk': { moq: 50, ordered: 20, shortBy: 30, flex: 12 } },
  });
}

describe('Order details: flexible units', () => {
  const render = (language: Language, node: ReactNode) => renderMarkup(language, node, createBuyerStore());
  const lineFlex = (html: string) =>
    [...html.matchAll(/data-testid="order-line-flex"[^>]*>([^<]*)</g)].map(([, text]) => textOf(text!));

  it('says what each line offered and what the close called in, in en and pt', async () => {
    const placed = order([
      line('lamp', 'Lamp', 18, { flex: 12, flexCalled: 6 }),
      line('shelf', 'Shelf', 6, { flex: 1 }),
      line('chair', 'Chair', 6),
    ]);
    expect(lineFlex(await render('en', <OrderDetails order={placed} />))).toEqual([
      'Flexible: up to 12 more units · 6 flexible units called in at the close',
      'Flexible: up to 1 more unit',
    ]);
    expect(lineFlex(await render('pt', <OrderDetails order={placed} />))).toEqual([
      'Flexível: até mais 12 unidades · 6 unidades flexíveis chamadas no encerramento',
      'Flexível: até mais 1 unidade',
    ]);
    const oneCalled = order([line('lamp', 'Lamp', 7, { flex: 6, flexCalled: 1 })]);
    expect(lineFlex(await render('en', <OrderDetails order={oneCalled} />))).toEqual([
      'Flexible: up to 6 more units · 1 flexible unit called in at the close',
    ]);
  });

  it('adds to a released product’s shortfall the flex offered that could not reach its MOQ', async () => {
    const closedShort = order([line('lamp', 'Lamp', 6)], [line('desk', 'Desk', 6, { flex: 12 })]);
    const shortfall = (html: string) =>
      textOf(/data-testid="order-line-shortfall"[^>]*>(.*?)<\/span>\s*<\/div>/.exec(html)?.[1] ?? '');
    expect(shortfall(await render('en', <OrderDetails order={closedShort} />))).toBe(
      'Missed its MOQ by 30 units: 20 of 50 in orders at the close; 30 more would have met it. Flexible units offered: 12, not enough to reach it.',
    );
    expect(shortfall(await render('pt', <OrderDetails order={closedShort} />))).toBe(
      'Faltaram 30 unidades para o MOQ: 20 de 50 em pedidos no fechamento; mais 30 o teriam atingido. Unidades flexíveis oferecidas: 12, insuficientes para atingi-lo.',
    );
    // Without flex at the seal, the shortfall reads as before.
    const noFlex = { ...closedShort, shortfalls: { 'rp-desk': { moq: 50, ordered: 20, shortBy: 30 } } };
    expect(textOf(await render('en', <OrderDetails order={noFlex} />))).not.toContain(
      'Flexible units offered',
    );
  });
});

/** The order's round as the buyer reads it: open by default (approved, closing in a day). */
const roundOf = (
  over: { status?: 'approved' | 'closed'; closeAt?: string | null; maxQty?: number | null } = {},
): BuyerRoundDetail =>
  buyerRoundDetailSchema.parse({
    id: 'r1',
    title: 'Spring Tees',
    description: null,
    currency: 'USD',
    openAt: null,
    closeAt: over.closeAt === undefined ? new Date(Date.now() + 86_400_000).toISOString() : over.closeAt,
    status: over.status ?? 'approved',
    supplierId: 's1',
    supplierName: 'Acme',
    productCount: 1,
    createdAt: new Date().toISOString(),
    averageProgress: 30,
    products: [
      {
        ...roundProductSnapshot({ id: 'rp-lamp', unitsPerPack: 6, maxQty: over.maxQty ?? null }),
        committed: 30,
        committedSeq: 1,
        ordered: 24,
      },
    ],
  });

describe('Order details: changing a line’s flexible units while the round is open', () => {
  /** The details as shown, with the round (when given) already read. */
  async function details(language: Language, placed: OrderSnapshot, round?: BuyerRoundDetail) {
    const store = createBuyerStore();
    if (round) await store.dispatch(buyerApi.util.upsertQueryData('getRound', 'r1', round));
    const html = await renderMarkup(language, <OrderDetails order={placed} />, store);
    store.dispatch(buyerApi.util.resetApiState());
    return html;
  }
  const orderFlexInput = (html: string) => {
    const control = html.slice(html.indexOf('data-testid="order-flex"'));
    return /<input[^>]*>/.exec(control)?.[0] ?? '';
  };
  const standing = () => order([line('lamp', 'Lamp', 18, { flex: 12 })]);

  it('offers the cart’s "and up to N more if the group needs it" on a standing order’s line', async () => {
    const html = await details('en', standing(), roundOf());
    expect(html).toContain('data-testid="order-flex"');
    expect(orderFlexInput(html)).toContain('aria-label="Flexible units"');
    expect(orderFlexInput(html)).toContain('value="12"');
    const sentence = html.slice(html.indexOf('data-testid="order-flex-line"'));
    expect(textOf(`<x ${sentence}`)).toMatch(/^And up to more if the group needs it/);
    // The control says the offer: the read-only line is not repeated beside it.
    expect(html).not.toContain('order-line-flex');

    const approved = { ...standing(), status: 'approved' as const };
    const portuguese = await details('pt', approved, roundOf());
    expect(orderFlexInput(portuguese)).toContain('aria-label="Unidades flexíveis"');
    expect(textOf(portuguese)).toContain('E até a mais se o grupo precisar');
  });

  it('goes no higher than what is left under the product’s max', async () => {
    // Max 42, 30 committed: 12 left, two packs of 6; 12 offered already, so + is off.
    const html = await details('en', standing(), roundOf({ maxQty: 42 }));
    const control = html.slice(html.indexOf('data-testid="order-flex"'));
    const buttons = [...control.matchAll(/<button[^>]*aria-label="([+-])"[^>]*>/g)].slice(0, 2);
    expect(buttons.map(([button, sign]) => [sign, button.includes('disabled')])).toEqual([
      ['-', false],
      ['+', true],
    ]);
  });

  it('shows only the offer, read-only, once the round is closed or past its deadline, or for a rejected order', async () => {
    const pastDeadline = roundOf({ closeAt: new Date(Date.now() - 60_000).toISOString() });
    const rejected = { ...standing(), status: 'rejected' as const };
    const cases: Array<[OrderSnapshot, BuyerRoundDetail | undefined]> = [
      [standing(), roundOf({ status: 'closed' })],
      [standing(), pastDeadline],
      [rejected, roundOf()],
      // The round not read yet: nothing to change until it is known to be open.
      [standing(), undefined],
    ];
    for (const [placed, round] of cases) {
      const html = await details('en', placed, round);
      expect(html).not.toContain('order-flex');
      expect(textOf(html)).toContain('Flexible: up to 12 more units');
    }
  });

  afterEach(() => jest.restoreAllMocks());

  it('PUTs whole packs to the order line’s flex, answers the order and reads the round again', async () => {
    const saved = order([line('lamp', 'Lamp', 18, { flex: 18 })]);
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).startsWith('/api/buyer/rounds/') ? json(200, roundOf()) : json(200, saved),
      );
    const store = createBuyerStore();
    // The details dialog reads the round (the MOQ bar's flex offered in orders changes with this).
    const round = store.dispatch(buyerApi.endpoints.getRound.initiate('r1'));
    await round;
    const answer = await store
      .dispatch(
        buyerApi.endpoints.setOrderFlex.initiate({
          orderId: saved.id,
          itemId: 'lamp',
          roundId: 'r1',
          flex: 18,
        }),
      )
      .unwrap();
    const flexCall = fetchSpy.mock.calls.find(([url]) => String(url).includes('/flex'));
    expect(flexCall?.[0]).toBe('/api/buyer/orders/65f0c0ffee0000000000abcd/items/lamp/flex');
    expect(flexCall?.[1]).toMatchObject({ method: 'PUT', body: '{"flex":18}' });
    expect(answer.items[0]?.flex).toBe(18);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const roundReads = fetchSpy.mock.calls.filter(([url]) => url === '/api/buyer/rounds/r1');
    expect(roundReads).toHaveLength(2);
    round.unsubscribe();
    store.dispatch(buyerApi.util.resetApiState());
  });

  it('tells a refused change in the buyer’s language', async () => {
    const refusal = async (code: string) => {
      jest
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(json(409, { type: 'about:blank', title: 'Conflict', status: 409, code }));
      const store = createBuyerStore();
      const error = await store
        .dispatch(
          buyerApi.endpoints.setOrderFlex.initiate({ orderId: 'o1', itemId: 'lamp', roundId: 'r1', flex: 6 }),
        )
        .unwrap()
        .then(
          () => null,
          (err: unknown) => err,
        );
      store.dispatch(buyerApi.util.resetApiState());
      return [
        flexFailureText(error, (await translatorIn('en')).t),
        flexFailureText(error, (await translatorIn('pt')).t),
      ];
    };
    expect(await refusal('buyer.order_not_standing')).toEqual([
      'Failed to update the flexible units. Only a pending or approved order can change.',
      'Falha ao atualizar as unidades flexíveis. Só um pedido pendente ou aprovado pode ser alterado.',
    ]);
    expect(await refusal('buyer.order_item_not_found')).toEqual([
      'Failed to update the flexible units. This product is not part of this order.',
      'Falha ao atualizar as unidades flexíveis. Este produto não faz parte deste pedido.',
    ]);
    expect(await refusal('buyer.round_closed')).toEqual([
      'Failed to update the flexible units. This round is closed',
      'Falha ao atualizar as unidades flexíveis. Esta rodada está encerrada',
    ]);
  });
});
