/**
 * The end action in the supplier area: the one chosen in Create Round (and the days of "extend
 * once"), and what My Rounds and Round Performance show of it and of a closed round's outcome.
 * Rendered as markup (the specs run in Node, without a DOM), from the real store and texts.
 */
import type { ReactNode } from 'react';
import { Form, Row } from 'antd';
import {
  createRoundBodySchema,
  roundPerformanceSchema,
  type Language,
  type RoundPerformance,
  type SupplierRound,
} from '@marketplace/contracts';
import { roundPerformanceProduct } from '@marketplace/contracts/fixtures';
import { addAreaTexts, translatorIn } from '@marketplace/i18n';
import { supplier as en } from '@marketplace/i18n/locales/en/supplier';
import { supplier as pt } from '@marketplace/i18n/locales/pt/supplier';
import { problemFromResponse } from '@marketplace/web-kit';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundsApi } from '../api/rounds-api';
import { createSupplierStore } from '../store';
import { EndActionFields } from './end-action-fields';
import {
  createRoundBody,
  ROUND_FORM_INITIAL_VALUES,
  roundFormErrors,
  validExtendDays,
  type RoundFormValues,
} from './round-form';
import { springTees } from './round-fixtures';
import { PerformanceContent } from './round-performance-dialog';
import { RoundsPage } from './rounds-page';

addAreaTexts('supplier', { en, pt });

const textOf = markupText;
const render = (language: Language, node: ReactNode, store = createSupplierStore()) =>
  renderMarkup(language, node, store);

function EndActionForm({ values }: { values: Partial<RoundFormValues> }) {
  return (
    <Form<RoundFormValues> layout="vertical" initialValues={{ ...ROUND_FORM_INITIAL_VALUES, ...values }}>
      <Row>
        <EndActionFields />
      </Row>
    </Form>
  );
}

/** The value of each end action's radio, and whether it is the checked one. */
const radios = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => ({
    value: /value="([^"]*)"/.exec(input)?.[1],
    checked: / checked=""/.test(input),
  }));

const FORM: RoundFormValues = {
  title: 'Spring Tees',
  currency: 'USD',
  openAt: '2026-03-01T10:00',
  closeAt: '2026-03-31T18:00',
  endAction: 'confirm_met',
  freightBasis: 'gross_weight',
};
const PRODUCTS = [{ productId: 'p1', moq: 100, maxQty: null }];

