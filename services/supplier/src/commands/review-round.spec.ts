import request from 'supertest';
import { reviewRoundCommand } from '@marketplace/contracts';
import { reviewedRoundTerms, reviewedTee } from '@marketplace/contracts/fixtures';
import { HttpProblem, sendCommand } from '@marketplace/service-kit';
import { supplierForFile } from '../test-harness';

/**
 * Before approving, the admin reads what the approval commits to — through the
 * command the admin service sends, against a real round (FerretDB, NATS).
 */
describe('cmd.supplier.review-round.v1: what approving a round commits to', () => {
  const h = supplierForFile('review-round');
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
});
