import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  areaPageTitleKey,
  LightEmpty,
  LightList,
  LightListItem,
  LightTag,
  PageTitle,
  relativeTime,
  statusColor,
  SvgIcon,
  useNow,
} from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/admin-api';
import { DashboardPanel, DashboardPanels, StatCards } from '@marketplace/web-kit/dashboard';
import { formatCompactUsd } from './compact-money';

/**
 * Admin dashboard (spec §2.6), drawn with the kit's light widgets: the page an administrator lands
 * on loads no antd (admin-routes.tsx). `linkBase` is where admin pages live for the router it runs in:
 * '' inside the admin area (basename /admin), '/admin' at the role landing `/`.
 */
export function AdminDashboard({ linkBase = '' }: { linkBase?: '' | '/admin' }) {
  const { t } = useTranslation('admin');
  // Spec §8: dashboards log errors only and show no message.
  const { data, error } = useDashboardQuery();
  if (error) console.error('admin dashboard failed to load', error);
  const now = useNow();

  return (
    <div className="mk-page" data-testid="admin-dashboard">
      <PageTitle title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />
      <StatCards
        col={{ xs: 24, sm: 12, xl: 6 }}
        figures={[
          {
            key: 'totalUsers',
            testId: 'dashboard-total-users',
            title: t('dashboard.cards.totalUsers'),
            value: data?.totalUsers ?? 0,
            icon: <SvgIcon icon={TeamOutlined} />,
          },
          {
            key: 'activeCompanies',
            testId: 'dashboard-active-companies',
            title: t('dashboard.cards.activeCompanies'),
            value: data?.activeCompanies.total ?? 0,
            icon: <SvgIcon icon={AppstoreOutlined} />,
            note: t('dashboard.cards.companiesSplit', {
              buyers: t('dashboard.cards.buyerCompanies', { count: data?.activeCompanies.buyers ?? 0 }),
              suppliers: t('dashboard.cards.supplierCompanies', {
                count: data?.activeCompanies.suppliers ?? 0,
              }),
            }),
          },
          {
            key: 'platformVolume',
            testId: 'dashboard-platform-volume',
            title: t('dashboard.cards.platformVolume'),
            value: formatCompactUsd(data?.platformVolume ?? 0),
            icon: <SvgIcon icon={DollarOutlined} />,
            note: t('dashboard.cards.volumeHint'),
          },
          {
            key: 'pendingApprovals',
            testId: 'dashboard-pending-approvals',
            title: t('dashboard.cards.pendingApprovals'),
            value: data?.pendingApprovals ?? 0,
            icon: <SvgIcon icon={ClockCircleOutlined} />,
            note: t('dashboard.cards.pendingHint'),
          },
        ]}
      />
      <DashboardPanels>
        <DashboardPanel title={t('dashboard.pending.title')} testId="dashboard-pending-list">
          {data?.pending.length ? (
            <LightList>
              {data.pending.map((item) => (
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
        <DashboardPanel title={t('dashboard.activity.title')} testId="dashboard-recent-activity">
          {data?.recentActivity.length ? (
            <LightList>
              {data.recentActivity.map((item) => (
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
      </DashboardPanels>
    </div>
  );
}
