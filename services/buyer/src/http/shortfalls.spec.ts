import request from 'supertest';
import { createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  decideOrderCommand,
  orderRevisedV1,
  shortfallConfirmedV1,
  type EventData,
  type OrderSnapshot,
  type OrderTimelineEntry,
} from '@marketplace/contracts';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

type Confirmed = EventData<typeof shortfallConfirmedV1>;

/**
 * A product delivered short to the group, on real FerretDB and NATS: the buyer service takes the
 * supplier's cuts off its own orders (quantity, subtotal and totals to the cent, flexible units
 * first), tells the order's timeline the group's figures, announces it; once per shortfall, and
 * only on the supplier's own sold orders.
 */
describe('products delivered short', () => {
  let h: BuyerHarness;

  beforeAll(async () => {
    h = await startBuyer('shortfalls');
  });

  afterAll(async () => {
    await h?.stop();
  });

  const read = async (id: string, buyerId: string) => {
    const res = await request(h.app).get(`/orders/${id}`).set(h.auth(buyerId));
    expect(res.status).toBe(200);
    return res.body as OrderSnapshot;
  };
  const entriesOf = (order: OrderSnapshot, kind: OrderTimelineEntry['kind']) =>
    (order.timeline ?? []).filter((e) => e.kind === kind);
  const announced = async (id: string) =>
    (await streamEvents<OrderSnapshot>(h.nc, 'buyer', { type: orderRevisedV1.type }))
      .filter((e) => e.data.id === id)
      .map((e) => e.data);

  /** Approved orders of each buyer in one round: a 12.35 crate (packs of 6) and a 2.00 strap. */
  async function approvedOrders(units: Array<[crates: number, straps: number]>, buyers: string[]) {
    const products = [
      roundProduct({ moq: 1, unitPrice: 12.35, name: 'Crate', unitsPerPack: 6 }),
      roundProduct({ moq: 1, unitPrice: 2, name: 'Strap' }),
    ];
    const round = roundSummary({ productCount: products.length });
    await h.approveRoundAndWait(round, products);
    const orders: OrderSnapshot[] = [];
    for (const [n, buyerId] of buyers.entries()) {
      const order = await h.placeOrder(buyerId, round.id, [
        [products[0]!.id, units[n]![0]],
        [products[1]!.id, units[n]![1]],
      ]);
      await sendCommand(h.nc, decideOrderCommand, {
        orderId: order.id,
        decision: 'approve',
        actorId: 'adm-1',
      });
      orders.push(await read(order.id, buyerId));
    }
    return orders;
  }

  const confirmed = (
    orders: OrderSnapshot[],
    cuts: Array<[cut: number, flexCut: number]>,
    over: Partial<Confirmed> = {},
  ): Confirmed => ({
    id: `sf-${orders[0]!.id.slice(0, 6)}`,
    roundId: orders[0]!.roundId,
    supplierId: orders[0]!.supplierId,
    supplierName: 'Basics Co.',
    roundProductId: orders[0]!.items[0]!.roundProductId,
    name: 'Crate',
    confirmed: orders.reduce((s, o) => s + o.items[0]!.qty, 0),
    delivered: orders.reduce((s, o, n) => s + o.items[0]!.qty - cuts[n]![0], 0),
    lines: orders.map((o, n) => ({
      orderId: o.id,
      buyerId: o.buyerId,
      itemId: o.items[0]!.id,
      cut: cuts[n]![0],
      flexCut: cuts[n]![1],
    })),
    confirmedAt: '2026-05-20T10:00:00.000Z',
    ...over,
  });

  it('takes each cut off its order to the cent, tells the group figures, announces it, once', async () => {
    const [ana, ben] = await approvedOrders(
      [
        [36, 3],
        [12, 1],
      ],
      ['sf-ana', 'sf-ben'],
    );
    expect(ana!.totalValue).toBe(450.6);
    const event = createEvent(
      shortfallConfirmedV1,
      confirmed(
        [ana!, ben!],
        [
          [6, 0],
          [12, 0],
        ],
      ),
      'supplier',
    );
    await h.publish(event);

    const cut = await eventually(async () => {
      const now = await read(ana!.id, 'sf-ana');
      return entriesOf(now, 'short_delivered').length ? now : null;
    });
    expect(cut!.items[0]).toMatchObject({ qty: 30, subtotal: 370.5, shortDelivered: 6 });
    expect(cut!.items[1]).toEqual(ana!.items[1]);
    expect(cut).toMatchObject({ totalValue: 376.5, totalUnits: 33, totalItems: 2, status: 'approved' });
    expect(entriesOf(cut!, 'short_delivered')).toEqual([
      {
        at: '2026-05-20T10:00:00.000Z',
        kind: 'short_delivered',
        actor: { role: 'supplier', name: 'Basics Co.' },
        details: {
          shortfallId: event.data.id,
          groupConfirmed: 48,
          groupDelivered: 30,
          lines: [{ itemId: ana!.items[0]!.id, name: 'Crate', units: 6, flexUnits: 0 }],
        },
      },
    ]);
    // A line cut to nothing leaves the order's lines; the entry keeps its name and units.
    const benNow = await eventually(async () => {
      const now = await read(ben!.id, 'sf-ben');
      return entriesOf(now, 'short_delivered').length ? now : null;
    });
    expect(benNow!.items.map((i) => i.name)).toEqual(['Strap']);
    expect(benNow).toMatchObject({ totalValue: 2, totalUnits: 1, totalItems: 1 });

    const revisions = await eventually(async () => {
      const found = (await announced(ana!.id)).filter((o) => o.items[0]?.shortDelivered === 6);
      return found.length ? found : null;
    });
    expect(revisions![0]).toMatchObject({ totalValue: 376.5, version: cut!.version });

    // The same event again (a redelivery) and a replay under a new envelope change nothing.
    await h.publish(event);
    await h.publish(createEvent(shortfallConfirmedV1, event.data, 'supplier'));
    await new Promise((r) => setTimeout(r, 800));
    const after = await read(ana!.id, 'sf-ana');
    expect(after).toMatchObject({ totalValue: 376.5, version: cut!.version });
    expect(entriesOf(after, 'short_delivered')).toHaveLength(1);
  });

  it('ignores a shortfall naming another supplier’s, buyer’s or round’s order, or one not sold', async () => {
    const [ana] = await approvedOrders([[12, 1]], ['sf-cara']);
    const base = confirmed([ana!], [[6, 0]]);
    for (const over of [
      { supplierId: 'someone-else' },
      { roundId: 'another-round' },
      { lines: [{ ...base.lines[0]!, buyerId: 'sf-intruder' }] },
    ])
      await h.publish(
        createEvent(shortfallConfirmedV1, { ...base, ...over, id: `x-${Math.random()}` }, 'supplier'),
      );
    // A pending order (not sold yet) is not cut either.
    const products = [roundProduct({ moq: 1, unitPrice: 5, name: 'Box' })];
    const round = roundSummary({ productCount: 1 });
    await h.approveRoundAndWait(round, products);
    const pending = await h.placeOrder('sf-dan', round.id, [[products[0]!.id, 4]]);
    await h.publish(
      createEvent(
        shortfallConfirmedV1,
        {
          ...base,
          id: 'sf-pending',
          roundId: round.id,
          supplierId: pending.supplierId,
          lines: [
            { orderId: pending.id, buyerId: 'sf-dan', itemId: pending.items[0]!.id, cut: 2, flexCut: 0 },
          ],
        },
        'supplier',
      ),
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await read(ana!.id, 'sf-cara')).toMatchObject({
      totalValue: ana!.totalValue,
      version: ana!.version,
    });
    expect((await read(pending.id, 'sf-dan')).items[0]!.qty).toBe(4);
  });
});
