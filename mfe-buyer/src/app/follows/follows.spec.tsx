/**
 * Following a supplier or a series: the round dialog's toggles as the follows list says, the
 * requests a click sends and what it tells, and the dashboard's Following card, in en and pt.
 * Rendered as markup (the specs run in Node, without a DOM) from the real store and texts; the
 * API through a stand-in `fetch`.
 */
import type { ReactNode } from 'react';
import type { BuyerDashboard, Follow, Language } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { problemMessage } from '@marketplace/web-kit';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from '../api/buyer-api';
import { renderAreaPage } from '../../server/first-view';
import { createBuyerStore, type BuyerStore } from '../store';
import { changeFollow, type FollowActions, type FollowChange } from './follow-change';
import { FollowToggles } from './follow-toggles';
import { FollowingPanel } from './following-card';
import { followsApi } from './follows-api';
import '../area-texts';

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');
/** The text of the first button with the test id. */
const buttonText = (html: string, testId: string) =>
  textOf(markupParts(html, testId)[0]?.split('</button>')[0] ?? '');
/** The opening tag of the button with the test id. */
const buttonTag = (html: string, testId: string) => {
  const before = html.split(`data-testid="${testId}"`)[0]!;
  return `${before.slice(before.lastIndexOf('<button'))}${html.slice(before.length).split('>')[0]}>`;
};

const SUPPLIER: Follow = {
  kind: 'supplier',
  id: 'sup-1',
  name: 'Acme Supplies',
  supplierName: 'Acme Supplies',
  since: '2026-03-01T12:00:00.000Z',
};
const SERIES: Follow = {
  kind: 'series',
  id: 'ser-1',
  name: 'Spring Tees',
  supplierName: 'Acme Supplies',
  since: '2026-03-02T12:00:00.000Z',
};

const ROUND = { title: 'Spring Tees #3', supplierId: 'sup-1', supplierName: 'Acme Supplies' };

async function storeWith(items: Follow[] | null): Promise<BuyerStore> {
  const store = createBuyerStore();
  if (items) await store.dispatch(followsApi.util.upsertQueryData('listFollows', undefined, { items }));
  return store;
}

async function render(language: Language, node: ReactNode, items: Follow[] | null) {
  const store = await storeWith(items);
  const html = await renderMarkup(language, node, store);
  // Drops the cache's timers so the test process can end.
  store.dispatch(buyerApi.util.resetApiState());
  return html;
}

const cachedFollows = (store: BuyerStore) =>
  followsApi.endpoints.listFollows
    .select()(store.getState())
    .data?.items.map((f) => `${f.kind}-${f.id}`);

describe('the round’s Follow toggles', () => {
  it('say Follow, or Following with a check, as the follows list says', async () => {
    const none = await render('en', <FollowToggles round={ROUND} />, []);
    expect(buttonText(none, 'follow-supplier')).toBe('Follow Acme Supplies');
    expect(buttonTag(none, 'follow-supplier')).toContain('aria-pressed="false"');
    expect(textOf(none)).toContain('You are told when its next round opens.');

    const followed = await render('en', <FollowToggles round={ROUND} />, [SUPPLIER]);
    expect(buttonText(followed, 'follow-supplier')).toBe('Following Acme Supplies');
    expect(buttonTag(followed, 'follow-supplier')).toContain('aria-pressed="true"');
    expect(markupParts(followed, 'follow-supplier')[0]).toContain('aria-label="check"');
  });

  it('offer the series only for a round that is an edition of one', async () => {
    expect(await render('en', <FollowToggles round={ROUND} />, [])).not.toContain('follow-series');
    const round = { ...ROUND, seriesId: 'ser-1' };
    expect(buttonText(await render('en', <FollowToggles round={round} />, []), 'follow-series')).toBe(
      'Follow this series',
    );
    const followed = await render('en', <FollowToggles round={round} />, [SERIES]);
    expect(buttonText(followed, 'follow-series')).toBe('Following this series');
    // The supplier is followed on its own.
    expect(buttonText(followed, 'follow-supplier')).toBe('Follow Acme Supplies');
  });

  it('speak Portuguese', async () => {
    const round = { ...ROUND, seriesId: 'ser-1' };
    const none = await render('pt', <FollowToggles round={round} />, []);
    expect(buttonText(none, 'follow-supplier')).toBe('Seguir Acme Supplies');
    expect(buttonText(none, 'follow-series')).toBe('Seguir esta série');
    expect(textOf(none)).toContain('Você é avisado quando a próxima rodada abrir.');
    const both = await render('pt', <FollowToggles round={round} />, [SERIES, SUPPLIER]);
    expect(buttonText(both, 'follow-supplier')).toBe('Seguindo Acme Supplies');
    expect(buttonText(both, 'follow-series')).toBe('Seguindo esta série');
  });
});

