/**
 * Standing orders in the buyer area: the round product's button and the dialog's fields (whole
 * packs, the price limit's default, an approver's For), the requests a save, a removal and a skip
 * send and what they tell, the dashboard's Standing orders card, and an order a standing order
 * placed in its details, in en and pt. Rendered as markup (the specs run in Node, without a DOM)
 * from the real store and texts; the API through a stand-in `fetch`.
 */
import type { ReactNode } from 'react';
import {
  type BuyerRoundDetail,
  type BuyerRoundProduct,
  type Language,
  type OrderSnapshot,
  type StandingOrder,
  type TeamResponse,
} from '@marketplace/contracts';
import {
  orderSnapshot,
  roundProductSnapshot,
  roundSummary,
  userProfile,
} from '@marketplace/contracts/fixtures';
import { translatorIn } from '@marketplace/i18n';
import { problemMessage, sessionStore } from '@marketplace/web-kit';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from '../api/buyer-api';
import { orderLine } from '../orders/order-fixtures';
import { OrderDetails } from '../orders/order-details';
import { ProductCard } from '../rounds/round-products-dialog';
import { createBuyerStore, type BuyerStore } from '../store';
import { teamApi } from '../team/team-api';
import { standingApi } from './standing-api';
import { StandingButton } from './standing-button';
import { StandingOrdersPanel } from './standing-card';
import { sendChange, type Sent, type Tell } from './standing-change';
import { draftOf, draftProblems, standingBody, type StandingDraft } from './standing-draft';
import { StandingForm } from './standing-form';
import { useStandingHolders } from './standing-holders';
import '../area-texts';

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');
/** The text of each element with the test id, up to its first tag's end. */
const texts = (html: string, testId: string) =>
  markupParts(html, testId).map((part) => textOf(/^[^>]*>([^<]*)</.exec(part)?.[1] ?? ''));
/** The text of the first button with the test id. */
const buttonText = (html: string, testId: string) =>
  textOf(markupParts(html, testId)[0]?.split('</button>')[0] ?? '');
/** The <input> with the test id. */
const inputTag = (html: string, testId: string) => {
  const before = html.split(`data-testid="${testId}"`)[0]!;
  return `${before.slice(before.lastIndexOf('<input'))}${html.slice(before.length).split('>')[0]}>`;
};
/** The text of each tag with the test id. */
const tagTexts = (html: string, testId: string) =>
  markupParts(html, testId).map((part) => textOf(part.split('</span></span>')[0]!));

function standing(over: Partial<StandingOrder> = {}): StandingOrder {
  return {
    seriesId: 'ser-1',
    seriesName: 'Spring Tees',
    supplierName: 'Acme Supplies',
    productId: 'p-tee',
    productName: 'Cotton Tee',
    uom: 'pieces',
    unitsPerPack: 6,
    currency: 'USD',
    buyerId: 'ana',
    qty: 12,
    flex: 6,
    basePrice: 6.5,
    priceRiseLimitPct: 10,
    setBy: { role: 'buyer' },
    updatedAt: '2026-03-01T12:00:00.000Z',
    lastEdition: { roundId: 'r3', roundTitle: 'Spring Tees #3', outcome: 'ordered', orderId: 'o1' },
    ...over,
  };
}

const TARGET = { seriesId: 'ser-1', productId: 'p-tee', productName: 'Cotton Tee', unitsPerPack: 6 };

const signIn = (id: string, teamRole: 'approver' | 'member' | null = null) =>
  sessionStore.setSignedIn(
    userProfile({ id, name: id === 'ana' ? 'Ana' : 'Bea', companyId: 'co-1', teamRole }),
  );

async function storeWith(items: StandingOrder[] | null): Promise<BuyerStore> {
  const store = createBuyerStore();
  if (items)
    await store.dispatch(standingApi.util.upsertQueryData('listStandingOrders', undefined, { items }));
  return store;
}

async function render(
  language: Language,
  node: ReactNode,
  items: StandingOrder[] | null,
  store?: BuyerStore,
) {
  const used = store ?? (await storeWith(items));
  const html = await renderMarkup(language, node, used);
  // Drops the cache's timers so the test process can end.
  used.dispatch(buyerApi.util.resetApiState());
  return html;
}

