import { Alert, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderTimelineEntry, OrderTimelineKind } from '@marketplace/contracts';
// Through the package, not a relative import: this file (entry point `order-timeline`) is bundled
// into each remote's own build, and the formatters' language and the session must be the shared ones.
import { formatDateTime, relativeTime, useNow, useSession } from '@marketplace/web-kit';
import { ACCESSIBLE_COLORS } from '../style/brand';
import { detailsOf, type Translate } from './timeline-details';

export interface OrderTimelineProps {
  /** The order's entries, oldest first (`GET …/timeline`); undefined while they are read. */
  entries: OrderTimelineEntry[] | undefined;
  /** The currency the entries' amounts are shown in. */
  currency: string;
  loading?: boolean;
  /** Reading them failed: says so in place of the entries. */
  failed?: boolean;
}

/** Changes the round's close makes on its own: "the system at the close". */
const AT_CLOSE: ReadonlySet<OrderTimelineKind> = new Set([
  'flex_called',
  'lines_released',
  'break_reached',
  'repriced',
  'cancelled',
]);

const DOT_COLORS: Partial<Record<OrderTimelineKind, string>> = {
  approved: ACCESSIBLE_COLORS.success,
  company_approved: ACCESSIBLE_COLORS.success,
  invoice_issued: ACCESSIBLE_COLORS.success,
  invoice_paid: ACCESSIBLE_COLORS.success,
  invoice_overdue: ACCESSIBLE_COLORS.error,
  completed: ACCESSIBLE_COLORS.success,
  discrepancy_disputed: ACCESSIBLE_COLORS.warning,
  rejected: ACCESSIBLE_COLORS.error,
  company_rejected: ACCESSIBLE_COLORS.error,
  cancelled: ACCESSIBLE_COLORS.error,
  held_for_approval: ACCESSIBLE_COLORS.warning,
  lines_released: ACCESSIBLE_COLORS.warning,
};

/** Who made the change, as the viewer reads it: "by you", by name, or by the party's role. */
function byWhom(t: Translate, entry: OrderTimelineEntry, viewerId: string | undefined): string {
  const { actor } = entry;
  if (actor.userId && actor.userId === viewerId) return t('by.you');
  if (actor.name) return t('by.named', { name: actor.name });
  if (actor.role === 'system') return t(AT_CLOSE.has(entry.kind) ? 'by.systemAtClose' : 'by.system');
  return t(`by.${actor.role}`);
}

/**
 * An order's timeline as the buyer, the supplier and the admin see it in the order's details:
 * each change with what it was, who made it ("you", a name, "the admin", "the system at the
 * close"), when (how long ago and the moment itself, in the viewer's language and zone) and why.
 * Its own entry point (`@marketplace/web-kit/order-timeline`): it brings antd's Timeline, which
 * the kit's index must not.
 */
export function OrderTimeline({ entries, currency, loading = false, failed = false }: OrderTimelineProps) {
  const { t } = useTranslation('common', { keyPrefix: 'orderTimeline' });
  const { profile } = useSession();
  const now = useNow();
  return (
    <Flex vertical gap="small" data-testid="order-timeline">
      <Typography.Text strong>{t('title')}</Typography.Text>
      {failed ? (
        <Alert type="warning" showIcon message={t('loadFailed')} />
      ) : loading || !entries ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Timeline
          style={{ marginTop: 8, marginBottom: -16 }}
          items={entries.map((entry, index) => {
            const absolute = formatDateTime(entry.at);
            return {
              key: `${entry.at}-${entry.kind}-${index}`,
              color: DOT_COLORS[entry.kind] ?? ACCESSIBLE_COLORS.info,
              children: (
                <Flex
                  vertical
                  gap={2}
                  data-testid="timeline-entry"
                  data-kind={entry.kind}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Typography.Text strong>{t(`kind.${entry.kind}`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {byWhom(t, entry, profile?.id)} ·{' '}
                    <time dateTime={entry.at} title={absolute}>
                      {relativeTime(entry.at, now)} · {absolute}
                    </time>
                  </Typography.Text>
                  {detailsOf(t, entry, currency).map((line, n) => (
                    <Typography.Text key={n}>{line}</Typography.Text>
                  ))}
                  {entry.reason && (
                    <Typography.Text italic data-testid="timeline-reason">
                      {t('reason', { reason: entry.reason })}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            };
          })}
        />
      )}
    </Flex>
  );
}
