/**
 * Series in the supplier area: My Rounds offers Schedule on a round with a deadline in no series
 * yet, and Series on a round that is an edition of one; the Schedule dialog previews the rhythm and
 * the next edition's dates from the round's deadline and posts the schedule; the series view shows
 * the status, the rhythm, the next edition, Pause / Resume / End as the status allows, each
 * edition and the units and buyers per edition. Rendered as markup (Node, no DOM), from the real
 * store and texts, in en and pt; the API through a stand-in `fetch`.
 */
import { seriesSchema, type Language, type Series, type SupplierRound } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundsApi } from '../api/rounds-api';
import { supplierApi } from '../api/supplier-api';
import { springTees } from '../rounds/round-fixtures';
import { RoundsPage } from '../rounds/rounds-page';
import { createSupplierStore } from '../store';
import {
  ScheduleContent,
  scheduleBody,
  SCHEDULE_DEFAULTS,
  type ScheduledRound,
  type ScheduleFields,
} from './schedule-dialog';
import { scheduleCreateKey, seriesApi, seriesMoveKey, type SeriesMove } from './series-api';
import { SeriesContent } from './series-dialog';
import { SeriesListContent } from './series-list-dialog';
import { addPeriod, nextEditionDates, seriesProblemMessage } from './series-rules';
import '../area-texts';

// Local instants: the viewer's clock reads them as written, in any zone the tests run in.
const at = (month: number, day: number, hour = 18, minute = 30) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();
const R = 'r1';
const S = 's1';
/** The schedule's "now": the first of May 2026, before Spring Tees' deadline. */
const NOW = new Date(2026, 4, 1, 8, 0).getTime();
const ROUND: ScheduledRound = { id: R, title: 'Spring Tees', closeAt: at(5, 29) };

const edition = (roundId: string, number: number, over: Partial<Series['editions'][number]>) => ({
  roundId,
  number,
  title: 'Spring Tees',
  status: 'closed' as const,
  openAt: null,
  closeAt: null,
  outcome: null,
  units: 0,
  buyers: 0,
  ...over,
});

/**
 * Spring Tees every 2 weeks, opening 7 days before the deadline: two editions closed (480 and 600
 * units), the third open, the fourth made as a draft on June 16.
 */
const SERIES: Series = seriesSchema.parse({
  id: S,
  title: 'Spring Tees',
  status: 'active',
  every: { count: 2, unit: 'week' },
  openDaysBefore: 7,
  autoSubmit: false,
  next: { openAt: at(6, 19), closeAt: at(6, 26), createdAt: at(6, 16) },
  editions: [
    edition(R, 1, {
      openAt: at(5, 8),
      closeAt: at(5, 15),
      outcome: { met: 2, confirmed: 0, released: 1 },
      units: 480,
      buyers: 12,
    }),
    edition('r2', 2, {
      openAt: at(5, 22),
      closeAt: at(5, 29),
      outcome: { met: 3, confirmed: 0, released: 0 },
      units: 600,
      buyers: 15,
    }),
    edition('r3', 3, { status: 'approved', openAt: at(6, 5), closeAt: at(6, 12), units: 120, buyers: 1 }),
  ],
  createdAt: at(5, 1, 9, 0),
});
const PAUSED: Series = { ...SERIES, status: 'paused' };
const ENDED: Series = { ...SERIES, status: 'ended', next: null };

const problemOf = (status: number, code: string, detail: string, params?: Record<string, string>) => ({
  type: 'about:blank',
  title: 'Refused',
  status,
  code,
  detail,
  ...(params ? { params } : {}),
  requestId: 'req-1',
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
/** The test ids that start with `prefix`, by the rest of the id, in order. */
const ids = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`data-testid="${prefix}([^"]+)"`, 'g'))].map(([, id]) => id);

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

type Store = ReturnType<typeof createSupplierStore>;
/** The store's state, for an endpoint's selector (the area store does not know each feature's tags). */
const apiState = (store: Store) => store.getState() as never;

const schedule = (
  language: Language,
  store: Store,
  round: ScheduledRound = ROUND,
  initial: ScheduleFields = SCHEDULE_DEFAULTS,
) =>
  renderMarkup(
    language,
    <ScheduleContent
      round={round}
      initial={initial}
      onClose={() => undefined}
      onScheduled={() => undefined}
    />,
    store,
  );
