import request from 'supertest';
import type { RunAgainProposal, SupplierRound } from '@marketplace/contracts';
import { supplierForFile } from '../test-harness';

jest.setTimeout(60_000);

const WEEK = 7 * 24 * 3_600_000;

/**
 * Run again (real FerretDB): the supplier's round proposed as a new draft with the same terms and
 * its dates moved forward by whole weeks, what changed in the catalogue since named beside it, and
 * the draft created from it remembering the round it runs again. Another company's round is not found.
 */
describe('running a round again', () => {
  const h = supplierForFile('run_again');
  let acme: string;
  let globex: string;

  const as = (auth: string | null) => ({
    get: (path: string) => {
      const r = request(h.app).get(path);
      return auth ? r.set('Authorization', auth) : r;
    },
    post: (path: string, body: object) => {
      const r = request(h.app).post(path);
      return (auth ? r.set('Authorization', auth) : r).send(body);
    },
    patch: (path: string, body: object) => request(h.app).patch(path).set('Authorization', auth!).send(body),
  });

  beforeAll(async () => {
    acme = h.bearer('supplier', 'co-acme-again');
    globex = h.bearer('supplier', 'co-globex-again');
    await h.supplierCompany('co-acme-again', 'Acme Again');
  });

  it('proposes the same terms a whole number of weeks later, with the catalogue’s changes, and creates the draft from it', async () => {
    const oil = await h.createProduct(acme, {
      name: 'Oil',
      sku: 'OIL-A',
      unitPrice: 10,
      unitsPerPack: 6,
      netWeightKg: 1,
      grossWeightKg: 1.1,
      cbm: 0.01,
    });
    const salt = await h.createProduct(acme, { name: 'Salt', sku: 'SALT-A', unitPrice: 2 });
    const pepper = await h.createProduct(acme, { name: 'Pepper', sku: 'PEP-A', unitPrice: 3 });
    const now = h.service.context.now().getTime();
    // Opened three weeks ago (less an hour), closed a week after: three weeks on, it opens again.
    const openAt = new Date(now - 3 * WEEK + 3_600_000).toISOString();
    const closeAt = new Date(now - 1 * WEEK + 3_600_000).toISOString();
    const source = (
      await as(acme)
        .post('/rounds', {
          title: 'Pantry Round',
          description: 'Monthly pantry',
          currency: 'USD',
          openAt,
          closeAt,
          endAction: 'extend_once',
          extendDays: 3,
          freightCost: 250,
          freightBasis: 'volume',
          lastCallHours: 12,
          products: [
            { productId: oil.id, moq: 60, maxQty: 600, priceBreaks: [{ minQty: 120, unitPrice: 9 }] },
            { productId: salt.id, moq: 10, maxQty: null },
            { productId: pepper.id, moq: 5 },
          ],
        })
        .expect(201)
    ).body as SupplierRound;
    // The catalogue moves on: oil costs more, pepper is deactivated.
    await as(acme).patch(`/products/${oil.id}`, { unitPrice: 11 }).expect(200);
    await as(acme).patch(`/products/${pepper.id}`, { active: false }).expect(200);

    const proposal = (await as(acme).get(`/rounds/${source.id}/run-again`).expect(200))
      .body as RunAgainProposal;
    expect(proposal).toMatchObject({ sourceRoundId: source.id, sourceTitle: 'Pantry Round', shiftWeeks: 3 });
    expect(proposal.round).toEqual({
      title: 'Pantry Round',
      description: 'Monthly pantry',
      currency: 'USD',
      openAt: new Date(Date.parse(openAt) + 3 * WEEK).toISOString(),
      closeAt: new Date(Date.parse(closeAt) + 3 * WEEK).toISOString(),
      endAction: 'extend_once',
      extendDays: 3,
      freightCost: 250,
      freightBasis: 'volume',
      lastCallHours: 12,
      repeatOf: source.id,
      products: [
        { productId: oil.id, moq: 60, maxQty: 600, priceBreaks: [{ minQty: 120, unitPrice: 9 }] },
        { productId: salt.id, moq: 10, maxQty: null },
      ],
    });
    // A draft was never approved: nothing to compare with, but a deactivated product is named.
    expect(proposal.products.map((p) => [p.name, p.changes, p.leftOut])).toEqual([
      ['Oil', [], null],
      ['Salt', [], null],
      ['Pepper', [], 'inactive'],
    ]);
    expect(proposal.products[0]!.now).toEqual({
      unitPrice: 11,
      netWeightKg: 1,
      grossWeightKg: 1.1,
      cbm: 0.01,
    });

    // The draft made from it, read back whole.
    const draft = (await as(acme).post('/rounds', proposal.round).expect(201)).body as SupplierRound;
    expect(draft).toMatchObject({
      status: 'draft',
      title: 'Pantry Round',
      openAt: proposal.round.openAt,
      closeAt: proposal.round.closeAt,
      endAction: 'extend_once',
      extendDays: 3,
      freightCost: 250,
      freightBasis: 'volume',
      lastCallHours: 12,
      productCount: 2,
      repeatOf: source.id,
    });
    const stored = await h.service.context.rounds.findById(draft.id).lean();
    expect(stored!.products.map((p) => [p.productId, p.moq, p.maxQty, p.priceBreaks ?? null])).toEqual([
      [oil.id, 60, 600, [{ minQty: 120, unitPrice: 9 }]],
      [salt.id, 10, null, null],
    ]);
  });

  it('names a price and measures changed since the approval', async () => {
    const tea = await h.createProduct(acme, {
      name: 'Tea',
      sku: 'TEA-A',
      unitPrice: 4,
      netWeightKg: 0.5,
      grossWeightKg: 0.6,
      cbm: 0.002,
    });
    const round = (
      await as(acme)
        .post('/rounds', { title: 'Tea Round', currency: 'USD', products: [{ productId: tea.id, moq: 10 }] })
        .expect(201)
    ).body as SupplierRound;
    // As approved: the snapshot the buyers committed to.
    await h.service.context.rounds.updateOne(
      { _id: round.id },
      {
        $set: {
          status: 'closed',
          'products.0.atApproval': { unitPrice: 3.5, netWeightKg: 0.5, grossWeightKg: 0.6, cbm: 0.003 },
        },
      },
    );
    const proposal = (await as(acme).get(`/rounds/${round.id}/run-again`).expect(200))
      .body as RunAgainProposal;
    expect(proposal.products).toEqual([
      {
        productId: tea.id,
        name: 'Tea',
        sku: 'TEA-A',
        was: { unitPrice: 3.5, netWeightKg: 0.5, grossWeightKg: 0.6, cbm: 0.003 },
        now: { unitPrice: 4, netWeightKg: 0.5, grossWeightKg: 0.6, cbm: 0.002 },
        changes: ['price', 'measures'],
        leftOut: null,
      },
    ]);
    // No dates: none proposed.
    expect(proposal).toMatchObject({ shiftWeeks: 0, round: { openAt: null, closeAt: null } });
  });

  it('keeps each company to its own rounds, by the proposal and by the draft’s source', async () => {
    const mine = await h.createProduct(acme, { name: 'Rice', sku: 'RICE-A', unitPrice: 1 });
    const round = (
      await as(acme)
        .post('/rounds', { title: 'Rice Round', currency: 'USD', products: [{ productId: mine.id, moq: 1 }] })
        .expect(201)
    ).body as SupplierRound;
    const theirs = await h.createProduct(globex, { name: 'Corn', sku: 'CORN-G', unitPrice: 1 });

    const hidden = await as(globex).get(`/rounds/${round.id}/run-again`).expect(404);
    expect(hidden.body.code).toBe('supplier.round_not_found');
    await as(h.bearer('buyer', 'co-buyer')).get(`/rounds/${round.id}/run-again`).expect(403);
    await as(null).get(`/rounds/${round.id}/run-again`).expect(401);

    const before = await h.service.context.rounds.countDocuments({ supplierId: 'co-globex-again' });
    const borrowed = await as(globex)
      .post('/rounds', {
        title: 'Copied',
        currency: 'USD',
        repeatOf: round.id,
        products: [{ productId: theirs.id, moq: 1 }],
      })
      .expect(404);
    expect(borrowed.body.code).toBe('supplier.round_not_found');
    expect(await h.service.context.rounds.countDocuments({ supplierId: 'co-globex-again' })).toBe(before);
  });
});
