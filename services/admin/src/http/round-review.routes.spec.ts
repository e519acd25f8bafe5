import request from 'supertest';
import type { Subscription } from 'nats';
import { reviewRoundCommand, type RoundReview } from '@marketplace/contracts';
import { reviewedRoundTerms, reviewedTee, roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { notFound } from '@marketplace/service-kit/core';
import { serveCommand } from '@marketplace/service-kit/messaging';
import { silentLogger } from '@marketplace/service-kit/testing';
import { expectAdminOnly, startAdmin, type AdminHarness } from '../test-harness';

jest.setTimeout(60_000);

/** What the supplier service answers for r-tees (its real handler: services/supplier commands/review-round). */
const REVIEW: RoundReview = {
  round: {
    id: 'r-tees',
    title: 'Summer Tees',
    description: null,
    currency: 'USD',
    ...reviewedRoundTerms,
    status: 'pending_approval',
    supplierId: 'co-acme',
    supplierName: 'Acme Supplies',
    productCount: 1,
    createdAt: '2030-05-20T10:00:00.000Z',
    version: 2,
  },
  products: [
    roundProductSnapshot({
      id: 'rp-1',
      productId: 'p-tee',
      ...reviewedTee,
      moq: 300,
      maxQty: 2000,
      priceBreaks: [{ minQty: 500, unitPrice: 11.5 }],
    }),
  ],
};

/** A series' edition: the same, with what changed since the series' last approved edition. */
const EDITION: RoundReview = {
  ...REVIEW,
  round: { ...REVIEW.round, id: 's-tees-e3', title: 'Summer Tees #3', seriesId: 's-tees' },
  sinceLastApproved: {
    roundId: 's-tees-e2',
    title: 'Summer Tees #2',
    approvedAt: '2030-05-01T12:00:00.000Z',
    changes: [
      { kind: 'unit_price', name: 'Tee', from: 12, to: 12.5 },
      { kind: 'freight_cost', from: null, to: 40 },
      { kind: 'product_removed', name: 'Cap' },
    ],
  },
};
const ANSWERS = new Map([
  ['r-tees', REVIEW],
  ['s-tees-e3', EDITION],
]);

/** The admin reads what an approval commits to before deciding. */
describe('GET /rounds/:roundId/review', () => {
  let h: AdminHarness;
  let standIn: Subscription;
  const asked: string[] = [];

  beforeAll(async () => {
    h = await startAdmin();
    standIn = serveCommand(h.nc, reviewRoundCommand, 'supplier', silentLogger(), async ({ roundId }) => {
      asked.push(roundId);
      const answer = ANSWERS.get(roundId);
      if (!answer) throw notFound('Round not found', 'supplier.round_not_found');
      return answer;
    });
  });
  afterAll(async () => {
    standIn?.unsubscribe();
    await h?.stop();
  });

  it('answers the round’s terms and products from the supplier service, to admins only', async () => {
    const auth = { Authorization: `Bearer ${h.token('admin', 'admin-7')}` };
    const res = await request(h.app).get('/rounds/r-tees/review').set(auth).expect(200);
    expect(res.body).toEqual(REVIEW);
    expect(asked).toContain('r-tees');
    await expectAdminOnly(h, 'get', '/rounds/r-tees/review');
  });

  it('passes an edition’s changes since the last approved edition through unchanged', async () => {
    const auth = { Authorization: `Bearer ${h.token('admin', 'admin-7')}` };
    const res = await request(h.app).get('/rounds/s-tees-e3/review').set(auth).expect(200);
    expect(res.body).toEqual(EDITION);
  });

  it('passes the supplier’s 404 through as a problem', async () => {
    const auth = { Authorization: `Bearer ${h.token('admin', 'admin-7')}` };
    const res = await request(h.app).get('/rounds/r-gone/review').set(auth).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'supplier.round_not_found' });
  });
});
