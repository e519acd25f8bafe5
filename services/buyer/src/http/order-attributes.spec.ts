import request from 'supertest';
import type { OrderSnapshot } from '@marketplace/contracts';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

jest.setTimeout(30_000);

/** The invoice's products table (SKU, name, material, color, size) starts at the order. */
describe('order lines keep the catalogue attributes of the round', () => {
  const h = buyerForFile('attributes');
  const auth = { Authorization: '' };
  const tee = roundProduct({
    name: 'Tee',
    sku: 'TEE-1',
    unitsPerPack: 6,
    size: 'M',
    color: 'Navy',
    material: 'Cotton',
  });
  const bag = roundProduct({
    name: 'Bag',
    sku: 'BAG-1',
    unitsPerPack: 1,
    size: null,
    color: null,
    material: 'Canvas',
  });
  const round = roundSummary({ title: 'Attributes' });

  beforeAll(async () => {
    auth.Authorization = `Bearer ${h.token('attr-buyer')}`;
    await h.approveRoundAndWait(round, [tee, bag]);
  });

  async function placedEvent(orderId: string): Promise<OrderSnapshot | undefined> {
    const placed = await streamEvents<OrderSnapshot>(h.nc, 'buyer', { type: 'buyer.order.placed.v1' });
    return placed.find((e) => e.data.id === orderId)?.data;
  }

  it('carries size, color and material from the round into the order lines and the placed event', async () => {
    await request(h.app).put(`/carts/${round.id}/items/${tee.id}`).set(auth).send({ qty: 12 }).expect(200);
    await request(h.app).put(`/carts/${round.id}/items/${bag.id}`).set(auth).send({ qty: 2 }).expect(200);
    const placed = await request(h.app).post('/orders').set(auth).send({ roundId: round.id }).expect(201);
    const attributes = (o: OrderSnapshot) =>
      o.items
        .map((i) => [i.sku, i.size, i.color, i.material])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const expected = [
      ['BAG-1', null, null, 'Canvas'],
      ['TEE-1', 'M', 'Navy', 'Cotton'],
    ];
    const read = await request(h.app).get(`/orders/${placed.body.id}`).set(auth).expect(200);
    expect(attributes(read.body)).toEqual(expected);
    const event = await eventually(() => placedEvent(placed.body.id));
    expect(event && attributes(event)).toEqual(expected);
  });
});