afterEach(() => {
  sessionStore.setSignedOut();
  jest.restoreAllMocks();
});

describe('the round product’s Standing order button', () => {
  beforeEach(() => signIn('ana'));
  const button = () => (
    <StandingButton seriesId="ser-1" product={{ productId: 'p-tee', name: 'Cotton Tee', unitsPerPack: 6 }} />
  );

  it('reads Standing order, or the units the buyer holds, in en and pt', async () => {
    expect(buttonText(await render('en', button(), []), 'standing-set-p-tee')).toBe('Standing order');
    expect(buttonText(await render('en', button(), [standing()]), 'standing-set-p-tee')).toBe(
      'Standing order: 12 units',
    );
    const one = [standing({ qty: 1, unitsPerPack: 1 })];
    expect(buttonText(await render('en', button(), one), 'standing-set-p-tee')).toBe(
      'Standing order: 1 unit',
    );
    expect(buttonText(await render('pt', button(), [standing()]), 'standing-set-p-tee')).toBe(
      'Pedido recorrente: 12 unidades',
    );
    // Another holder's (an approver's member) is not the buyer's own.
    const members = [standing({ buyerId: 'bea', buyerName: 'Bea' })];
    expect(buttonText(await render('en', button(), members), 'standing-set-p-tee')).toBe('Standing order');
  });

  it('is on each product of a round that is an edition of a series, and only there', async () => {
    const tee: BuyerRoundProduct = {
      ...roundProductSnapshot({ id: 'rp-tee', productId: 'p-tee', name: 'Cotton Tee', unitsPerPack: 6 }),
      committed: 0,
      committedSeq: 1,
    };
    const card = (seriesId?: string) => (
      <ProductCard roundId="r3" product={tee} phase="closed" seriesId={seriesId} />
    );
    expect(await render('en', card(), [])).not.toContain('standing-set-');
    const html = await render('en', card('ser-1'), [standing()]);
    expect(buttonText(html, 'standing-set-p-tee')).toBe('Standing order: 12 units');
  });
});