describe('the Following card', () => {
  it('lists each follow: kind, name, its supplier for a series, since when, and Unfollow', async () => {
    const html = await render('en', <FollowingPanel />, [SERIES, SUPPLIER]);
    expect(html).toContain('data-testid="following-card"');
    expect(textOf(html)).toMatch(/^Following /);
    const series = textOf(markupParts(html, 'follow-series-ser-1')[0]!);
    expect(series).toMatch(/^Series Spring Tees by Acme Supplies · Since Mar 02, 2026 Unfollow/);
    const supplier = textOf(markupParts(html, 'follow-supplier-sup-1')[0]!);
    expect(supplier).toMatch(/^Supplier Acme Supplies Since Mar 01, 2026 Unfollow/);
    expect(html).toContain('data-testid="unfollow-series-ser-1"');
    expect(html).toContain('data-testid="unfollow-supplier-sup-1"');
    expect(html).toContain('aria-label="Unfollow Acme Supplies"');
    // Newest first, as the service answers.
    expect(html.indexOf('unfollow-series-ser-1')).toBeLessThan(html.indexOf('unfollow-supplier-sup-1'));
  });

  it('says how to follow when nothing is followed, in en and pt', async () => {
    expect(textOf(await render('en', <FollowingPanel />, []))).toContain(
      "Follow a supplier or a series from a round's page to hear when its next round opens.",
    );
    const pt = textOf(await render('pt', <FollowingPanel />, [SERIES]));
    expect(pt).toMatch(/^Seguindo Série Spring Tees de Acme Supplies · Desde /);
    expect(pt).toContain('Deixar de seguir');
    expect(textOf(await render('pt', <FollowingPanel />, []))).toContain(
      'Siga um fornecedor ou uma série na página de uma rodada para saber quando a próxima rodada abrir.',
    );
  });

  it('is not in the dashboard the server draws, nor are standing orders: its one read stays the dashboard’s', async () => {
    const DASHBOARD: BuyerDashboard = {
      openRounds: 1,
      cartItems: 0,
      totalOrders: 0,
      totalValue: 0,
      cartActivity: [],
      recentOrders: [],
    };
    const reads: string[] = [];
    const read = async (url: string) => {
      reads.push(url);
      return url === '/api/buyer/dashboard' ? DASHBOARD : undefined;
    };
    const view = await renderAreaPage({ path: '/buyer', language: 'en', timeZone: 'UTC', read });
    expect(view?.html).toContain('data-testid="recent-orders"');
    expect(view?.html).not.toContain('following-card');
    expect(view?.html).not.toContain('standing-orders-card');
    expect(reads).toEqual(['/api/buyer/dashboard']);
  });
});