const view = (language: Language, series: Series, store: Store = createSupplierStore()) =>
  renderMarkup(language, <SeriesContent series={series} />, store);

/** Schedules the round as the dialog's Schedule does, its answer kept for the dialog. */
const createSchedule = (store: Store, fields: ScheduleFields = SCHEDULE_DEFAULTS) =>
  store.dispatch(
    seriesApi.endpoints.createSeries.initiate(scheduleBody(R, fields)!, {
      fixedCacheKey: scheduleCreateKey(R),
    }),
  );
/** Moves the series as the view's buttons do, the answer kept for the view. */
const moveSeries = (store: Store, move: SeriesMove) =>
  store.dispatch(
    seriesApi.endpoints.moveSeries.initiate({ id: S, move }, { fixedCacheKey: seriesMoveKey(S) }),
  );

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('Series: the next edition’s dates', () => {
  it('adds weeks, or calendar months keeping the day (the last day of a shorter month)', () => {
    const utc = (iso: string) => new Date(iso);
    expect(addPeriod(utc('2026-03-02T17:00:00.000Z'), { count: 2, unit: 'week' })).toEqual(
      utc('2026-03-16T17:00:00.000Z'),
    );
    expect(addPeriod(utc('2026-01-31T17:00:00.000Z'), { count: 1, unit: 'month' })).toEqual(
      utc('2026-02-28T17:00:00.000Z'),
    );
    expect(addPeriod(utc('2026-11-15T09:30:00.000Z'), { count: 3, unit: 'month' })).toEqual(
      utc('2027-02-15T09:30:00.000Z'),
    );
  });

  it('opens days before the deadline, is made three days before it opens, and skips periods past', () => {
    const next = nextEditionDates(
      new Date('2026-03-20T17:00:00.000Z'),
      { count: 1, unit: 'month' },
      10,
      new Date('2026-03-21T00:00:00.000Z').getTime(),
    );
    expect(next).toEqual({
      closeAt: new Date('2026-04-20T17:00:00.000Z'),
      openAt: new Date('2026-04-10T17:00:00.000Z'),
      createdAt: new Date('2026-04-07T17:00:00.000Z'),
    });
    const late = nextEditionDates(
      new Date('2026-01-05T17:00:00.000Z'),
      { count: 1, unit: 'week' },
      5,
      new Date('2026-03-04T12:00:00.000Z').getTime(),
    );
    expect(late.closeAt).toEqual(new Date('2026-03-09T17:00:00.000Z'));
  });
});

