/**
 * Short delivery in the supplier area: My Rounds offers it for a closed round only; the dialog
 * takes a sold product and the units that arrived, previews what the shared rule takes off each
 * order (the figures, the rule, the freight re-split), confirms it, and lists the round's
 * confirmed shortfalls. Rendered as markup (Node, no DOM), from the real store and texts, in en
 * and pt; the API through a stand-in `fetch`.
 */
import {
  roundShortfallsResponseSchema,
  shortfallSchema,
  type Language,
  type LineToShip,
  type Shortfall,
  type SupplierRound,
} from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundsApi } from '../api/rounds-api';
import { supplierApi } from '../api/supplier-api';
import { springTees } from '../rounds/round-fixtures';
import { RoundsPage } from '../rounds/rounds-page';
import { createSupplierStore } from '../store';
import { RoundShortfallContent, soldProducts } from './round-shortfall-dialog';
import { shortfallConfirmKey, shortfallPreviewKey, shortfallsApi } from './shortfalls-api';
import '../area-texts';

const R = 'r1';
const O1 = 'a1b2c3d4-0000-4000-8000-000000000001';
const O2 = 'e5f6a7b8-0000-4000-8000-000000000002';
const O3 = 'c9d0e1f2-0000-4000-8000-000000000003';
const O4 = 'f3a4b5c6-0000-4000-8000-000000000004';

const sold = (orderId: string, product: string, ordered: number, shipped = 0): LineToShip => ({
  orderId,
  buyerCompanyName: null,
  itemId: `${orderId.slice(0, 4)}-${product}`,
  roundProductId: `rp-${product}`,
  name: product === 'tee' ? 'Tee' : product === 'cap' ? 'Cap' : 'Sock',
  sku: `SKU-${product.toUpperCase()}`,
  ordered,
  shipped,
});
/** The round's sold lines, as the shipments answer gives them. */
const LINES = [
  sold(O1, 'tee', 500),
  sold(O1, 'cap', 20),
  sold(O2, 'tee', 300),
  sold(O3, 'tee', 200),
  sold(O3, 'sock', 40, 12),
];

const line = (
  orderId: string,
  buyerCompanyName: string | null,
  figures: { ordered: number; flexCalled: number; cut: number; flexCut: number; credit: number },
  freight: { before: number; after: number } | null,
) => ({
  orderId,
  buyerId: `b-${orderId.slice(0, 4)}`,
  buyerCompanyName,
  itemId: `${orderId.slice(0, 4)}-tee`,
  ordered: figures.ordered,
  flexCalled: figures.flexCalled,
  cut: figures.cut,
  flexCut: figures.flexCut,
  delivered: figures.ordered - figures.cut,
  unitPrice: 5,
  creditAmount: figures.credit,
  freight,
});

/** 900 of 1,000 Tees arrived (packs of 10): the 60 flexible units go first, then 4 packs pro rata. */
const PREVIEW = shortfallSchema.parse({
  roundId: R,
  roundTitle: 'Spring Tees',
  roundProductId: 'rp-tee',
  name: 'Tee',
  sku: 'SKU-TEE',
  unitsPerPack: 10,
  currency: 'USD',
  confirmed: 1000,
  delivered: 900,
  short: 100,
  lines: [
    line(
      O1,
      'Loja Azul Ltda',
      { ordered: 500, flexCalled: 60, cut: 80, flexCut: 60, credit: 400 },
      {
        before: 120,
        after: 108.5,
      },
    ),
    line(
      O2,
      null,
      { ordered: 300, flexCalled: 0, cut: 10, flexCut: 0, credit: 50 },
      { before: 60, after: 61.2 },
    ),
    line(
      O3,
      'Casa Verde',
      { ordered: 200, flexCalled: 0, cut: 10, flexCut: 0, credit: 50 },
      { before: 40, after: 41 },
    ),
  ],
  otherFreight: [{ orderId: O4, buyerCompanyName: 'Mercado Sol', before: 80, after: 89.3 }],
});
const CONFIRMED: Shortfall = { ...PREVIEW, id: 'sf-1', confirmedAt: '2026-03-10T12:00:00.000Z' };
const BODY = { roundProductId: 'rp-tee', delivered: 900 };

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');
/** The text of each table row whose test id starts with `prefix`, by the rest of its id. */
const rows = (html: string, prefix: string) =>
  Object.fromEntries(
    [...html.matchAll(new RegExp(`<tr[^>]*data-testid="${prefix}([^"]+)"[^>]*>(.*?)</tr>`, 'g'))].map(
      ([, id, row]) => [id, textOf(row!)],
    ),
  );
