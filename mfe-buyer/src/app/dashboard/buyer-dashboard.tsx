import { Alert, Button, Empty, Flex, List, Row, Tag, Typography } from 'antd';
import { DollarOutlined, FileTextOutlined, ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@marketplace/contracts';
import { areaPageTitleKey, formatMoney, statusColor, useSession } from '@marketplace/web-kit';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { DashboardPanel, StatCards } from '@marketplace/web-kit/dashboard';
import { useDashboardQuery } from '../api/buyer-api';
import { LiveRound } from '../api/use-live-round';
import { useBuyerNavigate } from '../ui/buyer-links';
import { MoqBadge } from '../ui/moq-badge';
import { orderNumber } from '../ui/order-status-tag';

type DashboardStatus = 'pending' | 'approved' | 'cancelled';

/**
 * Spec §2.4: the dashboard reads Pending / Approved / Cancelled. An order waiting for the buyer's
 * company is pending too, not cancelled.
 */
export function dashboardStatus(status: OrderStatus): DashboardStatus {
  if (status === 'pending_admin' || status === 'pending_company') return 'pending';
  if (status === 'approved' || status === 'completed') return 'approved';
  return 'cancelled';
}

/** Each of the dashboard's three in the colour of the order status it is named after. */
const COLOR_OF: Record<DashboardStatus, OrderStatus> = {
  pending: 'pending_admin',
  approved: 'approved',
  cancelled: 'cancelled',
};

/** Spec §2.4 buyer dashboard. Failures are only logged (spec §8: dashboards show no message). */
export function BuyerDashboard() {
  const { t } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  const { data, error } = useDashboardQuery();
  if (error) console.error('Failed to load the buyer dashboard', error);
  // Buying is refused (buyer.company_missing) until an admin assigns a company; say so
  // here first, not only when an add to cart fails.
  const { profile } = useSession();
  const noCompany = profile?.role === 'buyer' && !profile.companyId;

  const stats = [
    { key: 'openRounds', icon: <ShopOutlined />, value: data?.openRounds ?? 0 },
    { key: 'cartItems', icon: <ShoppingCartOutlined />, value: data?.cartItems ?? 0 },
    { key: 'totalOrders', icon: <FileTextOutlined />, value: data?.totalOrders ?? 0 },
    { key: 'totalValue', icon: <DollarOutlined />, value: formatMoney(data?.totalValue ?? 0, 'USD') },
  ].map((stat) => ({ ...stat, testId: `stat-${stat.key}`, title: t(`dashboard.stats.${stat.key}`) }));

  return (
    <Flex vertical gap="middle">
      {data?.cartActivity.map((row) => (
        <LiveRound key={row.roundId} roundId={row.roundId} />
      ))}
      <PageHeader title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />
      {noCompany && (
        <Alert
          type="warning"
          showIcon
          data-testid="no-company"
          message={t('dashboard.noCompany.title')}
          description={t('dashboard.noCompany.description')}
        />
      )}
      <StatCards col={{ xs: 24, sm: 12, xl: 6 }} figures={stats} loading={!data && !error} />
      <Row gutter={[16, 16]}>
        <DashboardPanel title={t('dashboard.cartActivity.title')} testId="cart-activity">
          {data?.cartActivity.length ? (
            <List
              dataSource={data.cartActivity}
              rowKey="roundId"
              renderItem={(row) => (
                <List.Item
                  actions={[
                    <Button key="view" onClick={() => navigate('cart', { selectedRoundId: row.roundId })}>
                      {t('viewCart')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={row.roundTitle}
                    description={
                      <Flex gap="small" align="center">
                        <span>{t('items', { count: row.itemCount })}</span>
                        <MoqBadge
                          percent={row.moqPercent}
                          threshold={100}
                          text={t('moqPercent', { percent: row.moqPercent })}
                        />
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t('dashboard.cartActivity.empty')}>
              <Button type="primary" onClick={() => navigate('rounds')}>
                {t('browseRounds')}
              </Button>
            </Empty>
          )}
        </DashboardPanel>
        <DashboardPanel title={t('dashboard.recentOrders.title')} testId="recent-orders">
          {data?.recentOrders.length ? (
            <List
              dataSource={data.recentOrders}
              rowKey="id"
              renderItem={(order) => {
                const status = dashboardStatus(order.status);
                return (
                  <List.Item
                    extra={
                      <Typography.Text strong>
                        {formatMoney(order.totalValue, order.currency)}
                      </Typography.Text>
                    }
                  >
                    <List.Item.Meta
                      title={
                        <Flex gap="small" align="center">
                          <span>{orderNumber(order.id)}</span>
                          <Tag color={statusColor('order', COLOR_OF[status])}>
                            {t(`dashboard.status.${status}`)}
                          </Tag>
                        </Flex>
                      }
                      description={order.roundTitle}
                    />
                  </List.Item>
                );
              }}
            />
          ) : (
            <Empty description={t('dashboard.recentOrders.empty')} />
          )}
        </DashboardPanel>
      </Row>
    </Flex>
  );
}