describe('Create Round: the end action', () => {
  it('offers the three end actions with what each does, the first one chosen, in en and pt', async () => {
    const english = await render('en', <EndActionForm values={{}} />);
    expect(radios(english)).toEqual([
      { value: 'confirm_met', checked: true },
      { value: 'confirm_all', checked: false },
      { value: 'extend_once', checked: false },
    ]);
    const text = textOf(english);
    expect(text).toContain(
      'Confirm what met its MOQ At the closing date, products that reached their MOQ are confirmed; the others are released and their units leave every order and cart.',
    );
    expect(text).toContain(
      'Confirm everything At the closing date, every product is confirmed, whether or not it reached its MOQ.',
    );
    expect(text).toContain('Extend once If a product is below its MOQ at the closing date');
    // The days are asked for only with "extend once".
    expect(text).not.toContain('Extend by (days)');
    expect(english).not.toContain('round-extend-days');

    const portuguese = textOf(await render('pt', <EndActionForm values={{}} />));
    expect(portuguese).toContain('Ação no Encerramento');
    expect(portuguese).toContain('Confirmar o que atingiu o MOQ Na data de encerramento');
    expect(portuguese).toContain('Confirmar tudo');
    expect(portuguese).toContain('Prorrogar uma vez Se algum produto estiver abaixo do MOQ');
  });

  it('asks for the days, 1 to 14, once extend once is chosen', async () => {
    const html = await render('en', <EndActionForm values={{ endAction: 'extend_once' }} />);
    expect(radios(html).find((r) => r.checked)?.value).toBe('extend_once');
    expect(textOf(html)).toContain('Extend by (days)');
    const input = /<input[^>]*data-testid="round-extend-days"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toMatch(/aria-valuemin="1"/);
    expect(input).toMatch(/aria-valuemax="14"/);
    expect(textOf(await render('pt', <EndActionForm values={{ endAction: 'extend_once' }} />))).toContain(
      'Prorrogar por (dias)',
    );
  });

  it('sends the end action, and the days only with extend once', () => {
    const byDefault = createRoundBody(FORM, PRODUCTS);
    expect(byDefault).toMatchObject({ endAction: 'confirm_met', extendDays: null });
    expect(createRoundBodySchema.safeParse(byDefault).success).toBe(true);

    const extend = createRoundBody({ ...FORM, endAction: 'extend_once', extendDays: 5 }, PRODUCTS);
    expect(extend).toMatchObject({ endAction: 'extend_once', extendDays: 5 });
    expect(createRoundBodySchema.parse(extend)).toMatchObject({ endAction: 'extend_once', extendDays: 5 });

    // Days typed before switching to another action are not sent with it.
    expect(createRoundBody({ ...FORM, endAction: 'confirm_all', extendDays: 5 }, PRODUCTS)).toMatchObject({
      endAction: 'confirm_all',
      extendDays: null,
    });
  });

  it('asks when the last call goes out, 24 h before the close unless changed, in en and pt', async () => {
    const html = await render('en', <EndActionForm values={{ lastCallHours: 24 }} />);
    expect(textOf(html)).toContain('Last call (hours before the close)');
    const input = /<input[^>]*data-testid="round-last-call-hours"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toMatch(/value="24"/);
    expect(input).toMatch(/aria-valuemin="1"/);
    expect(input).toMatch(/aria-valuemax="336"/);
    expect(textOf(await render('pt', <EndActionForm values={{}} />))).toContain(
      'Última chamada (horas antes do encerramento)',
    );
    expect(createRoundBody(FORM, PRODUCTS).lastCallHours).toBe(24);
    const chosen = createRoundBody({ ...FORM, lastCallHours: 6 }, PRODUCTS);
    expect(createRoundBodySchema.parse(chosen)).toMatchObject({ lastCallHours: 6 });
  });

  it('requires whole days from 1 to 14 for extend once, as the service does', () => {
    for (const days of [1, 7, 14]) expect(validExtendDays(days)).toBe(true);
    for (const days of [undefined, null, 0, 15, 2.5, '3']) expect(validExtendDays(days)).toBe(false);
    // Without days, the body is one the service refuses with its field code.
    const missing = createRoundBody({ ...FORM, endAction: 'extend_once' }, PRODUCTS);
    expect(missing.extendDays).toBeNull();
    const refused = createRoundBodySchema.safeParse(missing);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['extendDays'],
      params: { code: 'round_extend_days_required' },
    });
  });

  it('shows a refused field under that field in the user’s language, a products error above the list', async () => {
    const problem = problemFromResponse(400, {
      code: 'request.invalid',
      title: 'Bad Request',
      errors: [
        { path: 'body.extendDays', code: 'round_extend_days_required', message: 'Choose how many days' },
        { path: 'body.products', code: 'round_duplicate_product', message: 'A product is listed twice' },
      ],
    });
    const english = roundFormErrors(problem, (await translatorIn('en')).t);
    expect(english.fields).toEqual([
      { name: 'extendDays', errors: ['Choose how many days to extend by (1–14)'] },
    ]);
    expect(english.products).toBeTruthy();
    const portuguese = roundFormErrors(problem, (await translatorIn('pt')).t);
    expect(portuguese.fields).toEqual([
      { name: 'extendDays', errors: ['Escolha por quantos dias prorrogar (1–14)'] },
    ]);
    expect(portuguese.products).not.toBe(english.products);
  });
});

const round = springTees;

