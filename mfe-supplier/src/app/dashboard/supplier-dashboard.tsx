import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { areaPageTitleKey, PageTitle } from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/rounds-api';
import { isNoCompany, NoCompany } from '../common/failure';
import { DashboardPanels } from '@marketplace/web-kit/dashboard';
import { ActiveRoundsPanel, DashboardFigures, ReceivablesPanel, RecentOrdersPanel } from './dashboard-panels';

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
  return (
    <div className="mk-page" data-testid="supplier-dashboard">
      {header}
      <DashboardFigures data={data} />
      <DashboardPanels>
        <ActiveRoundsPanel data={data} navigate={navigate} />
        <RecentOrdersPanel data={data} />
        <ReceivablesPanel data={data} navigate={navigate} />
      </DashboardPanels>
    </div>
  );
}
