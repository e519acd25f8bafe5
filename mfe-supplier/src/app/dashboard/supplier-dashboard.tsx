import { Button, Empty, Flex, List, Progress, Row, Typography } from 'antd';
import { AppstoreOutlined, DollarOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { shortId } from '@marketplace/domain';
import { areaPageTitleKey, formatDate, formatMoney } from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/rounds-api';
import { isNoCompany, NoCompany } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { DashboardPanel, StatCards } from '@marketplace/web-kit/dashboard';

/**
 * Supplier dashboard (spec §2.5). Errors are only logged (spec §8: dashboards show no message).
 * Links are absolute: the dashboard is also the role landing at `/`.
 */
export function SupplierDashboard() {
  const { t } = useTranslation('supplier');
  const { data, error } = useDashboardQuery();
  const navigate = useNavigate();
  if (error) console.error('Failed to load the supplier dashboard', error);
  const header = <PageHeader title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />;
  // A supplier not yet in a company still lands on its dashboard, which says what is missing.
  if (isNoCompany(error))
    return (
      <Flex vertical gap="middle" data-testid="supplier-dashboard">
        {header}
        <NoCompany />
      </Flex>
    );
  const none = t('dashboard.notAvailable');
  return (
    <Flex vertical gap="middle" data-testid="supplier-dashboard">
      {header}
      <StatCards
        col={{ xs: 12, lg: 6 }}
        figures={[
          {
            key: 'activeRounds',
            title: t('dashboard.cards.activeRounds'),
            value: data?.activeRounds ?? none,
            icon: <ShoppingOutlined />,
          },
          {
            key: 'totalSales',
            title: t('dashboard.cards.totalSales'),
            value: data?.totalSales == null ? none : formatMoney(data.totalSales, 'USD'),
            icon: <DollarOutlined />,
          },
          {
            key: 'activeBuyers',
            title: t('dashboard.cards.activeBuyers'),
            value: data?.activeBuyers ?? none,
            icon: <TeamOutlined />,
          },
          {
            key: 'products',
            title: t('dashboard.cards.products'),
            value: data?.products ?? none,
            icon: <AppstoreOutlined />,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <DashboardPanel title={t('dashboard.activeRounds')}>
          {data && data.rounds.length > 0 ? (
            <List
              dataSource={data.rounds}
              renderItem={(r) => (
                <List.Item
                  actions={[
                    // One control, not a button inside a link: one Tab stop, one name.
                    <Button key="manage" size="small" onClick={() => navigate('/supplier/rounds')}>
                      {t('dashboard.manage')}
                    </Button>,
                  ]}
                >
                  <Flex vertical style={{ width: '100%' }}>
                    <Typography.Text strong>{r.title}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t('dashboard.roundLine', {
                        products: t('dashboard.products', { count: r.productCount }),
                        buyers: t('dashboard.buyers', { count: r.buyerCount }),
                      })}
                    </Typography.Text>
                    <Progress
                      percent={Math.min(100, r.averageProgress)}
                      size="small"
                      aria-label={t('rounds.columns.progress')}
                    />
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t('dashboard.noActiveRounds')} />
          )}
        </DashboardPanel>
        <DashboardPanel title={t('dashboard.recentOrders')}>
          {data && data.recentOrders.length > 0 ? (
            <List
              dataSource={data.recentOrders}
              renderItem={(o) => (
                <List.Item extra={formatMoney(o.totalValue, o.currency)}>
                  <Flex vertical>
                    <Typography.Text strong>
                      #{shortId(o.id)} · {o.roundTitle}
                    </Typography.Text>
                    <Typography.Text type="secondary">{formatDate(o.createdAt)}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          ) : (
            <Empty description={t('dashboard.noRecentOrders')} />
          )}
        </DashboardPanel>
      </Row>
    </Flex>
  );
}