/** The text of the element with this test id, and of nothing after it. */
function textAt(html: string, testId: string): string {
  const start = html.search(new RegExp(`<[a-z]+[^>]*data-testid="${testId}"`));
  if (start < 0) return '';
  const tag = /^<([a-z]+)/.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return textOf(html.slice(start, tags.lastIndex));
  }
  return textOf(html.slice(start));
}
/** The text from the element with this test id on. */
const from = (html: string, testId: string) => textOf(markupParts(html, testId)[0] ?? '');
const input = (html: string, testId: string) =>
  new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

/** The server's answers, one per request, in order; every request it was asked, as sent. */
function serve(...answers: Response[]) {
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left');
    return Promise.resolve(answer);
  });
  return {
    requests: () => spy.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: init?.body })),
  };
}

const content = (
  language: Language,
  store: ReturnType<typeof createSupplierStore>,
  shortfalls: Shortfall[] = [],
) =>
  renderMarkup(language, <RoundShortfallContent roundId={R} lines={LINES} shortfalls={shortfalls} />, store);

afterEach(() => jest.restoreAllMocks());

describe('Short delivery: the preview', () => {
  it('asks the preview for the product and units, and shows each order’s figures with the rule', async () => {
    const server = serve(json(200, PREVIEW));
    const store = createSupplierStore();
    await store.dispatch(
      shortfallsApi.endpoints.previewShortfall.initiate(
        { roundId: R, body: BODY },
        { fixedCacheKey: shortfallPreviewKey(R) },
      ),
    );
    expect(server.requests()).toEqual([
      { url: '/api/supplier/rounds/r1/shortfalls/preview', method: 'POST', body: JSON.stringify(BODY) },
    ]);

    const html = await content('en', store);
    // The form keeps what was previewed: the product, the units, and now the pack size.
    expect(html).toContain('title="Tee (SKU-TEE)"');
    expect(input(html, 'shortfall-delivered')).toMatch(/value="900"/);
    expect(textOf(html)).toContain('Units delivered Whole packs of 10 units');
    expect(textAt(html, 'shortfall-summary')).toBe('900 of 1,000 units arrived: 100 short');
    expect(textAt(html, 'shortfall-rule')).toBe(
      'The rule: whole packs only; flexible units called in at the close go first; then pro rata to the packs each line holds; packs left over go to the largest remainders, the later order first on equal ones.',
    );
    expect(from(html, 'shortfall-lines')).toMatch(
      /^Buyer company Ordered Flexible called in Cut Gets Credit Freight share \(before → after\) /,
    );
    expect(rows(html, 'shortfall-line-')).toEqual({
      [O1]: 'Loja Azul Ltda Order a1b2c3d4 500 60 80 of which 60 flexible 420 $400.00 $120.00 → $108.50',
      [O2]: 'No company on file Order e5f6a7b8 300 0 10 290 $50.00 $60.00 → $61.20',
      [O3]: 'Casa Verde Order c9d0e1f2 200 0 10 190 $50.00 $40.00 → $41.00',
    });
    expect(from(html, 'shortfall-other-freight')).toMatch(
      /^Freight re-split for orders without this product /,
    );
    expect(rows(html, 'shortfall-freight-')).toEqual({ [O4]: 'Mercado Sol Order f3a4b5c6 $80.00 → $89.30' });
    expect(textAt(html, 'shortfall-confirm')).toBe('Confirm shortfall');
    expect(html).not.toContain('shortfall-problem');
    expect(html).not.toContain('shortfall-confirmed');
    expect(textOf(html)).toContain('No shortfall confirmed in this round yet.');
  });

  it('leaves the freight column out when the round has no freight, and asks for a product first', async () => {
    serve(
      json(200, { ...PREVIEW, lines: PREVIEW.lines.map((l) => ({ ...l, freight: null })), otherFreight: [] }),
    );
    const store = createSupplierStore();
    await store.dispatch(
      shortfallsApi.endpoints.previewShortfall.initiate(
        { roundId: R, body: BODY },
        { fixedCacheKey: shortfallPreviewKey(R) },
      ),
    );
    const html = await content('en', store);
    expect(rows(html, 'shortfall-line-')[O2]).toBe('No company on file Order e5f6a7b8 300 0 10 290 $50.00');
    expect(html).not.toContain('shortfall-other-freight');
    expect(textOf(html)).not.toContain('Freight share');

    const empty = await content('en', createSupplierStore());
    expect(textOf(empty)).toContain('Choose a product');
    expect(textOf(empty)).toContain('Whole packs only: the preview shows the pack size');
    expect(empty).not.toContain('shortfall-confirm');
    expect(/<button[^>]*data-testid="shortfall-preview"[^>]*>/.exec(empty)?.[0]).toMatch(/disabled=""/);
  });

  it('offers the sold products once each, and none already shipping', () => {
    expect(soldProducts(LINES)).toEqual([
      { roundProductId: 'rp-tee', name: 'Tee', sku: 'SKU-TEE', shipped: 0 },
      { roundProductId: 'rp-cap', name: 'Cap', sku: 'SKU-CAP', shipped: 0 },
      { roundProductId: 'rp-sock', name: 'Sock', sku: 'SKU-SOCK', shipped: 12 },
    ]);
  });
});