async function roundsTable(language: Language, rounds: SupplierRound[]) {
  const store = createSupplierStore();
  await store.dispatch(
    roundsApi.util.upsertQueryData(
      'listRounds',
      { search: '', status: 'all' },
      { items: rounds, total: rounds.length },
    ),
  );
  const html = await render(language, <RoundsPage />, store);
  // Drops the cache entry's removal timer, which would outlive the spec.
  store.dispatch(roundsApi.util.resetApiState());
  const rows = [...html.matchAll(/<tr[^>]*data-row-key="([^"]+)"[^>]*>(.*?)<\/tr>/g)];
  return Object.fromEntries(rows.map(([, id, row]) => [id, textOf(row!)]));
}

describe('My Rounds: end action and outcome', () => {
  const rounds = [
    round({ id: 'open', endAction: 'confirm_all' }),
    round({ id: 'waiting', endAction: 'extend_once', extendDays: 3 }),
    round({ id: 'moved', endAction: 'extend_once', extendDays: 1, extended: true }),
    round({
      id: 'closed',
      status: 'closed',
      endAction: 'confirm_met',
      outcome: { met: 2, confirmed: 0, released: 1 },
    }),
  ];

  it('shows each round’s end action, the extension, and a closed round’s outcome, in en', async () => {
    const rows = await roundsTable('en', rounds);
    expect(rows.open).toContain('Confirm all');
    expect(rows.waiting).toContain('Extend once +3 days');
    expect(rows.waiting).not.toContain('Deadline extended once');
    expect(rows.moved).toContain('Extend once +1 day Deadline extended once');
    expect(rows.closed).toContain('Closed 2 met MOQ 1 released');
    expect(rows.closed).toContain('Confirm met MOQ');
    expect(rows.closed).not.toContain('confirmed');
    expect(rows.open).not.toMatch(/met MOQ|released/);
  });

  it('in pt, with the plural of each count', async () => {
    const rows = await roundsTable('pt', [
      ...rounds,
      round({
        id: 'all',
        status: 'closed',
        endAction: 'confirm_all',
        outcome: { met: 1, confirmed: 2, released: 0 },
      }),
    ]);
    expect(rows.open).toContain('Confirmar tudo');
    expect(rows.waiting).toContain('Prorrogar uma vez +3 dias');
    expect(rows.moved).toContain('Prorrogar uma vez +1 dia Prazo prorrogado uma vez');
    expect(rows.closed).toContain('Encerrada 2 atingiram o MOQ 1 liberado');
    expect(rows.all).toContain('Encerrada 1 atingiu o MOQ 2 confirmados');
  });
});

const performance = (over: { round: Partial<SupplierRound>; closed: boolean }): RoundPerformance =>
  roundPerformanceSchema.parse({
    round: round(over.round),
    productsMeetingMoq: 1,
    revenue: 100,
    potentialRevenue: 300,
    products: [
      ['Tee', 120, 100, 'met'],
      ['Cap', 30, 100, 'released'],
      ['Sock', 40, 100, 'confirmed'],
    ].map(([name, committed, moq, outcome], index) => ({
      ...roundPerformanceProduct(index, {}),
      name,
      moq,
      committed,
      progress: Math.min(100, (Number(committed) / Number(moq)) * 100),
      moqMet: Number(committed) >= Number(moq),
      outcome: over.closed ? outcome : null,
    })),
  });

/** Each product card's text, by product name (its first word). */
const productCards = (html: string) =>
  Object.fromEntries(
    markupParts(html, 'performance-product').map((card) => {
      const text = textOf(card);
      return [text.split(' ')[0], text];
    }),
  );

