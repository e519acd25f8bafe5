import {
  orderDecidedV1,
  orderPlacedV1,
  supplierNotificationRequestedV1,
  type NotificationRequest,
} from '@marketplace/contracts';
import { eventually } from '@marketplace/service-kit/testing';
import { shortId } from '@marketplace/domain';
import { orderFixture } from '../http/sales.test-harness';
import { startSupplier, type Harness } from '../test-harness';

/**
 * Notices on the supplier's side, on real FerretDB and NATS: the round's supplier company
 * is told when orders on its round are placed and approved, one notice per round in a window.
 */
describe('the supplier hears of orders on its rounds', () => {
  let h: Harness;

  /** The notification requests the supplier published, oldest first. */
  const requests = async (kind: string) =>
    (await h.published())
      .filter((e) => e.type === supplierNotificationRequestedV1.type)
      .map((e) => e.data as NotificationRequest)
      .filter((r) => r.kind === kind);

  beforeAll(async () => {
    h = await startSupplier('order_notices');
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('tells the round’s company once for a rush of placed orders, and once when orders are approved', async () => {
    const at = new Date().toISOString();
    const placed = ['a', 'b', 'c'].map((n) =>
      orderFixture({
        supplierId: 'sup-rush',
        roundId: 'round-rush',
        roundTitle: 'Rush Round',
        status: 'pending_admin',
        decidedAt: null,
        createdAt: at,
        id: `${n}1234567-order-${Math.random().toString(36).slice(2, 8)}`,
      }),
    );
    for (const order of placed) await h.publish(orderPlacedV1, order);
    // Another round of another company is told on its own.
    await h.publish(
      orderPlacedV1,
      orderFixture({
        supplierId: 'sup-quiet',
        roundId: 'round-quiet',
        roundTitle: 'Quiet Round',
        status: 'pending_admin',
        decidedAt: null,
      }),
    );

    await eventually(async () => (await requests('supplier_order_placed')).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const told = await requests('supplier_order_placed');
    expect(told.map((r) => r.params?.roundTitle).sort()).toEqual(['Quiet Round', 'Rush Round']);
    expect(told.find((r) => r.params?.roundTitle === 'Rush Round')).toMatchObject({
      recipients: { companyIds: ['sup-rush'] },
      params: { orderNumber: shortId(placed[0]!.id) },
      link: '/supplier/rounds',
    });

    // The admin approves two and rejects one: one "approved" notice, none for the rejection.
    const decidedAt = new Date().toISOString();
    await h.publish(orderDecidedV1, { ...placed[0]!, status: 'approved', decidedAt, version: 3 });
    await h.publish(orderDecidedV1, { ...placed[1]!, status: 'approved', decidedAt, version: 3 });
    await h.publish(orderDecidedV1, { ...placed[2]!, status: 'rejected', decidedAt, version: 3 });
    await eventually(async () => (await requests('supplier_order_approved')).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const approved = await requests('supplier_order_approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      recipients: { companyIds: ['sup-rush'] },
      params: { roundTitle: 'Rush Round', orderNumber: shortId(placed[0]!.id) },
      link: '/supplier/sales',
    });
  });
});
