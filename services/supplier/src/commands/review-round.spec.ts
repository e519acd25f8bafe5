import request from 'supertest';
import { decideRoundCommand, reviewRoundCommand, type Series } from '@marketplace/contracts';
import { reviewedRoundTerms, reviewedTee } from '@marketplace/contracts/fixtures';
import { CLOCK_ADVANCE_SUBJECT, HttpProblem } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { supplierForFile } from '../test-harness';

jest.setTimeout(90_000);

const DAY = 24 * 3_600_000;

/**
 * Before approving, the admin reads what the approval commits to — through the
 * command the admin service sends, against a real round (FerretDB, NATS).
 */
describe('cmd.supplier.review-round.v1: what approving a round commits to', () => {
  // A clock the spec can move (series' editions come due), and no interval scan meanwhile.
  const h = supplierForFile('review-round', { env: { LOCAL_RUN: 'true', SERIES_SCAN_MS: '3600000' } });
  let acme: string;

  beforeAll(async () => {
    acme = h.bearer('supplier', 'co-acme');
    await h.supplierCompany('co-acme', 'Acme Supplies');
  });

  it('answers the round’s terms and its products as approval would freeze them now', async () => {
    const tee = await h.createProduct(acme, { ...reviewedTee, uom: 'pieces' });
    const cap = await h.createProduct(acme, { name: 'Cap', sku: 'CAP-1', unitPrice: 4 });
    const teePriceBreaks = [
      { minQty: 500, unitPrice: 11.5 },
      { minQty: 1000, unitPrice: 10 },
    ];
    const created = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({
        title: 'Summer Tees',
        currency: 'USD',
        ...reviewedRoundTerms,
        products: [
          {
            productId: tee.id,
            moq: 300,
            maxQty: 2000,
            priceBreaks: teePriceBreaks,
          },
          { productId: cap.id, moq: 50 },
        ],
      })
      .expect(201);
    const roundId = created.body.id as string;
    await request(h.app).post(`/rounds/${roundId}/submit`).set('Authorization', acme).expect(200);

    const review = await sendCommand(h.nc, reviewRoundCommand, { roundId });
    expect(review.round).toMatchObject({
      id: roundId,
      title: 'Summer Tees',
      status: 'pending_approval',
      supplierName: 'Acme Supplies',
      ...reviewedRoundTerms,
    });
    const bySku = new Map(review.products.map((p) => [p.sku, p]));
    expect(bySku.get('TEE-1')).toMatchObject({
      ...reviewedTee,
      moq: 300,
      maxQty: 2000,
      priceBreaks: teePriceBreaks,
    });
    expect(bySku.get('CAP-1')).toMatchObject({ unitPrice: 4, moq: 50, maxQty: null });
    expect(bySku.get('CAP-1')?.priceBreaks ?? []).toEqual([]);
  });

  it('answers a 404 problem for a round that does not exist', async () => {
    const refused = await sendCommand(h.nc, reviewRoundCommand, { roundId: 'no-such-round' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 404, code: 'supplier.round_not_found' });
  });

  describe('a series’ edition', () => {
    const now = () => h.service.context.now().getTime();
    const advance = (byMs: number) =>
      h.nc.request(CLOCK_ADVANCE_SUBJECT, new TextEncoder().encode(JSON.stringify({ byMs })), {
        timeout: 5_000,
      });
    const review = (roundId: string) => sendCommand(h.nc, reviewRoundCommand, { roundId });
    const post = (path: string, body: object = {}) =>
      request(h.app).post(path).set('Authorization', acme).send(body);

    it('lists what changed since the series’ last approved edition; the first edition has none', async () => {
      const beans = await h.createProduct(acme, { name: 'Coffee Beans', sku: 'BEANS-1', unitPrice: 8 });
      const sugar = await h.createProduct(acme, { name: 'Sugar', sku: 'SUGAR-1', unitPrice: 2 });
      const first = (
        await post('/rounds', {
          title: 'Weekly Beans',
          currency: 'USD',
          closeAt: new Date(now() + 7 * DAY).toISOString(),
          freightCost: 40,
          products: [
            { productId: beans.id, moq: 10 },
            { productId: sugar.id, moq: 5 },
          ],
        }).expect(201)
      ).body.id as string;
      const series = (
        await post('/series', {
          roundId: first,
          every: { count: 1, unit: 'week' },
          openDaysBefore: 2,
          autoSubmit: false,
        }).expect(201)
      ).body as Series;
      await post(`/rounds/${first}/submit`).expect(200);
      await sendCommand(h.nc, decideRoundCommand, {
        roundId: first,
        decision: 'approve',
        actorId: 'admin-1',
      });
      expect((await review(first)).sinceLastApproved).toBeUndefined();

      // The catalogue price moves, the next edition comes due (the first's deadline passes on the
      // way) and its MOQ is raised: no route edits a draft's products, so straight in the store.
      await request(h.app)
        .patch(`/products/${beans.id}`)
        .set('Authorization', acme)
        .send({ unitPrice: 10 })
        .expect(200);
      await advance(9 * DAY + 3_600_000);
      const second = `${series.id}-e2`;
      const { rounds: Round } = h.service.context;
      await eventually(async () => !!(await Round.exists({ _id: second })));
      const made = (await Round.findById(second).lean())!;
      const raised = made.products.map((p) => (p.productId === beans.id ? { ...p, moq: 12 } : p));
      await Round.updateOne({ _id: second }, { $set: { products: raised } });
      await post(`/rounds/${second}/submit`).expect(200);

      const reviewed = await review(second);
      expect(reviewed.round).toMatchObject({ title: 'Weekly Beans #2', seriesId: series.id });
      expect(reviewed.sinceLastApproved).toEqual({
        roundId: first,
        title: 'Weekly Beans',
        approvedAt: expect.any(String),
        changes: [
          { kind: 'unit_price', name: 'Coffee Beans', from: 8, to: 10 },
          { kind: 'moq', name: 'Coffee Beans', from: 10, to: 12 },
        ],
      });
      // The first edition still reads as it did: nothing approved before it.
      expect((await review(first)).sinceLastApproved).toBeUndefined();
    });
  });
});