describe('the standing order dialog', () => {
  const form = (draft: StandingDraft, over: Partial<Parameters<typeof StandingForm>[0]> = {}) => (
    <StandingForm target={TARGET} draft={draft} problems={{}} onChange={() => {}} {...over} />
  );

  it('explains itself and starts a new one with no quantity and the default price limit', async () => {
    const html = await render('en', form(draftOf(undefined, 'ana')), null);
    expect(html).toContain('data-testid="standing-dialog"');
    expect(textOf(html)).toContain(
      'Placed for you as each new edition of this series opens; change or skip it before the deadline.',
    );
    expect(textOf(html)).toContain('Cotton Tee · packs of 6 units');
    expect(html).toContain('<label for="standing-qty">Quantity (units)</label>');
    expect(html).toContain('<label for="standing-flex">Flexible units</label>');
    expect(textOf(html)).toContain('Put it in my cart instead if the price rises more than (%)');
    expect(inputTag(html, 'standing-qty')).toContain('value=""');
    expect(inputTag(html, 'standing-flex')).toContain('value="0"');
    expect(inputTag(html, 'standing-price-limit')).toContain('value="10"');
    // Only an approver chooses whom it is for.
    expect(html).not.toContain('standing-for');
    const pt = textOf(await render('pt', form(draftOf(undefined, 'ana')), null));
    expect(pt).toContain(
      'Feito para você quando cada nova edição desta série abrir; altere ou pule antes do prazo.',
    );
    expect(pt).toContain('Quantidade (unidades)');
  });

  it('is filled with the standing order the buyer holds', async () => {
    const html = await render('en', form(draftOf(standing({ priceRiseLimitPct: 25 }), 'ana')), null);
    expect(inputTag(html, 'standing-qty')).toContain('value="12"');
    expect(inputTag(html, 'standing-flex')).toContain('value="6"');
    expect(inputTag(html, 'standing-price-limit')).toContain('value="25"');
  });

  it('asks for whole packs of the product, clearly, in en and pt', async () => {
    const draft = { ...draftOf(undefined, 'ana'), qty: 10, flex: 4 };
    const problems = draftProblems(draft, 6);
    expect(Object.keys(problems)).toEqual(['qty', 'flex']);
    const html = await render('en', form(draft, { problems }), null);
    expect(texts(html, 'standing-qty-error')).toEqual(['Whole packs only: enter a multiple of 6 units.']);
    expect(texts(html, 'standing-flex-error')).toEqual(['Whole packs only: enter a multiple of 6 units.']);
    expect(inputTag(html, 'standing-qty')).toContain('aria-invalid="true"');
    const pt = await render('pt', form(draft, { problems }), null);
    expect(texts(pt, 'standing-qty-error')).toEqual([
      'Somente pacotes inteiros: informe um múltiplo de 6 unidades.',
    ]);

    const empty = draftProblems({ ...draft, qty: null, flex: 0, priceRiseLimitPct: 1001 }, 6);
    const missing = await render('en', form(draft, { problems: empty }), null);
    expect(texts(missing, 'standing-qty-error')).toEqual(['Enter at least one pack (6 units).']);
    expect(texts(missing, 'standing-price-limit-error')).toEqual(['Enter a percentage from 0 to 1000.']);
    expect(draftProblems({ ...draft, qty: 12, flex: 0 }, 6)).toEqual({});
  });

  it('offers an approver their team in For, themselves first, from the team the app reads', async () => {
    const TEAM = {
      companyId: 'co-1',
      timeZone: 'UTC',
      month: '2026-03',
      members: [
        {
          userId: 'ana',
          name: 'Ana Approver',
          email: 'a@x',
          teamRole: 'approver',
          limits: [],
          spentThisMonth: [],
        },
        {
          userId: 'bea',
          name: 'Bea Member',
          email: 'b@x',
          teamRole: 'member',
          limits: [],
          spentThisMonth: [],
        },
      ],
      pendingApprovals: [],
      carts: [],
    } as TeamResponse;
    function Probe() {
      const { selfId, options } = useStandingHolders();
      return (
        <>
          <span data-testid="self">{selfId}</span>
          {options && form(draftOf(undefined, 'bea'), { forOptions: options })}
        </>
      );
    }
    signIn('ana', 'approver');
    const store = await storeWith([]);
    await store.dispatch(teamApi.util.upsertQueryData('getTeam', undefined, TEAM));
    const html = await render('en', <Probe />, null, store);
    expect(html).toContain('data-testid="standing-for"');
    expect(html).toContain('<label for="standing-for">For</label>');
    // The chosen member shows in the closed select.
    expect(textOf(markupParts(html, 'standing-for')[0]!)).toContain('Bea Member');

    const { t } = await translatorIn('en');
    const { forOptions } = await import('./standing-holders');
    expect(forOptions({ id: 'ana', name: 'Ana' }, TEAM.members, (k, o) => t(`buyer:${k}`, o))).toEqual([
      { value: 'ana', label: 'Me (Ana)' },
      { value: 'bea', label: 'Bea Member' },
    ]);

    signIn('bea', 'member');
    const member = await render('en', <Probe />, []);
    expect(texts(member, 'self')).toEqual(['bea']);
    expect(member).not.toContain('standing-for');
  });
});

/**
 * A stand-in service: `answer` answers every change; the list, read again while on screen (as the
 * button and the card hold it), waits for `done`. What was sent: method, URL and body.
 */
function service(answer: () => Response) {
  let answerList: (items: StandingOrder[]) => void = () => undefined;
  const listRead = new Promise<Response>((resolve) => {
    answerList = (items) => resolve(json(200, { items }));
  });
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (_url, init) => (init?.method && init.method !== 'GET' ? answer() : listRead));
  const sent = () =>
    fetchSpy.mock.calls.map(([url, init]) =>
      [init?.method ?? 'GET', String(url), init?.body ? String(init.body) : ''].join(' ').trim(),
    );
  return { sent, answerList };
}

