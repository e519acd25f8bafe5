/**
 * One colour per status, the same on every screen, and a label in both languages wherever a
 * screen shows it. Rendered as markup (Node, no DOM) from the real texts.
 */
import { INVOICE_STATUSES, ORDER_STATUSES, ROUND_STATUSES } from '@marketplace/contracts';
import { addAreaTexts } from '@marketplace/i18n';
import { resources } from '@marketplace/i18n/resources';
import { markupText, renderMarkup } from '../testing/markup';
import { STATUS_COLORS, STATUS_LABELS, statusColor, type StatusKind } from './status-colors';
import { ActiveTag, InvoiceStatusTag, OrderStatusTag, RoundStatusTag } from './status-tag';

for (const area of ['admin', 'supplier', 'buyer'] as const)
  addAreaTexts(area, { en: resources.en[area], pt: resources.pt[area] });

const STATUSES: Record<StatusKind, readonly string[]> = {
  round: ROUND_STATUSES,
  order: ORDER_STATUSES,
  invoice: INVOICE_STATUSES,
  active: ['active', 'inactive'],
};

/** The text at `namespace:a.b.c` in a language, or undefined. */
function textAt(language: 'en' | 'pt', path: string): unknown {
  const [namespace, key] = path.split(':') as [keyof (typeof resources)['en'], string];
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[language][namespace],
    );
}

describe('status tags', () => {
  it.each(Object.keys(STATUSES) as StatusKind[])('give every %s status one colour', (kind) => {
    expect(Object.keys(STATUS_COLORS[kind]).sort()).toEqual([...STATUSES[kind]].sort());
    for (const status of STATUSES[kind]) expect(statusColor(kind, status as never)).toMatch(/^[a-z]+$/);
  });

  it.each(Object.keys(STATUSES) as StatusKind[])(
    'label every %s status in en and pt wherever shown',
    (kind) => {
      for (const labels of STATUS_LABELS[kind])
        for (const language of ['en', 'pt'] as const)
          for (const status of STATUSES[kind])
            expect([labels, language, status, textAt(language, `${labels}.${status}`)]).toEqual([
              labels,
              language,
              status,
              expect.stringMatching(/\S/),
            ]);
    },
  );

  it('show a round waiting for approval in one colour on every screen, as an order waiting for it', async () => {
    for (const labels of STATUS_LABELS.round) {
      const html = await renderMarkup('en', <RoundStatusTag status="pending_approval" labels={labels} />);
      expect(html).toContain('mk-tag-gold');
      expect(markupText(html)).toBe('Pending Approval');
    }
    expect(statusColor('order', 'pending_admin')).toBe(statusColor('round', 'pending_approval'));
  });

  it("keep the screen's words and test id", async () => {
    const round = await renderMarkup(
      'pt',
      <RoundStatusTag status="closed" labels="common:roundStatus" data-testid="round-status" />,
    );
    expect(round).toContain('data-testid="round-status"');
    expect(markupText(round)).toBe('Encerrada');

    const sale = await renderMarkup(
      'en',
      <OrderStatusTag status="pending_admin" labels="supplier:sales.orderStatus" />,
    );
    const order = await renderMarkup(
      'en',
      <OrderStatusTag status="pending_admin" labels="common:orderStatus" />,
    );
    expect([markupText(sale), markupText(order)]).toEqual(['Pending', 'Pending Approval']);

    const invoice = await renderMarkup('pt', <InvoiceStatusTag status="sent" />);
    expect(invoice).toContain('data-testid="invoice-status"');
    expect(markupText(invoice)).toBe('ENVIADA');

    const company = await renderMarkup('en', <ActiveTag active={false} labels="admin:companies.status" />);
    expect(markupText(company)).toBe('Inactive');
  });
});
