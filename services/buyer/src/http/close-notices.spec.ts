import { sendCommand, createEvent } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { invoiceIssuedV1, sealRoundCommand } from '@marketplace/contracts';
import { invoiceSnapshot } from '@marketplace/contracts/fixtures';
import { shortId } from '@marketplace/domain';
import { buyerForFile, closedEvent, roundProduct, roundSummary } from '../test-harness';

/**
 * What one buyer hears when a round closes, on real FerretDB and NATS: a single message per
 * buyer and close, saying what changed for them, never a generic notice beside a cart notice.
 */
describe('the close notice each buyer gets', () => {
  const h = buyerForFile('close_notices');

  it('tells a buyer with an order and a cleared cart once: new total, released line, cart lines taken out, the proforma’s new revision', async () => {
    const lamp = roundProduct({ name: 'Lamp', moq: 10, unitPrice: 10 });
    const desk = roundProduct({ name: 'Desk', moq: 50, unitPrice: 100 });
    const chair = roundProduct({ name: 'Chair', moq: 50, unitPrice: 20 });
    const round = roundSummary({ title: 'Office Round', productCount: 3 });
    await h.approveRoundAndWait(round, [lamp, desk, chair]);

    const order = await h.placeOrder('ana', round.id, [
      [lamp.id, 6],
      [desk.id, 2],
    ]);
    // Placed after the order: a cart still open at the close.
    await h.putInCart('ana', round.id, chair.id, 3);
    await h.putInCart('bo', round.id, chair.id, 1);
    // The supplier issued the order's proforma (first revision) before the close.
    const invoice = invoiceSnapshot({
      id: `inv-${order.id}`,
      invoiceNumber: 'PI-ACME-000042',
      orderId: order.id,
      roundId: round.id,
      buyerId: 'ana',
      revision: 1,
    });
    await h.publish(createEvent(invoiceIssuedV1, invoice, 'supplier'));
    await eventually(async () => !!(await h.service.context.invoices.findById(invoice.id).lean()));

    await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    const closed = closedEvent(round, 'closed', [
      { id: lamp.id, productId: lamp.productId, outcome: 'met', committedAtClose: 6 },
      { id: desk.id, productId: desk.productId, outcome: 'released', committedAtClose: 2 },
      { id: chair.id, productId: chair.productId, outcome: 'released', committedAtClose: 0 },
    ]);
    await h.publish(closed);
    // Delivered again (a redelivery, another replica): still one notice each.
    await h.publish(closed, `${closed.id}-again`);

    const toward = async (userId: string) =>
      (await h.notificationRequests()).filter(
        (r) => r.recipients.userIds?.includes(userId) && r.params.roundTitle === 'Office Round',
      );
    await eventually(async () => (await toward('ana')).length > 0 && (await toward('bo')).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 700));

    const ana = await toward('ana');
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({
      kind: 'round_closed',
      recipients: { userIds: ['ana'] },
      link: '/buyer/orders',
      params: {
        roundTitle: 'Office Round',
        orderNumber: shortId(order.id),
        orderTotal: 60,
        currency: order.currency,
        releasedProducts: 'Desk',
        clearedProducts: 'Chair',
        invoiceNumber: 'PI-ACME-000042',
        invoiceRevision: 2,
      },
    });

    const bo = await toward('bo');
    expect(bo).toHaveLength(1);
    expect(bo[0]).toMatchObject({
      kind: 'cart_cleared',
      params: { roundTitle: 'Office Round', count: 1, products: 'Chair' },
    });
  });
});
