import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard as AdminDashboardFigures } from '@marketplace/contracts';
import { SvgIcon } from '@marketplace/web-kit';
import { StatCards } from '@marketplace/web-kit/dashboard';
import { formatCompactUsd } from './compact-money';

/** The dashboard's four figures (users, active companies, volume, pending approvals); zero until read. */
export function AdminStatCards({ data }: { data: AdminDashboardFigures | undefined }) {
  const { t } = useTranslation('admin');
  return (
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
  );
}
