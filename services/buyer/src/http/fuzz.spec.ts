import request from 'supertest';
import type { Subscription } from 'nats';
import { respondInvoiceCommand } from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { serveCommand } from '@marketplace/service-kit/messaging';
import { silentLogger } from '@marketplace/service-kit/testing';
import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

// Hundreds of hostile requests per route on real FerretDB: on a busy 2-core runner this takes minutes.
jest.setTimeout(300_000);

describe('buyer routes under hostile input', () => {
  let h: BuyerHarness;
  let standIn: Subscription | undefined;
  const product = roundProduct({ unitsPerPack: 3, maxQty: 90, moq: 30 });
  const round = roundSummary();

  beforeAll(async () => {
    h = await startBuyer('fuzz');
    // The supplier's side of the invoice answer, standing in: it knows no invoice the fuzz names.
    standIn = serveCommand(h.nc, respondInvoiceCommand, 'supplier', silentLogger(), async () => {
      throw notFound();
    });
    await h.approveRoundAndWait(round, [product]);
  });
  afterAll(async () => {
    standIn?.unsubscribe();
    await h?.stop();
  });

  const auth = () => ({ Authorization: `Bearer ${h.token('fuzzer')}` });

  it('every route answers NUL, non-strings, deep nesting, j: cookies, huge and foreign bodies with a 4xx problem, never a 5xx', async () => {
    const failures = await fuzzRoutes(h.app, {
      headers: auth,
      params: { roundId: round.id, roundProductId: product.id },
    });
    expect(failures).toEqual([]);
  });

  it('GET /orders/%00 is a 400 with a code the UI translates', async () => {
    const res = await request(h.app).get('/orders/%00').set(auth());
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('request.nul_character');
  });

  it('a NUL in the round id of an order is a field error, not a lookup', async () => {
    const res = await request(h.app)
      .post('/orders')
      .set(auth())
      .send({ roundId: `${round.id}\u0000` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'body.roundId', code: 'nul_character' });
  });
});