describe('Schedule', () => {
  it('shows the fields with their defaults and previews the rhythm from the round’s deadline', async () => {
    const html = await schedule('en', createSupplierStore());
    expect(textOf(html)).toContain('This round becomes the first edition.');
    expect(textOf(html)).toContain('Repeat every');
    expect(input(html, 'schedule-every-count')).toMatch(/value="1"/);
    expect(textAt(html, 'schedule-every-unit')).toBe('week');
    expect(textOf(html)).toContain('Opens this many days before its deadline');
    expect(input(html, 'schedule-open-days')).toMatch(/value="7"/);
    expect(input(html, 'schedule-auto-submit')).toMatch(/type="checkbox"/);
    expect(input(html, 'schedule-auto-submit')).not.toMatch(/checked/);
    expect(textOf(html)).toContain('Submit each edition for review automatically');
    expect(textAt(html, 'schedule-rhythm')).toBe('Every week, opening 7 days before the deadline');
    // A week after May 29, opening 7 days before it, made 3 days before that.
    expect(textAt(html, 'schedule-preview')).toBe(
      'Next edition: deadline Jun 05, 2026, opening May 29, 2026; made as a draft 3 days before it opens',
    );
    expect(textAt(html, 'schedule-submit')).toBe('Schedule');
    expect(button(html, 'schedule-submit')).not.toMatch(/disabled/);
    expect(html).not.toContain('schedule-problem');
  });

  it('builds the body from the fields, and none while a field is empty or out of range', () => {
    expect(scheduleBody(R, { count: 2, unit: 'month', openDaysBefore: 10, autoSubmit: true })).toEqual({
      roundId: R,
      every: { count: 2, unit: 'month' },
      openDaysBefore: 10,
      autoSubmit: true,
    });
    expect(scheduleBody(R, { ...SCHEDULE_DEFAULTS, count: null })).toBeNull();
    expect(scheduleBody(R, { ...SCHEDULE_DEFAULTS, count: 53 })).toBeNull();
    expect(scheduleBody(R, { ...SCHEDULE_DEFAULTS, openDaysBefore: 0 })).toBeNull();
    expect(scheduleBody(R, { ...SCHEDULE_DEFAULTS, openDaysBefore: 91 })).toBeNull();
  });

  it('posts the schedule, keeps the new series for its view, and My Rounds reads again', async () => {
    const edited = springTees({ id: R, closeAt: at(5, 29), seriesId: S });
    const server = serve(
      json(200, { items: [springTees({ id: R, closeAt: at(5, 29) })], total: 1 }),
      json(201, SERIES),
      json(200, { items: [edited], total: 1 }),
    );
    const store = createSupplierStore();
    const list = store.dispatch(roundsApi.endpoints.listRounds.initiate({ search: '', status: 'all' }));
    await list;

    const fields: ScheduleFields = { count: 2, unit: 'week', openDaysBefore: 7, autoSubmit: true };
    expect(await createSchedule(store, fields).unwrap()).toEqual(SERIES);
    await Promise.all(store.dispatch(supplierApi.util.getRunningQueriesThunk()));

    const requests = server.requests();
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/supplier/rounds?status=all'],
      ['POST', '/api/supplier/series'],
      ['GET', '/api/supplier/rounds?status=all'],
    ]);
    expect(JSON.parse(String(requests[1]!.body))).toEqual({
      roundId: R,
      every: { count: 2, unit: 'week' },
      openDaysBefore: 7,
      autoSubmit: true,
    });
    // The series view opens on the answer, without asking for it again.
    expect(seriesApi.endpoints.series.select(S)(apiState(store)).data).toEqual(SERIES);
    expect(
      roundsApi.endpoints.listRounds.select({ search: '', status: 'all' })(apiState(store)).data,
    ).toEqual({ items: [edited], total: 1 });
    list.unsubscribe();
    store.dispatch(supplierApi.util.resetApiState());
  });

  it('says so when the round has no deadline, in the area’s words, with the fields as sent (en and pt)', async () => {
    const monthly: ScheduleFields = { count: 1, unit: 'month', openDaysBefore: 10, autoSubmit: true };
    for (const [language, message, preview, rhythm] of [
      [
        'en',
        'Give the round a deadline first: the series counts from it.',
        'Next edition: deadline Jun 29, 2026, opening Jun 19, 2026; made and submitted for review 3 days before it opens',
        'Every month, opening 10 days before the deadline',
      ],
      [
        'pt',
        'Defina primeiro um prazo para a rodada: a série conta a partir dele.',
        'Próxima edição: prazo 29 de jun. de 2026, abertura 19 de jun. de 2026; criada e enviada para revisão 3 dias antes de abrir',
        'Todo mês, abrindo 10 dias antes do prazo',
      ],
    ] as const) {
      const server = serve(
        json(
          422,
          problemOf(422, 'series.no_deadline', 'Give the round a deadline first: the series counts from it'),
        ),
      );
      const store = createSupplierStore();
      const result = await createSchedule(store, monthly);
      expect('error' in result && result.error).toMatchObject({ status: 422, code: 'series.no_deadline' });
      expect(server.requests()).toHaveLength(1);
      const html = await schedule(language, store, ROUND, monthly);
      expect(textAt(html, 'schedule-problem')).toBe(message);
      expect(input(html, 'schedule-every-count')).toMatch(/value="1"/);
      expect(input(html, 'schedule-open-days')).toMatch(/value="10"/);
      expect(input(html, 'schedule-auto-submit')).toMatch(/checked/);
      expect(textAt(html, 'schedule-rhythm')).toBe(rhythm);
      expect(textAt(html, 'schedule-preview')).toBe(preview);
      jest.restoreAllMocks();
      jest.spyOn(Date, 'now').mockReturnValue(NOW);
    }
  });

  it('tells the other refusals as the kit does, and a series refusal in the area’s words', async () => {
    for (const [language, texts] of [
      [
        'en',
        [
          'Some fields are not valid. every.count: Too long or too large.',
          'This round does not exist.',
          'This round is already an edition of a series.',
          'Not possible: this series is ended now.',
          'This series no longer exists.',
        ],
      ],
      [
        'pt',
        [
          'Alguns campos não são válidos. every.count: Muito longo ou muito grande.',
          'Esta rodada não existe.',
          'Esta rodada já é uma edição de uma série.',
          'Não é possível: esta série está encerrada agora.',
          'Esta série não existe mais.',
        ],
      ],
    ] as const) {
      const { t } = await translatorIn(language);
      expect([
        seriesProblemMessage(
          {
            ...problemOf(400, 'request.invalid', 'every.count: Too big'),
            errors: [{ path: 'body.every.count', code: 'too_big', message: 'Too big' }],
          },
          t,
        ),
        seriesProblemMessage(problemOf(404, 'supplier.round_not_found', 'Round not found'), t),
        seriesProblemMessage(problemOf(409, 'series.round_in_series', 'Already in a series'), t),
        seriesProblemMessage(
          problemOf(409, 'series.invalid_transition', 'A series that is ended cannot pause', {
            status: 'ended',
          }),
          t,
        ),
        seriesProblemMessage(problemOf(404, 'series.not_found', 'Series not found'), t),
      ]).toEqual(texts);
    }
  });

  it('disables Schedule while a field is out of range, and says the round repeats once scheduled', async () => {
    const { t: en } = await translatorIn('en');
    expect(en('supplier:series.repeats.week', { title: 'Spring Tees', count: 2 })).toBe(
      'Spring Tees repeats every 2 weeks',
    );
    expect(en('supplier:series.repeats.month', { title: 'Spring Tees', count: 1 })).toBe(
      'Spring Tees repeats every month',
    );
    const { t: pt } = await translatorIn('pt');
    expect(pt('supplier:series.repeats.week', { title: 'Spring Tees', count: 2 })).toBe(
      'Spring Tees se repete a cada 2 semanas',
    );
    // A round without a deadline cannot be scheduled: the dialog says why before anything is sent.
    const html = await schedule('en', createSupplierStore(), { ...ROUND, closeAt: null });
    expect(textAt(html, 'schedule-preview')).toBe(
      'Give the round a deadline first: the series counts from it.',
    );
    expect(button(html, 'schedule-submit')).toMatch(/disabled=""/);
  });

  it('reads in Portuguese', async () => {
    const html = await schedule('pt', createSupplierStore());
    expect(textOf(html)).toContain('Repetir a cada');
    expect(textAt(html, 'schedule-every-unit')).toBe('semana');
    expect(textOf(html)).toContain('Abre quantos dias antes do prazo');
    expect(textOf(html)).toContain('Enviar cada edição para revisão automaticamente');
    expect(textAt(html, 'schedule-rhythm')).toBe('Toda semana, abrindo 7 dias antes do prazo');
    expect(textAt(html, 'schedule-preview')).toBe(
      'Próxima edição: prazo 5 de jun. de 2026, abertura 29 de mai. de 2026; criada como rascunho 3 dias antes de abrir',
    );
    expect(textAt(html, 'schedule-submit')).toBe('Agendar');
  });
});

