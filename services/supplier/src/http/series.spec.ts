import request from 'supertest';
import type { Series, SupplierRound } from '@marketplace/contracts';
import { CLOCK_ADVANCE_SUBJECT } from '@marketplace/service-kit/core';
import { downloadExport, eventually } from '@marketplace/service-kit/testing';
import { startSupplier, type Harness } from '../test-harness';

jest.setTimeout(90_000);

const DAY = 24 * 3_600_000;

/**
 * Series (real FerretDB and NATS, the clock a local run can move): a round scheduled weekly makes
 * its next edition as it comes due (a draft from the latest, submitted when the series says so),
 * pausing makes none, resuming makes the one due, ending stops it for good.
 */
describe('rounds repeated on a schedule', () => {
  let h: Harness;
  let acme: string;
  let product: string;

  const as = (auth: string | null) => ({
    get: (path: string) => {
      const r = request(h.app).get(path);
      return auth ? r.set('Authorization', auth) : r;
    },
    post: (path: string, body: object = {}) => {
      const r = request(h.app).post(path);
      return (auth ? r.set('Authorization', auth) : r).send(body);
    },
  });
  const now = () => h.service.context.now().getTime();
  const advance = async (byMs: number) => {
    const reply = await h.nc.request(
      CLOCK_ADVANCE_SUBJECT,
      new TextEncoder().encode(JSON.stringify({ byMs })),
      {
        timeout: 5_000,
      },
    );
    expect(reply.data.length).toBeGreaterThan(0);
  };
  async function round(title: string, closeInMs: number | null): Promise<SupplierRound> {
    return (
      await as(acme)
        .post('/rounds', {
          title,
          currency: 'USD',
          ...(closeInMs !== null && { closeAt: new Date(now() + closeInMs).toISOString() }),
          freightCost: 40,
          products: [{ productId: product, moq: 12, maxQty: 120 }],
        })
        .expect(201)
    ).body as SupplierRound;
  }
  const seriesOf = async (id: string) => (await as(acme).get(`/series/${id}`).expect(200)).body as Series;

  beforeAll(async () => {
    // The interval scan is an hour away: an edition made within seconds is the clock's doing.
    h = await startSupplier('series', { env: { LOCAL_RUN: 'true', SERIES_SCAN_MS: '3600000' } });
    acme = h.bearer('supplier', 'co-acme-series');
    await h.supplierCompany('co-acme-series', 'Acme Series');
    product = (await h.createProduct(acme, { name: 'Coffee', sku: 'COF-S', unitPrice: 8 })).id;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('makes each edition as it comes due, pauses, resumes and ends in one click', async () => {
    const first = await round('Weekly Coffee', 7 * DAY);
    const created = (
      await as(acme)
        .post('/series', {
          roundId: first.id,
          every: { count: 1, unit: 'week' },
          openDaysBefore: 2,
          autoSubmit: true,
        })
        .expect(201)
    ).body as Series;
    const firstClose = Date.parse(first.closeAt!);
    expect(created).toMatchObject({
      title: 'Weekly Coffee',
      status: 'active',
      every: { count: 1, unit: 'week' },
      openDaysBefore: 2,
      autoSubmit: true,
      next: {
        closeAt: new Date(firstClose + 7 * DAY).toISOString(),
        openAt: new Date(firstClose + 5 * DAY).toISOString(),
        // Three days to review it before it opens.
        createdAt: new Date(firstClose + 2 * DAY).toISOString(),
      },
    });
    expect(created.editions).toEqual([
      expect.objectContaining({
        roundId: first.id,
        number: 1,
        title: 'Weekly Coffee',
        status: 'draft',
        units: 0,
        buyers: 0,
      }),
    ]);
    expect((await as(acme).get('/series').expect(200)).body.items.map((s: Series) => s.id)).toContain(
      created.id,
    );

    // Nine days on, the second edition is due: made from the first, submitted for review.
    await advance(9 * DAY + 3_600_000);
    const second = await eventually(async () => {
      const s = await seriesOf(created.id);
      return s.editions.length === 2 ? s : null;
    });
    expect(second!.editions[1]).toMatchObject({
      roundId: `${created.id}-e2`,
      number: 2,
      title: 'Weekly Coffee #2',
      status: 'pending_approval',
      closeAt: new Date(firstClose + 7 * DAY).toISOString(),
      openAt: new Date(firstClose + 5 * DAY).toISOString(),
    });
    const edition = await h.service.context.rounds.findById(`${created.id}-e2`).lean();
    expect(edition).toMatchObject({ seriesId: created.id, repeatOf: first.id, freightCost: 40 });
    expect(edition!.products.map((p) => [p.productId, p.moq, p.maxQty])).toEqual([[product, 12, 120]]);

    // Paused: a week passes and nothing is made.
    expect((await as(acme).post(`/series/${created.id}/pause`).expect(200)).body.status).toBe('paused');
    await advance(7 * DAY);
    await new Promise((r) => setTimeout(r, 800));
    expect((await seriesOf(created.id)).editions).toHaveLength(2);

    // Resumed: the edition due now is made at once (the missed week is skipped, never made late).
    expect((await as(acme).post(`/series/${created.id}/resume`).expect(200)).body.status).toBe('active');
    const third = await eventually(async () => {
      const s = await seriesOf(created.id);
      return s.editions.length === 3 ? s : null;
    });
    expect(Date.parse(third!.editions[2]!.openAt!)).toBeGreaterThanOrEqual(now() - 60_000);

    // The editions as a spreadsheet: one row each, oldest first, in the file's language.
    const file = await downloadExport(h.app, `/series/${created.id}/export?format=csv&lang=en`, undefined, {
      Authorization: acme,
    });
    expect(file.res.headers['content-disposition']).toMatch(
      /filename="series-editions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(file.rows[0]).toEqual([
      'Edition',
      'Round',
      'Status',
      'Opens',
      'Closes',
      'Units',
      'Buyers',
      'Products met',
      'Products confirmed',
      'Products released',
    ]);
    expect(file.rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['1', 'Weekly Coffee', 'Draft'],
      ['2', 'Weekly Coffee #2', 'Pending Approval'],
      ['3', 'Weekly Coffee #3', 'Pending Approval'],
    ]);

    // Ended for good.
    const ended = (await as(acme).post(`/series/${created.id}/end`).expect(200)).body as Series;
    expect(ended).toMatchObject({ status: 'ended', next: null });
    const again = await as(acme).post(`/series/${created.id}/resume`).expect(409);
    expect(again.body).toMatchObject({ code: 'series.invalid_transition', params: { status: 'ended' } });
    await advance(14 * DAY);
    await new Promise((r) => setTimeout(r, 800));
    expect((await seriesOf(created.id)).editions).toHaveLength(3);
  });

  it('refuses a round without a deadline, a round already in a series, and bad rhythms, writing nothing', async () => {
    const undated = await round('No Deadline', null);
    const noDeadline = await as(acme)
      .post('/series', { roundId: undated.id, every: { count: 2, unit: 'month' }, openDaysBefore: 5 })
      .expect(422);
    expect(noDeadline.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(noDeadline.body.code).toBe('series.no_deadline');

    const dated = await round('Monthly Tea', 20 * DAY);
    await as(acme)
      .post('/series', { roundId: dated.id, every: { count: 1, unit: 'month' }, openDaysBefore: 5 })
      .expect(201);
    const twice = await as(acme)
      .post('/series', { roundId: dated.id, every: { count: 2, unit: 'week' }, openDaysBefore: 3 })
      .expect(409);
    expect(twice.body.code).toBe('series.round_in_series');

    for (const body of [
      { roundId: dated.id, every: { count: 0, unit: 'week' }, openDaysBefore: 3 },
      { roundId: dated.id, every: { count: 1, unit: 'day' }, openDaysBefore: 3 },
      { roundId: dated.id, every: { count: 1, unit: 'week' }, openDaysBefore: 0 },
      { roundId: dated.id, every: { count: 1, unit: 'week' }, openDaysBefore: 3, extra: true },
    ])
      expect((await as(acme).post('/series', body).expect(400)).body.code).toBe('request.invalid');
    expect(await h.service.context.series.countDocuments({ editions: dated.id })).toBe(1);
  });

  it('keeps each company to its own series and rounds; other roles and no token are refused', async () => {
    const mine = await round('Mine Only', 10 * DAY);
    const series = (
      await as(acme)
        .post('/series', { roundId: mine.id, every: { count: 1, unit: 'week' }, openDaysBefore: 2 })
        .expect(201)
    ).body as Series;
    const globex = h.bearer('supplier', 'co-globex-series');
    expect((await as(globex).get(`/series/${series.id}`).expect(404)).body.code).toBe('series.not_found');
    expect((await as(globex).post(`/series/${series.id}/pause`).expect(404)).body.code).toBe(
      'series.not_found',
    );
    expect((await as(globex).get('/series').expect(200)).body.items).toEqual([]);
    const theirFile = await downloadExport(h.app, `/series/${series.id}/export?format=csv`, undefined, {
      Authorization: globex,
    });
    expect([theirFile.res.status, theirFile.res.body.code, theirFile.rows]).toEqual([
      404,
      'series.not_found',
      [],
    ]);
    const borrowed = await as(globex)
      .post('/series', { roundId: mine.id, every: { count: 1, unit: 'week' }, openDaysBefore: 2 })
      .expect(404);
    expect(borrowed.body.code).toBe('supplier.round_not_found');
    for (const role of ['buyer', 'admin'] as const) {
      const auth = h.bearer(role, role === 'buyer' ? 'co-buyer' : null);
      await as(auth).get('/series').expect(403);
      await as(auth).post(`/series/${series.id}/end`).expect(403);
    }
    await as(null).get('/series').expect(401);
    await as(null).post('/series', { roundId: mine.id }).expect(401);
    expect((await seriesOf(series.id)).status).toBe('active');
  });
});
