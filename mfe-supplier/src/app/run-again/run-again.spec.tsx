/**
 * Run again in the supplier area: My Rounds offers it on every round; the dialog shows the new
 * draft's title (editable), its dates moved forward by whole weeks, each product with its MOQ and
 * max and what changed in the catalogue since the round was approved (price, measures, left out),
 * and creates the draft with Create Round's own mutation. Rendered as markup (Node, no DOM), from
 * the real store and texts, in en and pt; the API through a stand-in `fetch`.
 */
import {
  runAgainProposalSchema,
  type Language,
  type RunAgainProposal,
  type SupplierRound,
} from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundsApi } from '../api/rounds-api';
import { supplierApi } from '../api/supplier-api';
import { springTees } from '../rounds/round-fixtures';
import { RoundsPage } from '../rounds/rounds-page';
import { createSupplierStore } from '../store';
import { runAgainCreateKey, runAgainApi } from './run-again-api';
import { RunAgainContent, runAgainBody } from './run-again-dialog';
import '../area-texts';

const R = 'r1';
// Local instants: the viewer's clock reads them as written, in any zone the tests run in.
const OPENS = new Date(2026, 4, 4, 9, 0).toISOString();
const CLOSES = new Date(2026, 4, 29, 18, 30).toISOString();

const terms = (unitPrice: number, grossWeightKg: number | null = 0.3, cbm: number | null = 0.002) => ({
  unitPrice,
  netWeightKg: 0.25,
  grossWeightKg,
  cbm,
});

/**
 * Spring Tees run again two weeks later: the Tee's price went down, the Cap's measures changed,
 * the Sock is as it was, the Bag was deactivated and the Mug deleted (both left out).
 */
const PROPOSAL: RunAgainProposal = runAgainProposalSchema.parse({
  sourceRoundId: R,
  sourceTitle: 'Spring Tees',
  shiftWeeks: 2,
  round: {
    title: 'Spring Tees',
    description: 'Plain cotton tees',
    currency: 'USD',
    openAt: OPENS,
    closeAt: CLOSES,
    endAction: 'extend_once',
    extendDays: 3,
    freightCost: 1200,
    freightBasis: 'volume',
    lastCallHours: 24,
    repeatOf: R,
    products: [
      { productId: 'p-tee', moq: 100, maxQty: 500, priceBreaks: [{ minQty: 200, unitPrice: 4.5 }] },
      { productId: 'p-cap', moq: 50, maxQty: null },
      { productId: 'p-sock', moq: 1000, maxQty: 5000 },
    ],
  },
  products: [
    {
      productId: 'p-tee',
      name: 'Tee',
      sku: 'SKU-TEE',
      was: terms(5),
      now: terms(4.75),
      changes: ['price'],
      leftOut: null,
    },
    {
      productId: 'p-cap',
      name: 'Cap',
      sku: 'SKU-CAP',
      was: terms(3),
      now: terms(3, 0.35, 0.0025),
      changes: ['measures'],
      leftOut: null,
    },
    {
      productId: 'p-sock',
      name: 'Sock',
      sku: 'SKU-SOCK',
      was: terms(1),
      now: terms(1),
      changes: [],
      leftOut: null,
    },
    {
      productId: 'p-bag',
      name: 'Bag',
      sku: 'SKU-BAG',
      was: terms(8),
      now: terms(8),
      changes: [],
      leftOut: 'inactive',
    },
    { productId: 'p-mug', name: 'p-mug', sku: '', was: terms(6), now: null, changes: [], leftOut: 'gone' },
  ],
});

const textOf = (html: string) => markupText(html).replace(/[\u00a0\u202f]/g, ' ');
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
const button = (html: string, testId: string) =>
  new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

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
  proposal: RunAgainProposal = PROPOSAL,
) => renderMarkup(language, <RunAgainContent proposal={proposal} onClose={() => undefined} />, store);

/** Creates the draft as the dialog's Create draft does: the proposal's round, titled as typed. */
const createDraft = (store: ReturnType<typeof createSupplierStore>, title: string) =>
  store.dispatch(
    roundsApi.endpoints.createRound.initiate(runAgainBody(PROPOSAL, title), {
      fixedCacheKey: runAgainCreateKey(R),
    }),
  );

