import type { TFunction } from 'i18next';
import type { OrderTimelineEntry } from '@marketplace/contracts';
// Through the package, not a relative import: this file is bundled with the entry point
// `order-timeline` into each remote's own build, and the formatters' language must be the shared one.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatCount, formatDay, formatMoney } from '@marketplace/web-kit';

export type Translate = TFunction<'common', 'orderTimeline'>;

/** What the details' lines are written with: the texts, amounts in the order's currency, "and n more lines". */
interface DetailWords {
  t: Translate;
  money: (amount: number) => string;
  more: (otherLines: number | undefined) => string[];
}

/** What changed, in a line each: amounts in the order's currency, lines by name. */
export function detailsOf(t: Translate, entry: OrderTimelineEntry, currency: string): string[] {
  const money = (amount: number) => formatMoney(amount, currency);
  const more = (otherLines: number | undefined) =>
    otherLines ? [t('otherLines', { count: otherLines })] : [];
  const words = { t, money, more };
  switch (entry.kind) {
    case 'placed':
      return [
        t('placed', { total: money(entry.details.totalValue), count: entry.details.totalUnits }),
        ...(entry.details.standing ? [t('placedStanding')] : []),
      ];
    case 'skipped':
      return [t('skippedReleased')];
    case 'held_for_approval': {
      const limits = entry.details.exceeded.map((limit) => t(`limits.${limit}`));
      return limits.length ? [t('held', { limits: limits.join(' + ') })] : [];
    }
    case 'cancelled':
      return [t(`cause.${entry.details.cause}`)];
    case 'completed':
      return [t('completed')];
    default:
      return (
        closeDetails(words, entry) ?? invoiceDetails(words, entry) ?? deliveryDetails(words, entry) ?? []
      );
  }
}

/** The changes the round's close makes to the order's lines and prices; null for any other kind. */
function closeDetails({ t, money, more }: DetailWords, entry: OrderTimelineEntry): string[] | null {
  switch (entry.kind) {
    case 'break_reached':
      return [
        ...entry.details.products.map((p) => {
          const prices = { name: p.name, from: money(p.fromUnitPrice), to: money(p.toUnitPrice) };
          return p.minQty === null
            ? t('breakProductNoTier', prices)
            : t('breakProduct', { ...prices, count: p.minQty });
        }),
        ...more(entry.details.otherLines),
      ];
    case 'repriced':
      return [
        t('total', { from: money(entry.details.fromTotal), to: money(entry.details.toTotal) }),
        ...entry.details.lines.map((l) =>
          t('repricedLine', { name: l.name, from: money(l.fromUnitPrice), to: money(l.toUnitPrice) }),
        ),
        ...more(entry.details.otherLines),
      ];
    case 'lines_released':
      return [
        t('moqNotMet'),
        ...entry.details.lines.map((l) => t('releasedLine', { name: l.name, count: l.qty })),
        ...more(entry.details.otherLines),
      ];
    case 'flex_called':
      return [
        ...entry.details.lines.map((l) => t('flexLine', { name: l.name, count: l.units })),
        ...more(entry.details.otherLines),
      ];
    default:
      return null;
  }
}

/** The order's proforma invoice issued, sent, paid or overdue; null for any other kind. */
function invoiceDetails({ t, money }: DetailWords, entry: OrderTimelineEntry): string[] | null {
  switch (entry.kind) {
    case 'invoice_issued':
      return [t('invoice', { number: entry.details.invoiceNumber })];
    case 'invoice_sent':
      return [
        entry.details.dueOn
          ? t('invoiceSent', { number: entry.details.invoiceNumber, date: formatDay(entry.details.dueOn) })
          : t('invoice', { number: entry.details.invoiceNumber }),
      ];
    case 'invoice_paid':
      return [t('invoicePaid', { number: entry.details.invoiceNumber, amount: money(entry.details.amount) })];
    case 'invoice_overdue':
      return [t('invoiceOverdue', { number: entry.details.invoiceNumber, due: money(entry.details.due) })];
    default:
      return null;
  }
}

/** The order shipped, received, credited or delivered short; null for any other kind. */
function deliveryDetails({ t, more }: DetailWords, entry: OrderTimelineEntry): string[] | null {
  switch (entry.kind) {
    case 'shipped': {
      const d = entry.details;
      return [
        t('shipment', {
          number: d.shipmentNumber,
          date: formatDay(d.shippedOn),
          carrier: d.carrier,
          trackingRef: d.trackingRef,
        }),
        ...(d.container ? [t('shipmentContainer', { container: d.container })] : []),
        ...d.lines.map((l) => t('shippedLine', { name: l.name, count: l.qty })),
        ...more(d.otherLines),
        t(d.complete ? 'shippedAll' : 'shippedPart'),
      ];
    }
    case 'delivered':
      return entry.details.lines.length
        ? [
            ...entry.details.lines.flatMap((l) => [
              ...(l.short ? [t('receivedShort', { name: l.name, count: l.short })] : []),
              ...(l.damaged ? [t('receivedDamaged', { name: l.name, count: l.damaged })] : []),
            ]),
            ...more(entry.details.otherLines),
          ]
        : [t('receivedInFull')];
    case 'discrepancy_accepted':
      return [
        ...entry.details.lines.map((l) => t('creditedLine', { name: l.name, count: l.units })),
        ...more(entry.details.otherLines),
      ];
    case 'short_delivered':
      return [
        t('shortGroup', {
          delivered: formatCount(entry.details.groupDelivered),
          confirmed: formatCount(entry.details.groupConfirmed),
          count: entry.details.groupConfirmed,
        }),
        ...entry.details.lines.flatMap((l) => [
          t('shortLine', { name: l.name, count: l.units }),
          ...(l.flexUnits > 0 ? [t('shortFlex', { count: l.flexUnits })] : []),
        ]),
        ...more(entry.details.otherLines),
      ];
    default:
      return null;
  }
}
