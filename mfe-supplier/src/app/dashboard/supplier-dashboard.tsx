import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { shortId } from '@marketplace/domain';
import {
  areaPageTitleKey,
  formatDate,
  formatMoney,
  LightButton,
  LightEmpty,
  LightList,
  LightListItem,
  LightProgress,
  PageTitle,
  SvgIcon,
} from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/rounds-api';
import { isNoCompany, NoCompany } from '../common/failure';
import { DashboardPanel, DashboardPanels, StatCards } from '@marketplace/web-kit/dashboard';

/**
 * Supplier dashboard (spec §2.5), drawn with the kit's light widgets: the page a supplier lands on
 * loads no antd (supplier-routes.tsx). Errors are only logged (spec §8: dashboards show no message).
 * Links are absolute: the dashboard is also the role landing at `/`.
 */
export function SupplierDashboard() {
  const { t } = useTranslation('supplier');
  const { data, error } = useDashboardQuery();
  const navigate = useNavigate();
  if (error) console.error('Failed to load the supplier dashboard', error);
  const header = <PageTitle title={t(areaPageTitleKey('dashboard'))} subtitle={t('dashboard.subtitle')} />;
  // A supplier not yet in a company still lands on its dashboard, which says what is missing.
  if (isNoCompany(error))
    return (
      <div className="mk-page" data-testid="supplier-dashboard">
        {header}
        <NoCompany />
      </div>
    );
  const none = t('dashboard.notAvailable');
  return (
    <div className="mk-page" data-testid="supplier-dashboard">
      {header}
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
      <DashboardPanels>
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
                  <span data-testid="receivables-overdue">
                    {formatMoney(data.receivables.overdue, 'USD')}
                  </span>
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
      </DashboardPanels>
    </div>
  );
}