afterEach(() => jest.restoreAllMocks());

describe('Run again: the proposal', () => {
  it('asks the proposal of the round and writes nothing', async () => {
    const server = serve(json(200, PROPOSAL));
    const store = createSupplierStore();
    const read = store.dispatch(runAgainApi.endpoints.runAgainProposal.initiate(R));
    expect(await read.unwrap()).toEqual(PROPOSAL);
    read.unsubscribe();
    expect(server.requests()).toEqual([
      { url: '/api/supplier/rounds/r1/run-again', method: 'GET', body: undefined },
    ]);
    store.dispatch(supplierApi.util.resetApiState());
  });

  it('shows the title to edit, the moved dates, the terms, each product with its change, and the alert', async () => {
    const html = await content('en', createSupplierStore());
    expect(input(html, 'run-again-title')).toMatch(/value="Spring Tees"/);
    expect(textOf(html)).toContain('Title of the new draft');
    expect(textAt(html, 'run-again-open')).toBe('May 04, 2026, 9:00 AM');
    expect(textAt(html, 'run-again-close')).toBe('May 29, 2026, 6:30 PM');
    expect(textAt(html, 'run-again-shift')).toBe('Dates moved 2 weeks forward');
    expect(textAt(html, 'run-again-terms')).toBe(
      'End action: Extend once +3 days · Last call 24 hours before the close · Freight estimate $1,200.00, shared among buyers by volume',
    );
    expect(textAt(html, 'run-again-changed')).toBe(
      'The catalogue changed since this round: check the products below before creating the draft.',
    );
    expect(textOf(html)).toContain('3 products in the new draft');
    expect(from(html, 'run-again-products')).toMatch(/^Product MOQ Max Qty In the catalogue /);
    expect(rows(html, 'run-again-product-')).toEqual({
      'p-tee': 'Tee SKU-TEE 100 500 Price $5.00 → $4.75',
      'p-cap': 'Cap SKU-CAP 50 — Measures changed: gross 0.3 → 0.35 kg, 0.002 → 0.003 m³',
      'p-sock': 'Sock SKU-SOCK 1000 5000 No change in the catalogue since',
      'p-bag': 'Bag SKU-BAG — — Left out: deactivated',
      'p-mug': 'p-mug — — Left out: no longer in your catalogue',
    });
    expect(textAt(html, 'run-again-create')).toBe('Create draft');
    expect(button(html, 'run-again-create')).not.toMatch(/disabled/);
    expect(html).not.toContain('run-again-problem');
    expect(html).not.toContain('run-again-created');
  });

  it('says when the round had no dates, and shows no alert when nothing changed', async () => {
    const unchanged = runAgainProposalSchema.parse({
      ...PROPOSAL,
      shiftWeeks: 0,
      round: { ...PROPOSAL.round, openAt: null, closeAt: null, freightCost: null, lastCallHours: 1 },
      products: PROPOSAL.products.filter((p) => p.productId === 'p-sock'),
    });
    const html = await content('en', createSupplierStore(), unchanged);
    expect(textAt(html, 'run-again-shift')).toBe(
      'This round had no dates; set them after creating the draft',
    );
    expect(textAt(html, 'run-again-open')).toBe('Not set');
    expect(textAt(html, 'run-again-terms')).toMatch(
      /Last call 1 hour before the close · No freight estimate$/,
    );
    expect(html).not.toContain('run-again-changed');
    expect(rows(html, 'run-again-product-')).toEqual({
      'p-sock': 'Sock SKU-SOCK 1000 5000 No change in the catalogue since',
    });
  });

  it('counts one week in the singular, in en and pt', async () => {
    for (const [language, text] of [
      ['en', 'Dates moved 1 week forward'],
      ['pt', 'Datas avançadas em 1 semana'],
    ] as const) {
      const { t } = await translatorIn(language);
      expect(t('supplier:runAgain.shifted', { count: 1 })).toBe(text);
    }
  });
});