describe('Round Performance: end action and outcomes', () => {
  it('before the close: the end action with what it does, MOQ Met, no outcome', async () => {
    const html = await render(
      'en',
      <PerformanceContent
        data={performance({ round: { endAction: 'extend_once', extendDays: 2 }, closed: false })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('End action: Extend once (+2 days)');
    expect(text).toContain('If a product is below its MOQ at the closing date');
    expect(text).toContain('Committed Units');
    expect(text).not.toContain('Committed at Close');
    const cards = productCards(html);
    expect(cards.Tee).toContain('MOQ Met');
    expect(cards.Tee).not.toContain('at close');
    expect(cards.Cap).not.toMatch(/Released|Confirmed/);
  });

  it('once closed: each product’s outcome and the units committed at close, in en and pt', async () => {
    const data = performance({
      round: { status: 'closed', endAction: 'confirm_met', outcome: { met: 1, confirmed: 1, released: 1 } },
      closed: true,
    });
    const english = await render('en', <PerformanceContent data={data} />);
    expect(textOf(english)).toContain('Committed at Close');
    expect(textOf(english)).toContain('End action: Confirm what met its MOQ');
    const en = productCards(english);
    expect(en.Tee).toContain('Met MOQ');
    expect(en.Tee).toContain('120 / 100 pieces at close');
    expect(en.Cap).toContain('Released: MOQ not reached');
    expect(en.Cap).toContain('30 / 100 pieces at close');
    // Closed short, explained: by how much, and what would have met it.
    expect(en.Cap).toContain('Missed by 70 units: 70 more in orders would have met it');
    expect(en.Tee).not.toContain('Missed by');
    expect(en.Sock).toContain('Confirmed');
    expect(en.Sock).not.toContain('Missed by');

    const portuguese = await render('pt', <PerformanceContent data={data} />);
    expect(textOf(portuguese)).toContain('Comprometido no Encerramento');
    const ptCards = productCards(portuguese);
    expect(ptCards.Tee).toContain('Atingiu o MOQ');
    expect(ptCards.Cap).toContain('Liberado: MOQ não atingido');
    expect(ptCards.Cap).toContain('no encerramento');
    expect(ptCards.Cap).toContain('Faltaram 70 unidades: mais 70 em pedidos o teriam atingido');
    expect(ptCards.Sock).toContain('Confirmado');
  });
});

describe('My Rounds: container fill', () => {
  it('shows a round’s container fill under its title, and names the products left out', async () => {
    const fill = {
      volumeM3: 50,
      grossWeightKg: 2000,
      withoutVolume: 3,
      withoutWeight: 0,
      plan: {
        containers: [{ kind: '40ft' as const, count: 1 }],
        volumePercent: 74,
        weightPercent: 7,
        limitedBy: 'volume' as const,
      },
    };
    const english = await roundsTable('en', [round({ id: 'full', fill }), round({ id: 'none' })]);
    expect(english.full).toContain(
      'Spring Tees No description 1 × 40 ft, 74 % by volume 3 products have no volume',
    );
    expect(english.none).not.toContain('by volume');
    const portuguese = await roundsTable('pt', [round({ id: 'full', fill })]);
    expect(portuguese.full).toContain('1 × 40 pés, 74 % do volume 3 produtos sem volume');
  });
});

describe('Round Performance: price breaks', () => {
  it('shows the group price now at the committed units, and the breaks', async () => {
    const data = performance({ round: {}, closed: false });
    data.products[0] = {
      ...data.products[0]!,
      unitPrice: 12,
      committed: 120,
      priceBreaks: [
        { minQty: 100, unitPrice: 10 },
        { minQty: 250, unitPrice: 9.5 },
      ],
    };
    const cards = productCards(await render('en', <PerformanceContent data={data} />));
    expect(cards.Tee).toContain('Group price now $10.00 · breaks 100+ $10.00 · 250+ $9.50');
    expect(cards.Cap).not.toContain('Group price');
  });

  it('shows the freight estimate buyers share, and by what', async () => {
    const data = performance({ round: {}, closed: false });
    data.round = {
      ...data.round,
      freightCost: 3200,
      freightBasis: 'volume',
      fill: { volumeM3: 1, grossWeightKg: 10, withoutVolume: 0, withoutWeight: 0, plan: null },
    };
    expect(textOf(await render('en', <PerformanceContent data={data} />))).toContain(
      'Freight estimate $3,200.00, shared among buyers by volume',
    );
    expect(textOf(await render('pt', <PerformanceContent data={data} />))).toContain(
      'dividida entre compradores por volume',
    );
  });
});