describe('Short delivery: confirming', () => {
  it('posts the previewed product and units, says what follows, and lists the shortfall confirmed', async () => {
    const server = serve(json(201, CONFIRMED), json(200, { roundId: R, shortfalls: [CONFIRMED] }));
    const store = createSupplierStore();
    const confirmed = await store
      .dispatch(
        shortfallsApi.endpoints.confirmShortfall.initiate(
          { roundId: R, body: BODY },
          { fixedCacheKey: shortfallConfirmKey(R) },
        ),
      )
      .unwrap();
    expect(confirmed).toMatchObject({ id: 'sf-1', delivered: 900, short: 100 });
    // The dialog's list is read again (the confirmation invalidates it).
    const read = store.dispatch(shortfallsApi.endpoints.roundShortfalls.initiate(R));
    const { shortfalls } = roundShortfallsResponseSchema.parse(await read.unwrap());
    read.unsubscribe();
    expect(server.requests()).toEqual([
      { url: '/api/supplier/rounds/r1/shortfalls', method: 'POST', body: JSON.stringify(BODY) },
      { url: '/api/supplier/rounds/r1/shortfalls', method: 'GET', body: undefined },
    ]);

    const html = await content('en', store, shortfalls);
    expect(textAt(html, 'shortfall-confirmed')).toBe(
      'Shortfall confirmed: each buyer is told their figures and credit notes follow on sent invoices.',
    );
    expect(html).not.toContain('shortfall-preview-figures');
    const recorded = from(html, 'shortfall-recorded-sf-1');
    expect(recorded).toMatch(/^Tee \(SKU-TEE\) 900 of 1,000 units Confirmed on Mar 10, 2026 /);
    expect(rows(html, 'shortfall-recorded-line-')[O1]).toBe(
      'Loja Azul Ltda Order a1b2c3d4 500 60 80 of which 60 flexible 420 $400.00 $120.00 → $108.50',
    );
    expect(rows(html, 'shortfall-recorded-freight-')).toEqual({
      [O4]: 'Mercado Sol Order f3a4b5c6 $80.00 → $89.30',
    });
    store.dispatch(supplierApi.util.resetApiState());
  });

  it('says the confirmation cannot be undone and that each buyer is told, in en and pt', async () => {
    const en = await translatorIn('en');
    expect(en.t('supplier:shortfalls.confirm.text')).toBe(
      'It cannot be undone: each buyer is told their figures, and credit notes follow on sent invoices.',
    );
    const pt = await translatorIn('pt');
    expect(pt.t('supplier:shortfalls.confirm.title')).toBe('Confirmar esta falta?');
    expect(pt.t('supplier:shortfalls.confirm.text')).toBe(
      'Não pode ser desfeito: cada comprador é avisado dos seus números, e as notas de crédito seguem nas faturas enviadas.',
    );
  });
});

describe('Short delivery: a refused quantity', () => {
  it('shows the server’s problem in the user’s language, with the pack size it names', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      code: 'shortfalls.not_whole_packs',
      detail: 'Delivered must be whole packs',
      params: { unitsPerPack: 6 },
      requestId: 'req-1',
    };
    for (const [language, message, help] of [
      ['en', 'This product comes in packs of 6: enter whole packs.', 'Whole packs of 6 units'],
      [
        'pt',
        'Este produto vem em embalagens de 6: informe embalagens inteiras.',
        'Embalagens inteiras de 6 unidades',
      ],
    ] as const) {
      const server = serve(json(422, problem));
      const store = createSupplierStore();
      const result = await store.dispatch(
        shortfallsApi.endpoints.previewShortfall.initiate(
          { roundId: R, body: { roundProductId: 'rp-tee', delivered: 905 } },
          { fixedCacheKey: shortfallPreviewKey(R) },
        ),
      );
      expect('error' in result && result.error).toMatchObject({
        status: 422,
        code: 'shortfalls.not_whole_packs',
      });
      expect(server.requests()).toHaveLength(1);
      const html = await content(language, store);
      expect(textAt(html, 'shortfall-problem')).toBe(message);
      expect(textOf(html)).toContain(help);
      expect(html).not.toContain('shortfall-preview-figures');
      jest.restoreAllMocks();
    }
  });
});

