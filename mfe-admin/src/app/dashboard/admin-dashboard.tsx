import { useTranslation } from 'react-i18next';
import { areaPageTitleKey, PageTitle, useNow } from '@marketplace/web-kit';
import { useDashboardQuery } from '../api/admin-api';
import { DashboardPanels } from '@marketplace/web-kit/dashboard';
import { PendingPanel, RecentActivityPanel } from './dashboard-lists';
import { AdminStatCards } from './dashboard-stats';

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
      <AdminStatCards data={data} />
      <DashboardPanels>
        <PendingPanel pending={data?.pending} now={now} linkBase={linkBase} />
        <RecentActivityPanel recentActivity={data?.recentActivity} now={now} />
      </DashboardPanels>
    </div>
  );
}