describe('The series view', () => {
  it('shows the status, the rhythm, auto-submit, the next edition, each edition and the trend', async () => {
    const html = await view('en', SERIES);
    expect(textAt(html, 'series-status')).toBe('Active');
    expect(textAt(html, 'series-rhythm')).toBe('Every 2 weeks, opening 7 days before the deadline');
    expect(textAt(html, 'series-auto-submit')).toBe('Each edition submitted for review automatically: No');
    expect(textAt(html, 'series-next-dates')).toBe(
      'Opens Jun 19, 2026, 6:30 PM · Deadline Jun 26, 2026, 6:30 PM',
    );
    expect(textAt(html, 'series-next-made')).toBe('Made as a draft on Jun 16, 2026, 6:30 PM');
    expect(html).not.toContain('series-next-none');
    expect(textOf(html)).toContain('3 editions');
    expect(from(html, 'series-editions')).toMatch(/^# Edition Status Opening Deadline Outcome Units Buyers /);
    expect(rows(html, 'series-edition-')).toEqual({
      r1: '1 Spring Tees Closed May 08, 2026 May 15, 2026 2 met MOQ 1 released 480 12',
      r2: '2 Spring Tees Closed May 22, 2026 May 29, 2026 3 met MOQ 600 15',
      r3: '3 Spring Tees Approved Jun 05, 2026 Jun 12, 2026 — 120 1',
    });
    // Bars as shares of the largest figure, each edition read as its figures.
    expect(textAt(html, 'series-trend')).toMatch(/^Units and buyers per edition Units Buyers /);
    expect([...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map(([, label]) => label)).toEqual([
      'Edition 1: 480 units, 12 buyers',
      'Edition 2: 600 units, 15 buyers',
      'Edition 3: 120 units, 1 buyer',
    ]);
    const widths = (id: string) =>
      [...markupParts(html, `series-trend-${id}`)[0]!.matchAll(/width:([\d.]+%)/g)]
        .map(([, w]) => w)
        .slice(0, 2);
    expect(widths('r1')).toEqual(['80%', '80%']);
    expect(widths('r2')).toEqual(['100%', '100%']);
    expect(widths('r3')).toEqual(['20%', `${(1 / 15) * 100}%`]);
  });

  it('offers Pause and End while active, Resume and End while paused, nothing once ended', async () => {
    const active = await view('en', SERIES);
    expect([button(active, 'series-pause'), button(active, 'series-end')].every(Boolean)).toBe(true);
    expect(active).not.toContain('series-resume');
    expect(textAt(active, 'series-pause')).toBe('Pause');
    expect(textAt(active, 'series-end')).toBe('End series');

    const paused = await view('en', PAUSED);
    expect(textAt(paused, 'series-status')).toBe('Paused');
    expect(textAt(paused, 'series-resume')).toBe('Resume');
    expect(button(paused, 'series-end')).not.toBe('');
    expect(paused).not.toContain('series-pause');
    expect(textAt(paused, 'series-next-paused')).toBe(
      'Paused: no edition is made until you resume the series.',
    );

    const ended = await view('en', ENDED);
    expect(textAt(ended, 'series-status')).toBe('Ended');
    expect(ended).not.toMatch(/series-(pause|resume|end)"/);
    expect(ended).not.toContain('series-actions');
    expect(textAt(ended, 'series-next-none')).toBe('No next edition: the series has ended');
  });

  it('posts a move without a body, and the view reads the series again', async () => {
    const server = serve(json(200, SERIES), json(200, PAUSED), json(200, PAUSED));
    const store = createSupplierStore();
    const read = store.dispatch(seriesApi.endpoints.series.initiate(S));
    await read;
    expect(await moveSeries(store, 'pause').unwrap()).toEqual(PAUSED);
    await Promise.all(store.dispatch(supplierApi.util.getRunningQueriesThunk()));
    expect(server.requests()).toEqual([
      { url: '/api/supplier/series/s1', method: 'GET', body: undefined },
      { url: '/api/supplier/series/s1/pause', method: 'POST', body: undefined },
      { url: '/api/supplier/series/s1', method: 'GET', body: undefined },
    ]);
    expect(seriesApi.endpoints.series.select(S)(apiState(store)).data?.status).toBe('paused');
    read.unsubscribe();
    store.dispatch(supplierApi.util.resetApiState());
  });

  it('shows a refused move in the area’s words, in en and pt', async () => {
    for (const [language, text] of [
      ['en', 'Not possible: this series is ended now.'],
      ['pt', 'Não é possível: esta série está encerrada agora.'],
    ] as const) {
      serve(
        json(
          409,
          problemOf(409, 'series.invalid_transition', 'A series that is ended cannot end', {
            status: 'ended',
          }),
        ),
      );
      const store = createSupplierStore();
      const result = await moveSeries(store, 'end');
      expect('error' in result && result.error).toMatchObject({
        status: 409,
        code: 'series.invalid_transition',
      });
      expect(textAt(await view(language, SERIES, store), 'series-problem')).toBe(text);
      jest.restoreAllMocks();
      jest.spyOn(Date, 'now').mockReturnValue(NOW);
    }
  });

  it('reads in Portuguese', async () => {
    const html = await view('pt', { ...SERIES, autoSubmit: true, every: { count: 1, unit: 'month' } });
    expect(textAt(html, 'series-status')).toBe('Ativa');
    expect(textAt(html, 'series-rhythm')).toBe('Todo mês, abrindo 7 dias antes do prazo');
    expect(textAt(html, 'series-auto-submit')).toBe('Cada edição enviada para revisão automaticamente: Sim');
    expect(textAt(html, 'series-next-dates')).toBe(
      'Abre 19 de jun. de 2026, 18:30 · Prazo 26 de jun. de 2026, 18:30',
    );
    expect(textAt(html, 'series-next-made')).toBe(
      'Criada e enviada para revisão em 16 de jun. de 2026, 18:30',
    );
    expect(textAt(html, 'series-pause')).toBe('Pausar');
    expect(textAt(html, 'series-end')).toBe('Encerrar série');
    expect(textOf(html)).toContain('3 edições');
    expect(rows(html, 'series-edition-')).toEqual({
      r1: '1 Spring Tees Encerrada 8 de mai. de 2026 15 de mai. de 2026 2 atingiram o MOQ 1 liberado 480 12',
      r2: '2 Spring Tees Encerrada 22 de mai. de 2026 29 de mai. de 2026 3 atingiram o MOQ 600 15',
      r3: '3 Spring Tees Aprovada 5 de jun. de 2026 12 de jun. de 2026 — 120 1',
    });
    expect([...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map(([, label]) => label)).toEqual([
      'Edição 1: 480 unidades, 12 compradores',
      'Edição 2: 600 unidades, 15 compradores',
      'Edição 3: 120 unidades, 1 comprador',
    ]);
    const ended = await view('pt', ENDED);
    expect(textAt(ended, 'series-status')).toBe('Encerrada');
    expect(textAt(ended, 'series-next-none')).toBe('Sem próxima edição: a série foi encerrada');
    const { t } = await translatorIn('pt');
    expect(t('supplier:series.endConfirm.title')).toBe('Encerrar esta série?');
  });
});

describe('My Series', () => {
  it('lists each series with its rhythm, status, next deadline and editions', async () => {
    const html = await renderMarkup(
      'en',
      <SeriesListContent series={[SERIES, { ...ENDED, id: 's2', title: 'Caps' }]} onView={() => undefined} />,
    );
    expect(rows(html, 'series-row-')).toEqual({
      s1: 'Spring Tees Every 2 weeks, opening 7 days before the deadline Active Jun 26, 2026 3 View',
      s2: 'Caps Every 2 weeks, opening 7 days before the deadline Ended — 3 View',
    });
  });
});

describe('My Rounds: Schedule and Series', () => {
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
    springTees({ id: 'undated', status: 'draft', openAt: null, closeAt: null }),
    springTees({ id: 'open' }),
    springTees({ id: 'edition', seriesId: S }),
    springTees({ id: 'done', status: 'closed', outcome: { met: 1, confirmed: 0, released: 0 } }),
    springTees({ id: 'later', status: 'closed', seriesId: S }),
  ];

  it('offers Schedule on rounds with a deadline in no series, Series on editions, in en and pt', async () => {
    const html = await roundsHtml('en', rounds);
    expect(ids(html, 'round-schedule-')).toEqual(['open', 'done']);
    expect(ids(html, 'round-series-')).toEqual(['edition', 'later']);
    expect(textAt(html, 'round-schedule-open')).toBe('Schedule');
    expect(textAt(html, 'round-series-edition')).toBe('Series');
    // Among the row's other actions, after Run again (hidden until More is pressed).
    expect(from(html, 'round-shipments-done')).toMatch(/^Shipments Short delivery Run again Schedule/);
    expect(from(html, 'round-run-again-edition')).toMatch(/^Run again Series/);
    expect(textAt(html, 'rounds-series-list')).toBe('My Series');
    expect(textAt(html, 'create-round')).toBe('Create Round');

    const pt = await roundsHtml('pt', rounds);
    expect(textAt(pt, 'round-schedule-open')).toBe('Agendar');
    expect(textAt(pt, 'round-series-edition')).toBe('Série');
    expect(textAt(pt, 'rounds-series-list')).toBe('Minhas Séries');
  });
});
