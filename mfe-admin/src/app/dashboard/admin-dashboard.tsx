import { Empty, Flex, List, Row, Tag, Typography } from 'antd';
import { AppstoreOutlined, ClockCircleOutlined, DollarOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { areaPageTitleKey, relativeTime, useNow } from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { DashboardPanel, StatCards } from '@marketplace/web-kit/dashboard';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { formatCompactUsd } from './compact-money';

/**
 * Admin dashboard (spec §2.6). `linkBase` is where admin pages live for the router it runs in:
 * '' inside the admin area (basename /admin), '/admin' at the role landing `/`.
 */
export function AdminDashboard({ linkBase = '' }: { linkBase?: '' | '/admin' }) {
  const { t } = useTranslation('admin');
  // Spec §8: dashboards log errors only and show no message.
  const { data, error } = useDashboardQuery();
  if (error) console.error('admin dashboard failed to load', error);
  const now = useNow();

  return (
    <Flex vertical gap="middle" data-testid="admin-dashboard">
      <PageHeader title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />
      <StatCards
        col={{ xs: 24, sm: 12, xl: 6 }}
        figures={[
          {
            key: 'totalUsers',
            testId: 'dashboard-total-users',
            title: t('dashboard.cards.totalUsers'),
            value: data?.totalUsers ?? 0,
            icon: <TeamOutlined />,
          },
          {
            key: 'activeCompanies',
            testId: 'dashboard-active-companies',
            title: t('dashboard.cards.activeCompanies'),
            value: data?.activeCompanies.total ?? 0,
            icon: <AppstoreOutlined />,
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
            icon: <DollarOutlined />,
            note: t('dashboard.cards.volumeHint'),
          },
          {
            key: 'pendingApprovals',
            testId: 'dashboard-pending-approvals',
            title: t('dashboard.cards.pendingApprovals'),
            value: data?.pendingApprovals ?? 0,
            icon: <ClockCircleOutlined />,
            note: t('dashboard.cards.pendingHint'),
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <DashboardPanel title={t('dashboard.pending.title')} testId="dashboard-pending-list">
          <List
            dataSource={data?.pending ?? []}
            locale={{ emptyText: <Empty description={t('dashboard.pending.empty')} /> }}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Link key="review" to={`${linkBase}/${item.kind === 'round' ? 'rounds' : 'orders'}`}>
                    {t('dashboard.pending.review')}
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap="small" align="center">
                      <Tag>{t(`dashboard.pending.${item.kind}`)}</Tag>
                      <Typography.Text ellipsis>{item.title}</Typography.Text>
                    </Flex>
                  }
                  description={`${item.detail} • ${relativeTime(item.createdAt, now, t)}`}
                />
              </List.Item>
            )}
          />
        </DashboardPanel>
        <DashboardPanel title={t('dashboard.activity.title')} testId="dashboard-recent-activity">
          <List
            dataSource={data?.recentActivity ?? []}
            locale={{ emptyText: <Empty description={t('dashboard.activity.empty')} /> }}
            renderItem={(item) => (
              <List.Item
                extra={
                  <Typography.Text type="secondary">{relativeTime(item.createdAt, now, t)}</Typography.Text>
                }
              >
                <List.Item.Meta
                  title={t('dashboard.activity.order', {
                    id: shortId(item.id),
                    buyer: item.buyerName ?? t('dashboard.activity.unknownBuyer'),
                  })}
                  description={
                    <Flex gap="small" align="center" wrap>
                      <Typography.Text type="secondary">{item.roundTitle}</Typography.Text>
                      <OrderStatusTag status={item.status as OrderStatus} labels="common:orderStatus" />
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        </DashboardPanel>
      </Row>
    </Flex>
  );
}
