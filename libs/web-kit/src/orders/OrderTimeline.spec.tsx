import type { OrderTimelineEntry } from '@marketplace/contracts';
import { markupText, renderMarkup } from '../testing/markup';
import { OrderTimeline } from './OrderTimeline';

const at = '2026-03-02T10:00:00.000Z';
const close = { role: 'system' as const };
const entries: OrderTimelineEntry[] = [
  {
    at,
    kind: 'placed',
    actor: { role: 'buyer', userId: 'u-1' },
    details: { totalValue: 260, totalUnits: 14 },
  },
  {
    at,
    kind: 'lines_released',
    actor: close,
    details: { cause: 'moq_not_met', lines: [{ itemId: 'i2', name: 'Desk', qty: 2 }], otherLines: 3 },
  },
  {
    at,
    kind: 'break_reached',
    actor: close,
    details: {
      products: [{ roundProductId: 'rp', name: 'Mug', minQty: 20, fromUnitPrice: 5, toUnitPrice: 4 }],
    },
  },
  {
    at,
    kind: 'repriced',
    actor: close,
    details: {
      fromTotal: 260,
      toTotal: 48,
      lines: [{ itemId: 'i1', name: 'Mug', fromUnitPrice: 5, toUnitPrice: 4 }],
    },
  },
  { at, kind: 'rejected', actor: { role: 'admin', userId: 'adm' }, reason: 'Duplicate', details: {} },
  {
    at,
    kind: 'invoice_issued',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: { invoiceId: 'inv', invoiceNumber: 'PI-7' },
  },
  {
    at,
    kind: 'invoice_sent',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: { invoiceId: 'inv', invoiceNumber: 'PI-7', dueOn: '2026-04-01' },
  },
  {
    at,
    kind: 'invoice_overdue',
    actor: close,
    details: { invoiceId: 'inv', invoiceNumber: 'PI-7', due: 18.5 },
  },
  {
    at,
    kind: 'invoice_paid',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: { invoiceId: 'inv', invoiceNumber: 'PI-7', amount: 48 },
  },
  {
    at,
    kind: 'shipped',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: {
      shipmentId: 'sh',
      shipmentNumber: 'SH-7',
      shippedOn: '2026-04-03',
      carrier: 'Maersk',
      trackingRef: 'MSKU123',
      container: 'TGHU 1234567',
      lines: [{ itemId: 'i1', name: 'Desk', qty: 6 }],
      complete: false,
    },
  },
  {
    at,
    kind: 'delivered',
    actor: { role: 'buyer' },
    details: { lines: [{ itemId: 'i1', name: 'Desk', short: 1, damaged: 2 }] },
  },
  {
    at,
    kind: 'discrepancy_accepted',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: { lines: [{ itemId: 'i1', name: 'Desk', units: 3 }] },
  },
  {
    at,
    kind: 'discrepancy_disputed',
    actor: { role: 'supplier', name: 'Basics Co.' },
    reason: 'Signed for in good order',
    details: {},
  },
  {
    at,
    kind: 'short_delivered',
    actor: { role: 'supplier', name: 'Basics Co.' },
    details: {
      shortfallId: 'sf-1',
      groupConfirmed: 120,
      groupDelivered: 90,
      lines: [{ itemId: 'i2', name: 'Oil', units: 18, flexUnits: 12 }],
    },
  },
  { at, kind: 'completed', actor: { role: 'system' }, details: {} },
];

describe('OrderTimeline', () => {
  it('says what changed, who changed it, when and why, in English and Portuguese', async () => {
    const en = markupText(await renderMarkup('en', <OrderTimeline entries={entries} currency="USD" />));
    for (const text of [
      'Timeline',
      'Order placed',
      'by the buyer',
      'for 14 units',
      'Lines released',
      'by the system at the close',
      'Desk: 2 units',
      'and 3 more lines',
      'Mug: the group reached the 20-unit break',
      'Re-priced at the close',
      'Rejected by the admin',
      'Order placed by the buyer',
      'Reason: “Duplicate”',
      'Proforma invoice issued by Basics Co.',
      'Invoice PI-7',
      'Proforma invoice sent by Basics Co.',
      'Invoice PI-7, due Apr 01, 2026',
      'Proforma invoice overdue by the system',
      'Invoice PI-7: $18.50 still due',
      'Proforma invoice paid by Basics Co.',
      'Invoice PI-7: $48.00 paid in full',
      'Shipped by Basics Co.',
      'SH-7 on Apr 03, 2026 with Maersk, tracking MSKU123',
      'Container TGHU 1234567',
      'Desk: 6 units',
      'More of the order is still to ship.',
      'Receipt confirmed by the buyer',
      'Desk: 1 unit short',
      'Desk: 2 units damaged',
      'Delivered and every invoice paid.',
      'Units short or damaged credited by Basics Co.',
      'Desk: 3 units off the order',
      'Receipt disputed by Basics Co.',
      'Reason: “Signed for in good order”',
      'Delivered short to the group by Basics Co.',
      '90 of 120 units arrived for the group',
      'Oil: 18 units off the order',
      '12 of them flexible units called in at the close',
    ])
      expect(en).toContain(text);
    expect(en).toMatch(/\$260\.00 → \$48\.00/);

    const pt = markupText(await renderMarkup('pt', <OrderTimeline entries={entries} currency="USD" />));
    for (const text of [
      'Linha do tempo',
      'Pedido feito',
      'pelo sistema no fechamento',
      'Rejeitado pelo administrador',
      'Desk: 2 unidades',
      'e mais 3 linhas',
      'Fatura PI-7',
      'Motivo: “Duplicate”',
      'Fatura proforma vencida',
      'Fatura PI-7, vence em',
      'SH-7 em',
      'com Maersk, rastreio MSKU123',
      'Desk: 2 unidades danificadas',
      'Entregue e todas as faturas pagas.',
      'Entregue em falta ao grupo',
      'Chegaram 90 de 120 unidades para o grupo',
      'Oil: 18 unidades retiradas do pedido',
    ])
      expect(pt).toContain(text);
  });

  it('waits for its entries, and says when they could not be read', async () => {
    const waiting = await renderMarkup('en', <OrderTimeline entries={undefined} currency="USD" loading />);
    expect(waiting).toContain('ant-skeleton');
    const failed = markupText(
      await renderMarkup('en', <OrderTimeline entries={undefined} currency="USD" failed />),
    );
    expect(failed).toContain('The timeline could not be loaded.');
  });
});