describe('Run again: creating the draft', () => {
  it('posts the proposal’s round with the edited title, says the draft was created, and My Rounds reads again', async () => {
    const draft = springTees({ id: 'r2', title: 'Autumn Tees', status: 'draft', repeatOf: R });
    const server = serve(
      json(200, { items: [springTees()], total: 1 }),
      json(201, draft),
      json(200, { items: [draft, springTees()], total: 2 }),
    );
    const store = createSupplierStore();
    const list = store.dispatch(roundsApi.endpoints.listRounds.initiate({ search: '', status: 'all' }));
    await list;

    const created = await createDraft(store, '  Autumn Tees ').unwrap();
    expect(created).toMatchObject({ id: 'r2', status: 'draft', repeatOf: R });
    await Promise.all(store.dispatch(supplierApi.util.getRunningQueriesThunk()));

    const requests = server.requests();
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/supplier/rounds?status=all'],
      ['POST', '/api/supplier/rounds'],
      ['GET', '/api/supplier/rounds?status=all'],
    ]);
    // Everything the proposal carries, the title as typed (trimmed).
    expect(JSON.parse(String(requests[1]!.body))).toEqual({ ...PROPOSAL.round, title: 'Autumn Tees' });
    expect(JSON.parse(String(requests[1]!.body))).toMatchObject({
      repeatOf: R,
      products: [
        { productId: 'p-tee', moq: 100, maxQty: 500, priceBreaks: [{ minQty: 200, unitPrice: 4.5 }] },
        { productId: 'p-cap', moq: 50, maxQty: null },
        { productId: 'p-sock', moq: 1000, maxQty: 5000 },
      ],
    });

    const html = await content('en', store);
    expect(textAt(html, 'run-again-created')).toBe('Draft Autumn Tees created: submit it when ready');
    expect(input(html, 'run-again-title')).toMatch(/value="Autumn Tees"/);
    // The dialog is closing: a second click would make a second draft.
    expect(button(html, 'run-again-create')).toMatch(/disabled=""/);
    list.unsubscribe();
    store.dispatch(supplierApi.util.resetApiState());
  });

  it('shows a refused draft’s price breaks translated, each at its product and break, in en and pt', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      code: 'request.invalid',
      detail: 'body.products.0.priceBreaks.0: Each break price must be below the price before it',
      errors: [
        {
          path: 'body.products.0.priceBreaks.0',
          code: 'price_break_price_not_falling',
          message: 'Each break price must be below the price before it',
        },
        {
          path: 'body.products.2.priceBreaks',
          code: 'price_break_over_limit',
          message: 'At most 3 price breaks per product',
        },
      ],
      requestId: 'req-1',
    };
    for (const [language, message, fields] of [
      [
        'en',
        'Some fields are not valid.',
        'Tee (SKU-TEE), break 1: Each break price must be below the price before it Sock (SKU-SOCK): At most 3 price breaks per product',
      ],
      [
        'pt',
        'Alguns campos não são válidos.',
        'Tee (SKU-TEE), faixa 1: Cada preço deve ser menor que o preço anterior Sock (SKU-SOCK): No máximo 3 faixas de preço por produto',
      ],
    ] as const) {
      const server = serve(json(400, problem));
      const store = createSupplierStore();
      const result = await createDraft(store, 'Spring Tees');
      expect('error' in result && result.error).toMatchObject({ status: 400, code: 'request.invalid' });
      expect(server.requests()).toHaveLength(1);
      const html = await content(language, store);
      expect(textAt(html, 'run-again-problem')).toBe(`${message} ${fields}`);
      expect(textAt(html, 'run-again-problem-fields')).toBe(fields);
      expect(html).not.toContain('run-again-created');
      jest.restoreAllMocks();
    }
  });

  it('refuses an empty title and a round whose every product was left out', async () => {
    // Not an answer the contract lets through (a round has a title and a product): the dialog's
    // own guard, for a title erased and a catalogue that kept nothing.
    const none: RunAgainProposal = {
      ...PROPOSAL,
      round: { ...PROPOSAL.round, title: ' ', products: [] },
      products: PROPOSAL.products.filter((p) => p.leftOut),
    };
    const html = await content('en', createSupplierStore(), none);
    // The field is marked (its message slides in, in the browser, under it).
    expect(html).toMatch(
      /ant-form-item-has-error[^>]*>(?:(?!ant-form-item-has-error).)*data-testid="run-again-title"/,
    );
    expect(textAt(html, 'run-again-empty')).toBe(
      'Every product of this round was left out: there is nothing to run again.',
    );
    expect(button(html, 'run-again-create')).toMatch(/disabled=""/);
  });
});