describe('Short delivery in Portuguese', () => {
  it('shows the form, the preview and the confirmed shortfalls in pt', async () => {
    serve(json(200, PREVIEW));
    const store = createSupplierStore();
    await store.dispatch(
      shortfallsApi.endpoints.previewShortfall.initiate(
        { roundId: R, body: BODY },
        { fixedCacheKey: shortfallPreviewKey(R) },
      ),
    );
    const html = await content('pt', store);
    const text = textOf(html);
    expect(text).toContain('Registrar uma entrega em falta');
    expect(text).toContain('Unidades entregues Embalagens inteiras de 10 unidades');
    expect(textAt(html, 'shortfall-preview')).toBe('Ver prévia');
    expect(textAt(html, 'shortfall-summary')).toBe('Chegaram 900 de 1.000 unidades: faltam 100');
    expect(textAt(html, 'shortfall-rule')).toMatch(
      /^A regra: apenas embalagens inteiras; as unidades flexíveis/,
    );
    expect(from(html, 'shortfall-lines')).toMatch(
      /^Empresa compradora Pedido Flexíveis chamadas Corte Recebe Crédito Parte do frete \(antes → depois\) /,
    );
    expect(rows(html, 'shortfall-line-')[O1]).toBe(
      'Loja Azul Ltda Pedido a1b2c3d4 500 60 80 das quais 60 flexíveis 420 US$ 400,00 US$ 120,00 → US$ 108,50',
    );
    expect(rows(html, 'shortfall-line-')[O2]).toMatch(/^Nenhuma empresa cadastrada Pedido e5f6a7b8 /);
    expect(from(html, 'shortfall-other-freight')).toMatch(
      /^Frete repartido de novo para pedidos sem este produto /,
    );
    expect(textAt(html, 'shortfall-confirm')).toBe('Confirmar falta');
    expect(text).toContain('Nenhuma falta confirmada nesta rodada ainda.');

    const recorded = await content('pt', createSupplierStore(), [CONFIRMED]);
    expect(from(recorded, 'shortfall-recorded-sf-1')).toMatch(
      /^Tee \(SKU-TEE\) 900 de 1.000 unidades Confirmada em 10 de mar\. de 2026 /,
    );
    expect(textOf(recorded)).toContain('Faltas confirmadas');
    expect(rows(recorded, 'shortfall-recorded-line-')[O3]).toBe(
      'Casa Verde Pedido c9d0e1f2 200 0 10 190 US$ 50,00 US$ 40,00 → US$ 41,00',
    );
  });

  it('counts one in the singular', async () => {
    for (const [language, packs, units] of [
      ['en', 'Whole packs of 1 unit', '0 of 1 unit'],
      ['pt', 'Embalagens inteiras de 1 unidade', '0 de 1 unidade'],
    ] as const) {
      const { t } = await translatorIn(language);
      expect(t('supplier:shortfalls.form.packs', { count: 1 })).toBe(packs);
      expect(t('supplier:shortfalls.recorded.units', { delivered: 0, confirmed: 1, count: 1 })).toBe(units);
    }
  });
});

describe('My Rounds: Short delivery for a closed round', () => {
  async function roundsHtml(language: Language, rounds: SupplierRound[]) {
    const store = createSupplierStore();
    await store.dispatch(
      roundsApi.util.upsertQueryData(
        'listRounds',
        { search: '', status: 'all' },
        { items: rounds, total: rounds.length },
      ),
    );
    const html = await renderMarkup(language, <RoundsPage />, store);
    // Drops the cache entry's removal timer, which would outlive the spec.
    store.dispatch(roundsApi.util.resetApiState());
    return html;
  }

  it('shows the action next to Shipments on closed rounds only, in en and pt', async () => {
    const rounds = [
      springTees({ id: 'open' }),
      springTees({ id: 'draft', status: 'draft' }),
      springTees({ id: 'done', status: 'closed', outcome: { met: 1, confirmed: 0, released: 0 } }),
    ];
    const html = await roundsHtml('en', rounds);
    expect([...html.matchAll(/data-testid="round-shortfall-([^"]+)"/g)].map(([, id]) => id)).toEqual([
      'done',
    ]);
    expect(from(html, 'round-shipments-done')).toMatch(/^Shipments Short delivery/);
    expect(from(await roundsHtml('pt', rounds), 'round-shortfall-done')).toMatch(/^Entrega em falta/);
  });
});
