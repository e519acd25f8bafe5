import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BuyerDashboard as BuyerDashboardView, OrderStatus } from '@marketplace/contracts';
import { isPendingOrder, isSoldOrder } from '@marketplace/domain';
import {
  areaPageTitleKey,
  formatMoney,
  LightAlert,
  LightButton,
  LightEmpty,
  LightList,
  LightListItem,
  LightTag,
  PageTitle,
  statusColor,
  SvgIcon,
  useSession,
} from '@marketplace/web-kit';
import { DashboardPanel, DashboardPanels, StatCards } from '@marketplace/web-kit/dashboard';
import { useDashboardQuery } from '../api/buyer-api';
import { LiveRound } from '../api/use-live-round';
import { FollowingCard } from '../follows/following-card';
import { StandingOrdersCard } from '../standing/standing-card';
import { useBuyerNavigate } from '../ui/buyer-links';
import { MoqBadge } from '../ui/moq-badge';
import { orderNumber } from '../ui/order-number';

type DashboardStatus = 'pending' | 'approved' | 'cancelled';

/**
 * Spec §2.4: the dashboard reads Pending / Approved / Cancelled. An order waiting for the buyer's
 * company is pending too, not cancelled; a sold one is approved however far it has gone (shipped,
 * delivered, completed).
 */
export function dashboardStatus(status: OrderStatus): DashboardStatus {
  if (isPendingOrder(status)) return 'pending';
  if (isSoldOrder(status)) return 'approved';
  return 'cancelled';
}

/** Each of the dashboard's three in the colour of the order status it is named after. */
const COLOR_OF: Record<DashboardStatus, OrderStatus> = {
  pending: 'pending_admin',
  approved: 'approved',
  cancelled: 'cancelled',
};

/**
 * Spec §2.4 buyer dashboard. Failures are only logged (spec §8: dashboards show no message).
 * Drawn with the kit's light widgets: the page a buyer lands on loads no antd (buyer-routes.tsx).
 */
export function BuyerDashboard() {
  const { t } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  const { data, error } = useDashboardQuery();
  if (error) console.error('Failed to load the buyer dashboard', error);
  // Buying is refused (buyer.company_missing) until an admin assigns a company; say so
  // here first, not only when an add to cart fails.
  const { profile } = useSession();
  const noCompany = profile?.role === 'buyer' && !profile.companyId;

  const stats = dashboardStats(data, t);

  return (
    <div className="mk-page">
      {data?.cartActivity.map((row) => (
        <LiveRound key={row.roundId} roundId={row.roundId} />
      ))}
      <PageTitle title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />
      {noCompany && (
        <LightAlert
          data-testid="no-company"
          icon={<SvgIcon icon={ExclamationCircleFilled} />}
          title={t('dashboard.noCompany.title')}
          description={t('dashboard.noCompany.description')}
        />
      )}
      <StatCards col={{ xs: 24, sm: 12, xl: 6 }} figures={stats} loading={!data && !error} />
      <DashboardPanels>
        <CartActivityPanel rows={data?.cartActivity} navigate={navigate} />
        <RecentOrdersPanel orders={data?.recentOrders} />
        <FollowingCard />
        <StandingOrdersCard />
      </DashboardPanels>
    </div>
  );
}

/** The four figures atop the dashboard, 0 until the dashboard has arrived. */
function dashboardStats(data: BuyerDashboardView | undefined, t: TFunction<'buyer'>) {
  return [
    { key: 'openRounds', icon: ShopOutlined, value: data?.openRounds ?? 0 },
    { key: 'cartItems', icon: ShoppingCartOutlined, value: data?.cartItems ?? 0 },
    { key: 'totalOrders', icon: FileTextOutlined, value: data?.totalOrders ?? 0 },
    { key: 'totalValue', icon: DollarOutlined, value: formatMoney(data?.totalValue ?? 0, 'USD') },
  ].map((stat) => ({
    ...stat,
    icon: <SvgIcon icon={stat.icon} />,
    testId: `stat-${stat.key}`,
    title: t(`dashboard.stats.${stat.key}`),
  }));
}

/** The rounds the buyer has a cart in, each with its MOQ and a way to the cart. */
function CartActivityPanel({
  rows,
  navigate,
}: {
  rows: BuyerDashboardView['cartActivity'] | undefined;
  navigate: ReturnType<typeof useBuyerNavigate>;
}) {
  const { t } = useTranslation('buyer');
  return (
    <DashboardPanel title={t('dashboard.cartActivity.title')} testId="cart-activity">
      {rows?.length ? (
        <LightList>
          {rows.map((row) => (
            <LightListItem
              key={row.roundId}
              title={row.roundTitle}
              description={
                <span className="mk-inline">
                  <span>{t('items', { count: row.itemCount })}</span>
                  <MoqBadge
                    percent={row.moqPercent}
                    threshold={100}
                    text={t('moqPercent', { percent: row.moqPercent })}
                  />
                </span>
              }
              actions={[
                <LightButton key="view" onClick={() => navigate('cart', { selectedRoundId: row.roundId })}>
                  {t('viewCart')}
                </LightButton>,
              ]}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.cartActivity.empty')}>
          <LightButton variant="primary" onClick={() => navigate('rounds')}>
            {t('browseRounds')}
          </LightButton>
        </LightEmpty>
      )}
    </DashboardPanel>
  );
}

/** The buyer's latest orders, each in the dashboard's three statuses. */
function RecentOrdersPanel({ orders }: { orders: BuyerDashboardView['recentOrders'] | undefined }) {
  const { t } = useTranslation('buyer');
  return (
    <DashboardPanel title={t('dashboard.recentOrders.title')} testId="recent-orders">
      {orders?.length ? (
        <LightList>
          {orders.map((order) => {
            const status = dashboardStatus(order.status);
            return (
              <LightListItem
                key={order.id}
                title={
                  <span className="mk-inline">
                    <span>{orderNumber(order.id)}</span>
                    <LightTag color={statusColor('order', COLOR_OF[status])}>
                      {t(`dashboard.status.${status}`)}
                    </LightTag>
                  </span>
                }
                description={order.roundTitle}
                extra={formatMoney(order.totalValue, order.currency)}
              />
            );
          })}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.recentOrders.empty')} />
      )}
    </DashboardPanel>
  );
}