describe('Run again in Portuguese', () => {
  it('shows the dates, the products and their changes in pt', async () => {
    const html = await content('pt', createSupplierStore());
    expect(textOf(html)).toContain('Título do novo rascunho');
    expect(textAt(html, 'run-again-open')).toBe('4 de mai. de 2026, 09:00');
    expect(textAt(html, 'run-again-close')).toBe('29 de mai. de 2026, 18:30');
    expect(textAt(html, 'run-again-shift')).toBe('Datas avançadas em 2 semanas');
    expect(textAt(html, 'run-again-terms')).toBe(
      'Ação no encerramento: Prorrogar uma vez +3 dias · Última chamada 24 horas antes do encerramento · Estimativa de frete US$ 1.200,00, dividida entre compradores por volume',
    );
    expect(textAt(html, 'run-again-changed')).toBe(
      'O catálogo mudou desde esta rodada: confira os produtos abaixo antes de criar o rascunho.',
    );
    expect(rows(html, 'run-again-product-')).toEqual({
      'p-tee': 'Tee SKU-TEE 100 500 Preço US$ 5,00 → US$ 4,75',
      'p-cap': 'Cap SKU-CAP 50 — Medidas alteradas: bruto 0,3 → 0,35 kg, 0,002 → 0,003 m³',
      'p-sock': 'Sock SKU-SOCK 1000 5000 Nenhuma mudança no catálogo desde então',
      'p-bag': 'Bag SKU-BAG — — Fora: desativado',
      'p-mug': 'p-mug — — Fora: não está mais no seu catálogo',
    });
    expect(textAt(html, 'run-again-create')).toBe('Criar rascunho');
    const { t } = await translatorIn('pt');
    expect(t('supplier:runAgain.title', { title: 'Spring Tees' })).toBe('Repetir rodada: Spring Tees');
    expect(t('supplier:runAgain.created', { title: 'Autumn Tees' })).toBe(
      'Rascunho Autumn Tees criado: envie-o quando estiver pronto',
    );
  });
});

describe('My Rounds: Run again on every round', () => {
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

  const rounds = [
    springTees({ id: 'draft', status: 'draft', title: 'Summer Tees', repeatOf: 'done' }),
    springTees({ id: 'pending', status: 'pending_approval' }),
    springTees({ id: 'open' }),
    springTees({ id: 'done', status: 'closed', outcome: { met: 1, confirmed: 0, released: 0 } }),
    springTees({ id: 'orphan', status: 'draft', repeatOf: 'not-listed' }),
  ];

  it('shows the action on rows of every status, under View Details, in en and pt', async () => {
    const html = await roundsHtml('en', rounds);
    expect([...html.matchAll(/data-testid="round-run-again-([^"]+)"/g)].map(([, id]) => id)).toEqual([
      'draft',
      'pending',
      'open',
      'done',
      'orphan',
    ]);
    expect(textAt(html, 'round-run-again-open')).toBe('Run again');
    // A row's actions keep to one line: View Details and More; the others (a closed round's
    // Shipments and Short delivery, then Run again) wait below it, hidden until More is pressed.
    expect(html).toMatch(/data-testid="round-more-done"[^>]*>/);
    expect(html).toMatch(/aria-label="More actions for Spring Tees"/);
    expect(html).toMatch(/id="round-more-actions-done" hidden=""/);
    expect(from(html, 'round-shipments-done')).toMatch(/^Shipments Short delivery Run again/);
    const pt = await roundsHtml('pt', rounds);
    expect(textAt(pt, 'round-run-again-done')).toBe('Repetir rodada');
  });

  it('names the round a draft runs again when that round is listed', async () => {
    const html = await roundsHtml('en', rounds);
    expect([...html.matchAll(/data-testid="round-runs-again-([^"]+)"/g)].map(([, id]) => id)).toEqual([
      'draft',
    ]);
    expect(textAt(html, 'round-runs-again-draft')).toBe('Runs again Spring Tees');
    expect(textAt(await roundsHtml('pt', rounds), 'round-runs-again-draft')).toBe('Repete Spring Tees');
  });
});
