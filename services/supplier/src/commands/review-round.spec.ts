import request from 'supertest';
import { reviewRoundCommand } from '@marketplace/contracts';
import { HttpProblem, sendCommand } from '@marketplace/service-kit';
import { startSupplier, type Harness } from '../test-harness';

jest.setTimeout(60_000);

/**
 * Issue 40: before approving, the admin reads what the approval commits to — through the
 * command the admin service sends, against a real round (FerretDB, NATS).
 */
describe('cmd.supplier.review-round.v1: what approving a round commits to', () => {
  let h: Harness;
  let acme: string;

  beforeAll(async () => {
    h = await startSupplier('review-round');
    acme = h.bearer('supplier', 'co-acme');
    await h.supplierCompany('co-acme', 'Acme Supplies');
  });
  afterAll(() => h?.stop());

  it('answers the round’s terms and its products as approval would freeze them now', async () => {
    const product = async (body: object) =>
      (await request(h.app).post('/products').set('Authorization', acme).send(body).expect(201)).body as {
        id: string;
      };
    const tee = await product({
      name: 'Tee',
      sku: 'TEE-1',
      unitPrice: 12.5,
      unitsPerPack: 10,
      uom: 'pieces',
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.001,
    });
    const cap = await product({ name: 'Cap', sku: 'CAP-1', unitPrice: 4 });
    const created = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({
        title: 'Summer Tees',
        currency: 'USD',
        openAt: '2030-06-01T10:00:00.000Z',
        closeAt: '2030-06-30T18:00:00.000Z',
        endAction: 'extend_once',
        extendDays: 7,
        freightCost: 1800,
        freightBasis: 'volume',
        products: [
          {
            productId: tee.id,
            moq: 300,
            maxQty: 2000,
            priceBreaks: [
              { minQty: 500, unitPrice: 11.5 },
              { minQty: 1000, unitPrice: 10 },
            ],
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
      openAt: '2030-06-01T10:00:00.000Z',
      closeAt: '2030-06-30T18:00:00.000Z',
      endAction: 'extend_once',
      extendDays: 7,
      freightCost: 1800,
      freightBasis: 'volume',
    });
    const bySku = new Map(review.products.map((p) => [p.sku, p]));
    expect(bySku.get('TEE-1')).toMatchObject({
      name: 'Tee',
      unitPrice: 12.5,
      unitsPerPack: 10,
      moq: 300,
      maxQty: 2000,
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.001,
      priceBreaks: [
        { minQty: 500, unitPrice: 11.5 },
        { minQty: 1000, unitPrice: 10 },
      ],
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