describe('a click of a toggle or of Unfollow', () => {
  afterEach(() => jest.restoreAllMocks());

  /** `changeFollow` with the store's mutations; what it said and the failure toast it showed. */
  async function click(language: Language, store: BuyerStore, change: FollowChange) {
    const { t } = await translatorIn(language);
    const said: string[] = [];
    const toasts: Array<{ message: string; description: string }> = [];
    const actions: FollowActions = {
      follow: (target) => store.dispatch(followsApi.endpoints.follow.initiate(target)),
      unfollow: (target) => store.dispatch(followsApi.endpoints.unfollow.initiate(target)),
      said: (text) => said.push(text),
      // As web-kit's useFailureToast draws it: the action, then the problem in the user's language.
      failed: (titleKey, problem) =>
        toasts.push({ message: t(titleKey), description: problemMessage(problem, t) }),
      t: (key, options) => t(key, options),
    };
    const changed = await changeFollow(change, actions);
    return { changed, said, toasts };
  }

  /**
   * A store whose follows list is on screen (subscribed, as the toggles and the card hold it), and
   * a stand-in service: `changed` answers the PUT or DELETE, the list read again waits for `answerList`.
   */
  async function onScreen(items: Follow[], changed: () => Response) {
    const store = await storeWith(items);
    const subscription = store.dispatch(followsApi.endpoints.listFollows.initiate());
    let answerList: (items: Follow[]) => void = () => undefined;
    const listRead = new Promise<Response>((resolve) => {
      answerList = (next) => resolve(json(200, { items: next }));
    });
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method && init.method !== 'GET' ? changed() : listRead,
      );
    const sent = () => fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    const done = async (listed: Follow[]) => {
      answerList(listed);
      await Promise.all(store.dispatch(followsApi.util.getRunningQueriesThunk()));
      const listedNow = cachedFollows(store);
      subscription.unsubscribe();
      store.dispatch(buyerApi.util.resetApiState());
      return listedNow;
    };
    return { store, sent, done };
  }

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('follows with PUT /api/buyer/follows/<kind>/<id>, says so, turns the toggle and reads the list again', async () => {
    const { store, sent, done } = await onScreen([SUPPLIER], () => json(200, SERIES));
    const result = await click('en', store, {
      kind: 'series',
      id: 'ser-1',
      name: 'Spring Tees #3',
      following: false,
    });
    expect(result).toEqual({ changed: true, said: ['You follow Spring Tees'], toasts: [] });
    await settled();
    // Turned at once, while the list is read again.
    expect(cachedFollows(store)).toEqual(['series-ser-1', 'supplier-sup-1']);
    expect(
      buttonText(
        await renderMarkup('en', <FollowToggles round={{ ...ROUND, seriesId: 'ser-1' }} />, store),
        'follow-series',
      ),
    ).toBe('Following this series');
    expect(sent()).toEqual(['PUT /api/buyer/follows/series/ser-1', 'GET /api/buyer/follows']);
    // The list as the service answers it replaces the patched one.
    expect(await done([SERIES, SUPPLIER])).toEqual(['series-ser-1', 'supplier-sup-1']);
  });

  it('puts an id as a path segment of its own', async () => {
    const { store, sent, done } = await onScreen([], () => json(200, { ...SUPPLIER, id: 'a/b c' }));
    await click('en', store, { kind: 'supplier', id: 'a/b c', name: 'Acme', following: false });
    expect(sent()[0]).toBe('PUT /api/buyer/follows/supplier/a%2Fb%20c');
    await done([]);
  });

  it('stops following with DELETE, says so in en and pt and takes it off the card', async () => {
    const { store, sent, done } = await onScreen(
      [SERIES, SUPPLIER],
      () => new Response(null, { status: 204 }),
    );
    const result = await click('en', store, { ...SUPPLIER, following: true });
    expect(result).toEqual({ changed: true, said: ['You no longer follow Acme Supplies'], toasts: [] });
    await settled();
    expect(sent()).toEqual(['DELETE /api/buyer/follows/supplier/sup-1', 'GET /api/buyer/follows']);
    expect(cachedFollows(store)).toEqual(['series-ser-1']);
    const card = await renderMarkup('en', <FollowingPanel />, store);
    expect(card).not.toContain('unfollow-supplier-sup-1');
    expect(card).toContain('unfollow-series-ser-1');
    expect((await click('pt', store, { ...SERIES, following: true })).said).toEqual([
      'Você não segue mais Spring Tees',
    ]);
    expect(sent()[2]).toBe('DELETE /api/buyer/follows/series/ser-1');
    expect(await done([])).toEqual([]);
  });

  it('shows the refusal in the user’s language: nothing of it reached the buyer, or too many', async () => {
    let refusal = problem(404, 'follows.unknown');
    const { store, done } = await onScreen([], () => refusal);
    const change = { kind: 'supplier', id: 'sup-9', name: 'Nobody', following: false } as const;
    expect(await click('en', store, change)).toEqual({
      changed: false,
      said: [],
      toasts: [
        {
          message: 'Failed to follow',
          description: 'No round of this supplier or series has reached you yet.',
        },
      ],
    });
    refusal = problem(404, 'follows.unknown');
    expect((await click('pt', store, change)).toasts).toEqual([
      {
        message: 'Falha ao seguir',
        description: 'Nenhuma rodada deste fornecedor ou série chegou a você ainda.',
      },
    ]);
    refusal = problem(409, 'follows.limit_reached', { max: 200 });
    expect((await click('en', store, change)).toasts[0]?.description).toBe(
      'You already follow 200: stop following one first.',
    );
    expect(cachedFollows(store)).toEqual([]);
    await done([]);
  });
});

function problem(status: number, code: string, params?: Record<string, number>): Response {
  return json(status, { type: 'about:blank', title: 'Refused', status, code, ...(params && { params }) });
}
