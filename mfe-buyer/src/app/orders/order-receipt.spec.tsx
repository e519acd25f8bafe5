/**
 * An order on its way to the end in the buyer area: what each line says of its shipments and the
 * buyer's receipt, the Confirm receipt button of a shipped order, the receipt dialog's lines and the
 * request it sends, and the new statuses' names. Rendered as markup (the specs run in Node, without
 * a DOM), from the real store and texts; the API through a stand-in `fetch`.
 */
import type { ReactNode } from 'react';
import type { Language, OrderSnapshot } from '@marketplace/contracts';
import { ORDER_HISTORY_STATUS_FILTERS, ORDER_STATUSES } from '@marketplace/contracts/constants';
import { orderSnapshot, userProfile } from '@marketplace/contracts/fixtures';
import { translatorIn } from '@marketplace/i18n';
import { sessionStore } from '@marketplace/web-kit';
import { jsonResponse as json, markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from '../api/buyer-api';
import { createBuyerStore } from '../store';
import { receiptBody, receiptDrafts, ReceiptLine, shortOf, validDraft } from './confirm-receipt-dialog';
import { orderLine } from './order-fixtures';
import { OrderDetails } from './order-details';
import { receiptApi } from './receipt-api';
import '../area-texts';

const textOf = (html: string) => markupText(html).replace(/\u00a0/g, ' ');
const render = (language: Language, node: ReactNode) => renderMarkup(language, node, createBuyerStore());
const texts = (html: string, testId: string) =>
  markupParts(html, testId).map((part) => textOf(/^[^>]*>([^<]*)</.exec(part)?.[1] ?? ''));

const shippedOrder = (over: Partial<OrderSnapshot> = {}): OrderSnapshot =>
  orderSnapshot({
    buyerId: 'b1',
    status: 'shipped',
    items: [
      { ...orderLine('cup', 'Cup', 6), shipped: 6 },
      { ...orderLine('plate', 'Plate', 1), shipped: 1 },
    ],
    ...over,
  });

afterEach(() => sessionStore.setSignedOut());

describe('Order details: shipments and receipt', () => {
  it('says what has left of each line, and offers Confirm receipt on a shipped order, in en and pt', async () => {
    const en = await render('en', <OrderDetails order={shippedOrder()} />);
    expect(texts(en, 'order-line-shipped')).toEqual(['Shipped: 6 of 6 units', 'Shipped: 1 of 1 unit']);
    expect(en).toContain('data-testid="confirm-receipt"');
    expect(textOf(markupParts(en, 'confirm-receipt')[0]!)).toMatch(/^Confirm receipt/);
    expect(en).not.toContain('order-line-receipt');
    const pt = await render('pt', <OrderDetails order={shippedOrder()} />);
    expect(texts(pt, 'order-line-shipped')).toEqual(['Enviado: 6 de 6 unidades', 'Enviado: 1 de 1 unidade']);
    expect(textOf(markupParts(pt, 'confirm-receipt')[0]!)).toMatch(/^Confirmar recebimento/);
  });

  it('offers it only on a shipped order of the buyer’s own', async () => {
    const partly = orderSnapshot({
      status: 'partially_shipped',
      items: [{ ...orderLine('cup', 'Cup', 6), shipped: 2 }, orderLine('plate', 'Plate', 1)],
    });
    const html = await render('en', <OrderDetails order={partly} />);
    expect(texts(html, 'order-line-shipped')).toEqual(['Shipped: 2 of 6 units']);
    expect(html).not.toContain('confirm-receipt');
    // An approver reading a member's order.
    sessionStore.setSignedIn(userProfile({ id: 'approver-1', companyId: 'c1', teamRole: 'approver' }));
    expect(await render('en', <OrderDetails order={shippedOrder()} />)).not.toContain('confirm-receipt');
    sessionStore.setSignedIn(userProfile({ id: 'b1', companyId: 'c1' }));
    expect(await render('en', <OrderDetails order={shippedOrder()} />)).toContain('confirm-receipt');
  });

  it('shows what arrived once receipt is confirmed, with the buyer’s note', async () => {
    const delivered = shippedOrder({
      status: 'delivered',
      items: [
        {
          ...orderLine('cup', 'Cup', 6),
          shipped: 6,
          receipt: { received: 6, damaged: 0, short: 0, note: null },
        },
        {
          ...orderLine('plate', 'Plate', 4),
          shipped: 4,
          receipt: { received: 1, damaged: 2, short: 1, note: 'Two cracked' },
        },
      ],
    });
    const en = await render('en', <OrderDetails order={delivered} />);
    expect(en).not.toContain('confirm-receipt');
    expect(texts(en, 'order-line-receipt')).toEqual([
      'Received: 6 · Damaged: 0 · Short: 0',
      'Received: 1 · Damaged: 2 · Short: 1',
    ]);
    expect(texts(en, 'order-line-receipt-note')).toEqual(['Note: Two cracked']);
    const pt = await render('pt', <OrderDetails order={delivered} />);
    expect(texts(pt, 'order-line-receipt')[1]).toBe('Recebido: 1 · Danificado: 2 · Em falta: 1');
    expect(textOf(pt)).toContain('Entregue');
  });
  it('says what the supplier credited, and what left against what was ordered, in en and pt', async () => {
    const credited = shippedOrder({
      status: 'delivered',
      items: [
        {
          ...orderLine('cup', 'Cup', 8, { unitPrice: 10 }),
          subtotal: 80,
          credited: 2,
          shipped: 10,
          receipt: { received: 8, damaged: 2, short: 0, note: null },
        },
        {
          ...orderLine('plate', 'Plate', 3),
          credited: 1,
          shipped: 4,
          receipt: { received: 3, damaged: 0, short: 1, note: null },
        },
        {
          ...orderLine('bowl', 'Bowl', 2),
          shipped: 2,
          receipt: { received: 2, damaged: 0, short: 0, note: null },
        },
      ],
    });
    const en = await render('en', <OrderDetails order={credited} />);
    expect(texts(en, 'order-line-credited')).toEqual(['Credited: 2 units', 'Credited: 1 unit']);
    // 10 of the 10 ordered left; the buyer now pays for 8.
    expect(texts(en, 'order-line-shipped')).toEqual([
      'Shipped: 10 of 10 units',
      'Shipped: 4 of 4 units',
      'Shipped: 2 of 2 units',
    ]);
    const pt = await render('pt', <OrderDetails order={credited} />);
    expect(texts(pt, 'order-line-credited')).toEqual(['Creditado: 2 unidades', 'Creditado: 1 unidade']);
    expect(texts(pt, 'order-line-shipped')[0]).toBe('Enviado: 10 de 10 unidades');
  });
});

describe('the receipt dialog', () => {
  const [cup, plate] = shippedOrder().items as [
    OrderSnapshot['items'][number],
    OrderSnapshot['items'][number],
  ];

  it('starts with every line arrived in full, and sends every line as counted', () => {
    const drafts = receiptDrafts([cup, plate]);
    expect(drafts).toEqual({
      cup: { received: 6, damaged: 0, note: '' },
      plate: { received: 1, damaged: 0, note: '' },
    });
    drafts.cup = { received: 3, damaged: 2, note: '  one lost  ' };
    expect(shortOf(cup, drafts.cup)).toBe(1);
    expect(receiptBody([cup, plate], drafts)).toEqual({
      lines: [
        { itemId: 'cup', received: 3, damaged: 2, note: 'one lost' },
        { itemId: 'plate', received: 1, damaged: 0, note: null },
      ],
    });
    expect(validDraft(cup, { received: 5, damaged: 2, note: '' })).toBe(false);
    expect(validDraft(cup, { received: null, damaged: 0, note: '' })).toBe(false);
  });

  it('labels each line’s fields and says what is short or too much, in en and pt', async () => {
    const line = (language: Language, received: number, damaged: number) =>
      render(
        language,
        <ReceiptLine item={cup} draft={{ received, damaged, note: '' }} onChange={() => {}} />,
      );
    const short = await line('en', 4, 1);
    expect(short).toContain('<legend');
    for (const field of ['received', 'damaged', 'note']) {
      expect(short).toContain(`for="receipt-${field}-cup"`);
      expect(short).toContain(`data-testid="receipt-${field}-cup"`);
    }
    expect(short).toContain('id="receipt-received-cup"');
    expect(textOf(short)).toContain('Cup Shipped: 6 units');
    expect(texts(short, 'receipt-short')).toEqual(['Short: 1 unit']);
    const over = await line('en', 6, 1);
    expect(over).toContain('role="alert"');
    expect(textOf(over)).toContain('Received and damaged add up to more than the 6 units shipped.');
    expect(over).not.toContain('receipt-short');
    expect(texts(await line('pt', 2, 0), 'receipt-short')).toEqual(['Em falta: 4 unidades']);
  });

  it('POSTs the lines to the order’s receipt and reads the orders again', async () => {
    const answer = { ...shippedOrder(), status: 'delivered' };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, answer));
    const store = createBuyerStore();
    const done = await store
      .dispatch(
        receiptApi.endpoints.confirmReceipt.initiate({
          orderId: 'o/1',
          lines: [{ itemId: 'cup', received: 5, damaged: 1, note: null }],
        }),
      )
      .unwrap();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/buyer/orders/o%2F1/receipt');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"lines":[{"itemId":"cup","received":5,"damaged":1,"note":null}]}',
    });
    expect(done.status).toBe('delivered');
    fetchSpy.mockRestore();
    store.dispatch(buyerApi.util.resetApiState());
    const { t } = await translatorIn('en');
    expect(t('buyer:toast.receiptConfirmed', { orderNumber: 'ab12cd34' })).toBe(
      'Receipt confirmed for order #ab12cd34',
    );
    expect((await translatorIn('pt')).t('buyer:toast.receiptConfirmed', { orderNumber: 'ab12cd34' })).toBe(
      'Recebimento confirmado para o pedido #ab12cd34',
    );
  });
});

describe('the statuses of an order on its way to the end', () => {
  it('has a name for every status and every Order History filter, in en and pt', async () => {
    for (const language of ['en', 'pt'] as const) {
      const { t, exists } = await translatorIn(language);
      for (const status of ORDER_STATUSES)
        expect([status, exists(`common:orderStatus.${status}`)]).toEqual([status, true]);
      for (const filter of ORDER_HISTORY_STATUS_FILTERS)
        expect([filter, exists(`buyer:orders.statusFilter.${filter}`)]).toEqual([filter, true]);
      expect(
        ['partially_shipped', 'shipped', 'delivered'].map((s) => t(`buyer:orders.statusFilter.${s}`)),
      ).toEqual(
        language === 'en'
          ? ['Partially Shipped', 'Shipped', 'Delivered']
          : ['Parcialmente Enviado', 'Enviado', 'Entregue'],
      );
    }
  });
});
