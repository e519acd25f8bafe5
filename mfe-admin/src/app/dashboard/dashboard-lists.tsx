import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard as AdminDashboardFigures, OrderStatus } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  LightEmpty,
  LightList,
  LightListItem,
  LightTag,
  relativeTime,
  statusColor,
} from '@marketplace/web-kit';
import { DashboardPanel } from '@marketplace/web-kit/dashboard';

/** Rounds and orders waiting for the administrator, each with a link to the list to review it on. */
export function PendingPanel({
  pending,
  now,
  linkBase,
}: {
  pending: AdminDashboardFigures['pending'] | undefined;
  now: number;
  linkBase: '' | '/admin';
}) {
  const { t } = useTranslation('admin');
  return (
    <DashboardPanel title={t('dashboard.pending.title')} testId="dashboard-pending-list">
      {pending?.length ? (
        <LightList>
          {pending.map((item) => (
            <LightListItem
              key={`${item.kind}-${item.id}`}
              title={
                <span style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
                  <LightTag>{t(`dashboard.pending.${item.kind}`)}</LightTag>
                  <span className="mk-ellipsis">{item.title}</span>
                </span>
              }
              description={`${item.detail} • ${relativeTime(item.createdAt, now, t)}`}
              actions={[
                <Link key="review" to={`${linkBase}/${item.kind === 'round' ? 'rounds' : 'orders'}`}>
                  {t('dashboard.pending.review')}
                </Link>,
              ]}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.pending.empty')} />
      )}
    </DashboardPanel>
  );
}

/** The platform's latest orders: number, buyer, round and status. */
export function RecentActivityPanel({
  recentActivity,
  now,
}: {
  recentActivity: AdminDashboardFigures['recentActivity'] | undefined;
  now: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <DashboardPanel title={t('dashboard.activity.title')} testId="dashboard-recent-activity">
      {recentActivity?.length ? (
        <LightList>
          {recentActivity.map((item) => (
            <LightListItem
              key={item.id}
              title={t('dashboard.activity.order', {
                id: shortId(item.id),
                buyer: item.buyerName ?? t('dashboard.activity.unknownBuyer'),
              })}
              description={
                <span className="mk-inline">
                  <span>{item.roundTitle}</span>
                  <LightTag color={statusColor('order', item.status as OrderStatus)}>
                    {t(`common:orderStatus.${item.status}`)}
                  </LightTag>
                </span>
              }
              extra={<span className="mk-secondary">{relativeTime(item.createdAt, now, t)}</span>}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.activity.empty')} />
      )}
    </DashboardPanel>
  );
}