/** The store's list, on screen (subscribed), and its end: the list read again, then the cache cleared. */
function onScreen(store: BuyerStore, answerList: (items: StandingOrder[]) => void) {
  const subscription = store.dispatch(standingApi.endpoints.listStandingOrders.initiate());
  return async (listed: StandingOrder[]) => {
    answerList(listed);
    await Promise.all(store.dispatch(standingApi.util.getRunningQueriesThunk()));
    const now = cached(store);
    subscription.unsubscribe();
    store.dispatch(buyerApi.util.resetApiState());
    return now;
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `sendChange` with the buyer's texts: what it said and the failure toast it showed. */
async function told<T>(language: Language, sent: Sent<T>, done: string, failedKey: string) {
  const { t } = await translatorIn(language);
  const said: string[] = [];
  const toasts: Array<{ message: string; description: string }> = [];
  const tell: Tell = {
    said: (text) => said.push(text),
    // As web-kit's useFailureToast draws it: the action, then the problem in the user's language.
    failed: (titleKey, problem) =>
      toasts.push({ message: t(titleKey), description: problemMessage(problem, t) }),
  };
  const changed = await sendChange(sent, { done: () => t(done), failedKey }, tell);
  return { changed, said, toasts };
}

function problem(status: number, code: string, params?: Record<string, number>): Response {
  return json(status, { type: 'about:blank', title: 'Refused', status, code, ...(params && { params }) });
}

const cached = (store: BuyerStore) =>
  standingApi.endpoints.listStandingOrders
    .select()(store.getState())
    .data?.items.map((s) => `${s.buyerId}:${s.qty}`);

describe('saving and removing a standing order', () => {
  const key = { seriesId: 'ser-1', productId: 'p-tee' };

  it('PUTs the quantities and the price limit, the buyer’s own without buyerId, says so and shows it', async () => {
    signIn('ana');
    const store = await storeWith([]);
    const saved = standing({ qty: 18, flex: 0 });
    const { sent, answerList } = service(() => json(200, saved));
    const done = onScreen(store, answerList);
    const body = standingBody({ ...draftOf(undefined, 'ana'), qty: 18 }, 'ana');
    expect(body).toEqual({ qty: 18, flex: 0, priceRiseLimitPct: 10 });
    const put = store.dispatch(standingApi.endpoints.setStandingOrder.initiate({ ...key, body }));
    expect(await told('en', put, 'buyer:standing.saved', 'buyer:standing.saveFailed')).toEqual({
      changed: true,
      said: ['Standing order saved'],
      toasts: [],
    });
    await settled();
    expect(sent()).toEqual([
      'PUT /api/buyer/standing-orders/ser-1/p-tee {"qty":18,"flex":0,"priceRiseLimitPct":10}',
      'GET /api/buyer/standing-orders',
    ]);
    // Shown at once, while the list is read again.
    expect(cached(store)).toEqual(['ana:18']);
    const button = (
      <StandingButton
        seriesId="ser-1"
        product={{ productId: 'p-tee', name: 'Cotton Tee', unitsPerPack: 6 }}
      />
    );
    expect(buttonText(await renderMarkup('en', button, store), 'standing-set-p-tee')).toBe(
      'Standing order: 18 units',
    );
    expect(await done([saved])).toEqual(['ana:18']);
  });

  it('names the member when an approver sets one for their team', () => {
    const draft = { ...draftOf(undefined, 'bea'), qty: 6, flex: 6, priceRiseLimitPct: 5 };
    expect(standingBody(draft, 'ana')).toEqual({ qty: 6, flex: 6, priceRiseLimitPct: 5, buyerId: 'bea' });
  });

  it('shows the refusal in the user’s language', async () => {
    const store = await storeWith([]);
    service(() => problem(409, 'standing.limit_reached', { max: 100 }));
    const put = () =>
      store.dispatch(standingApi.endpoints.setStandingOrder.initiate({ ...key, body: { qty: 6 } }));
    expect(await told('en', put(), 'buyer:standing.saved', 'buyer:standing.saveFailed')).toEqual({
      changed: false,
      said: [],
      toasts: [
        {
          message: 'Failed to save the standing order',
          description: 'You already hold 100 standing orders: remove one first.',
        },
      ],
    });
    const pt = await told('pt', put(), 'buyer:standing.saved', 'buyer:standing.saveFailed');
    expect(pt.toasts[0]?.message).toBe('Falha ao salvar o pedido recorrente');
    store.dispatch(buyerApi.util.resetApiState());
  });

  it('removes with DELETE (a member’s naming the member), says so and takes it off the list', async () => {
    const store = await storeWith([standing(), standing({ buyerId: 'bea', buyerName: 'Bea', qty: 6 })]);
    const { sent, answerList } = service(() => new Response(null, { status: 204 }));
    const done = onScreen(store, answerList);
    const remove = (buyerId: string, member: boolean) =>
      store.dispatch(standingApi.endpoints.removeStandingOrder.initiate({ ...key, buyerId, member }));
    const keys = ['buyer:standing.removed', 'buyer:standing.removeFailed'] as const;
    expect(await told('en', remove('bea', true), ...keys)).toEqual({
      changed: true,
      said: ['Standing order removed'],
      toasts: [],
    });
    await settled();
    expect(sent()).toEqual([
      'DELETE /api/buyer/standing-orders/ser-1/p-tee?buyerId=bea',
      'GET /api/buyer/standing-orders',
    ]);
    expect(cached(store)).toEqual(['ana:12']);
    const card = await renderMarkup('en', <StandingOrdersPanel />, store);
    expect(card.match(/data-testid="standing-row-ser-1-p-tee"/g)).toHaveLength(1);
    expect((await told('pt', remove('ana', false), ...keys)).said).toEqual(['Pedido recorrente removido']);
    expect(sent()[2]).toBe('DELETE /api/buyer/standing-orders/ser-1/p-tee');
    expect(await done([])).toEqual([]);
  });
});

describe('the Standing orders card', () => {
  beforeEach(() => signIn('ana', 'approver'));
  const OUTCOMES = ['ordered', 'held', 'in_cart', 'missed', 'skipped', 'not_offered'] as const;

  it('lists each: product, series and supplier, units + flexible, price limit and the last edition’s outcome', async () => {
    const items = [
      standing(),
      standing({
        productId: 'p-cap',
        productName: 'Cap',
        qty: 1,
        flex: 0,
        unitsPerPack: 1,
        priceRiseLimitPct: 5,
      }),
    ];
    const html = await render('en', <StandingOrdersPanel />, items);
    expect(html).toContain('data-testid="standing-orders-card"');
    expect(textOf(html)).toMatch(/^Standing orders /);
    expect(textOf(markupParts(html, 'standing-row-ser-1-p-tee')[0]!)).toMatch(
      /^Cotton Tee Spring Tees by Acme Supplies 12 units \+ 6 flexible · up to 10% rise Last edition \(Spring Tees #3\): Ordered Edit Remove/,
    );
    expect(textOf(markupParts(html, 'standing-row-ser-1-p-cap')[0]!)).toMatch(
      /^Cap .* 1 unit · up to 5% rise /,
    );
    expect(html).toContain('data-testid="standing-edit-ser-1-p-tee"');
    expect(html).toContain('data-testid="standing-remove-ser-1-p-tee"');
    expect(html).toContain('aria-label="Remove the standing order of Cotton Tee"');
  });

  it('tags every outcome of the last edition, in en and pt', async () => {
    const items = OUTCOMES.map((outcome, i) =>
      standing({
        productId: `p-${i}`,
        lastEdition: { roundId: 'r3', roundTitle: 'Spring Tees #3', outcome },
      }),
    );
    expect(tagTexts(await render('en', <StandingOrdersPanel />, items), 'standing-outcome')).toEqual([
      'Ordered',
      'Waiting for approval',
      'In your cart',
      'Not placed',
      'Skipped',
      'Not offered',
    ]);
    expect(tagTexts(await render('pt', <StandingOrdersPanel />, items), 'standing-outcome')).toEqual([
      'Pedido feito',
      'Aguardando aprovação',
      'No seu carrinho',
      'Não realizado',
      'Pulado',
      'Não oferecido',
    ]);
    const none = await render('en', <StandingOrdersPanel />, [standing({ lastEdition: null })]);
    expect(none).not.toContain('standing-outcome');
  });

  it('names the member on an approver’s card, in en and pt', async () => {
    const items = [standing({ buyerId: 'bea', buyerName: 'Bea Member', flex: 1, unitsPerPack: 1 })];
    const en = textOf(await render('en', <StandingOrdersPanel />, items));
    expect(en).toContain('12 units + 1 flexible · up to 10% rise · For Bea Member');
    const pt = textOf(await render('pt', <StandingOrdersPanel />, items));
    expect(pt).toContain('12 unidades + 1 flexível · até 10% de alta · Para Bea Member');
    expect(textOf(await render('pt', <StandingOrdersPanel />, [standing()]))).toContain('+ 6 flexíveis');
  });

  it('says how to set one when there is none, in en and pt', async () => {
    expect(textOf(await render('en', <StandingOrdersPanel />, []))).toContain(
      'No standing orders yet: set one on a round of a series you buy again.',
    );
    expect(textOf(await render('pt', <StandingOrdersPanel />, []))).toContain(
      'Nenhum pedido recorrente ainda: defina um na rodada de uma série que você compra de novo.',
    );
  });
});

describe('an order a standing order placed', () => {
  const placed = (over: Partial<OrderSnapshot> = {}) =>
    orderSnapshot({
      id: 'o1',
      items: [orderLine('tee', 'Cotton Tee', 12)],
      standingSeriesId: 'ser-1',
      ...over,
    });
  const roundClosing = (closeAt: string, status: 'approved' | 'closed' = 'approved') =>
    ({
      ...roundSummary({ id: 'r1', status: 'approved', closeAt }),
      status,
      averageProgress: 0,
      products: [],
    }) as unknown as BuyerRoundDetail;
  async function details(language: Language, order: OrderSnapshot, round?: BuyerRoundDetail) {
    const store = createBuyerStore();
    if (round) await store.dispatch(buyerApi.util.upsertQueryData('getRound', 'r1', round));
    return render(language, <OrderDetails order={order} />, null, store);
  }

  it('says so, and offers Skip this edition while it can still be taken back, in en and pt', async () => {
    for (const status of ['pending_admin', 'pending_company', 'approved'] as const) {
      const html = await details('en', placed({ status }));
      expect(textOf(markupParts(html, 'order-standing')[0]!)).toMatch(/^Standing order Skip this edition/);
      expect(html).toContain('data-testid="order-skip"');
    }
    const pt = await details('pt', placed());
    expect(textOf(markupParts(pt, 'order-standing')[0]!)).toMatch(/^Pedido recorrente Pular esta edição/);
  });

  it('offers no skip once the round has closed or the order has moved on; nothing on a person’s order', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await details('en', placed(), roundClosing(future))).toContain('data-testid="order-skip"');
    const past = new Date(Date.now() - 60_000).toISOString();
    const ended = await details('en', placed(), roundClosing(past));
    expect(ended).toContain('data-testid="order-standing"');
    expect(ended).not.toContain('order-skip');
    expect(await details('en', placed(), roundClosing(future, 'closed'))).not.toContain('order-skip');
    expect(await details('en', placed({ status: 'shipped' }))).not.toContain('order-skip');
    expect(await details('en', placed({ standingSeriesId: undefined }))).not.toContain('order-standing');
  });

  it('asks first, in the words of the spec', async () => {
    const { t } = await translatorIn('en');
    expect(t('buyer:standing.order.skipConfirm')).toBe(
      'Skip this edition? The order is taken back and its units released; your standing order stays for the next editions.',
    );
    expect(t('buyer:standing.order.skipOk')).toBe('Skip');
  });

  it('POSTs the skip, says the order is cancelled, and shows a refusal in the user’s language', async () => {
    const store = createBuyerStore();
    let answer = () => json(200, placed({ status: 'cancelled' }));
    const { sent } = service(() => answer());
    const skip = () =>
      store.dispatch(standingApi.endpoints.skipOrder.initiate({ orderId: 'o/1', roundId: 'r1' }));
    const keys = ['buyer:standing.order.skipped', 'buyer:standing.order.skipFailed'] as const;
    expect(await told('en', skip(), ...keys)).toEqual({
      changed: true,
      said: ['Skipped: the order is cancelled'],
      toasts: [],
    });
    expect(sent()).toEqual(['POST /api/buyer/orders/o%2F1/skip']);
    expect((await told('pt', skip(), ...keys)).said).toEqual(['Pulado: o pedido foi cancelado']);
    answer = () => problem(409, 'standing.cannot_skip');
    expect((await told('en', skip(), ...keys)).toasts).toEqual([
      {
        message: 'Failed to skip this edition',
        description: 'This order can no longer be skipped: it was decided, or its round has closed.',
      },
    ]);
    store.dispatch(buyerApi.util.resetApiState());
  });
});
