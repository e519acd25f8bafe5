import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useTranslation } from 'react-i18next';
import type { SupplierDashboard } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  formatDate,
  formatMoney,
  LightButton,
  LightEmpty,
  LightList,
  LightListItem,
  LightProgress,
  SvgIcon,
} from '@marketplace/web-kit';
import { DashboardPanel, StatCards } from '@marketplace/web-kit/dashboard';

/** The dashboard's answer, absent while it loads or when it failed. */
type Data = SupplierDashboard | undefined;
/** The page's one router navigation, handed to the panels whose buttons lead elsewhere. */
type Navigate = (path: string) => void;

/** The four figures; "not available" stands for one the answer lacks. */
export function DashboardFigures({ data }: { data: Data }) {
  const { t } = useTranslation('supplier');
  const none = t('dashboard.notAvailable');
  return (
    <StatCards
      col={{ xs: 12, lg: 6 }}
      figures={[
        {
          key: 'activeRounds',
          title: t('dashboard.cards.activeRounds'),
          value: data?.activeRounds ?? none,
          icon: <SvgIcon icon={ShoppingOutlined} />,
        },
        {
          key: 'totalSales',
          title: t('dashboard.cards.totalSales'),
          value: data?.totalSales == null ? none : formatMoney(data.totalSales, 'USD'),
          icon: <SvgIcon icon={DollarOutlined} />,
        },
        {
          key: 'activeBuyers',
          title: t('dashboard.cards.activeBuyers'),
          value: data?.activeBuyers ?? none,
          icon: <SvgIcon icon={TeamOutlined} />,
        },
        {
          key: 'products',
          title: t('dashboard.cards.products'),
          value: data?.products ?? none,
          icon: <SvgIcon icon={AppstoreOutlined} />,
        },
      ]}
    />
  );
}

/** The supplier's active rounds, each with its products, buyers and progress. */
export function ActiveRoundsPanel({ data, navigate }: { data: Data; navigate: Navigate }) {
  const { t } = useTranslation('supplier');
  return (
    <DashboardPanel title={t('dashboard.activeRounds')}>
      {data && data.rounds.length > 0 ? (
        <LightList>
          {data.rounds.map((r) => (
            <LightListItem
              key={r.id}
              title={<strong>{r.title}</strong>}
              description={
                <>
                  {t('dashboard.roundLine', {
                    products: t('dashboard.products', { count: r.productCount }),
                    buyers: t('dashboard.buyers', { count: r.buyerCount }),
                  })}
                  <LightProgress
                    percent={Math.min(100, r.averageProgress)}
                    label={t('rounds.columns.progress')}
                  />
                </>
              }
              actions={[
                // One control, not a button inside a link: one Tab stop, one name.
                <LightButton key="manage" onClick={() => navigate('/supplier/rounds')}>
                  {t('dashboard.manage')}
                </LightButton>,
              ]}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.noActiveRounds')} />
      )}
    </DashboardPanel>
  );
}

/** The latest orders on the supplier's rounds, with their value. */
export function RecentOrdersPanel({ data }: { data: Data }) {
  const { t } = useTranslation('supplier');
  return (
    <DashboardPanel title={t('dashboard.recentOrders')}>
      {data && data.recentOrders.length > 0 ? (
        <LightList>
          {data.recentOrders.map((o) => (
            <LightListItem
              key={o.id}
              title={
                <strong>
                  #{shortId(o.id)} · {o.roundTitle}
                </strong>
              }
              description={formatDate(o.createdAt)}
              extra={formatMoney(o.totalValue, o.currency)}
            />
          ))}
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.noRecentOrders')} />
      )}
    </DashboardPanel>
  );
}

/** What buyers owe: outstanding and overdue invoices, with the way to the invoices. */
export function ReceivablesPanel({ data, navigate }: { data: Data; navigate: Navigate }) {
  const { t } = useTranslation('supplier');
  return (
    <DashboardPanel title={t('dashboard.receivables.title')} testId="supplier-receivables">
      {data && data.receivables.outstandingInvoices > 0 ? (
        <LightList>
          <LightListItem
            title={<strong>{t('dashboard.receivables.outstanding')}</strong>}
            description={t('dashboard.receivables.invoices', {
              count: data.receivables.outstandingInvoices,
            })}
            extra={
              <span data-testid="receivables-outstanding">
                {formatMoney(data.receivables.outstanding, 'USD')}
              </span>
            }
          />
          <LightListItem
            title={<strong>{t('dashboard.receivables.overdue')}</strong>}
            description={t('dashboard.receivables.invoices', { count: data.receivables.overdueInvoices })}
            extra={
              <span data-testid="receivables-overdue">{formatMoney(data.receivables.overdue, 'USD')}</span>
            }
            actions={[
              <LightButton key="invoices" onClick={() => navigate('/supplier/invoices')}>
                {t('dashboard.receivables.view')}
              </LightButton>,
            ]}
          />
        </LightList>
      ) : (
        <LightEmpty description={t('dashboard.receivables.none')} />
      )}
    </DashboardPanel>
  );
}
