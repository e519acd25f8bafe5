import { Suspense, type ReactElement } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role, TeamRole } from '@marketplace/contracts';
import { lazyPage, LightButton, SvgIcon } from '@marketplace/web-kit';
import { NAVIGATION, activeNavPath, navTestId, visibleNavEntries, type NavIcon } from './navigation';

const ICONS: Record<NavIcon, IconDefinition> = {
  dashboard: DashboardOutlined,
  rounds: ShopOutlined,
  cart: ShoppingCartOutlined,
  orders: HistoryOutlined,
  invoices: FileTextOutlined,
  profile: UserOutlined,
  products: AppstoreOutlined,
  sales: DollarOutlined,
  companies: BankOutlined,
  users: TeamOutlined,
  categories: TagsOutlined,
  settings: SettingOutlined,
  // The admin's Users share it; no role sees both entries.
  team: TeamOutlined,
};

// antd's Tooltip, for the icons-only sidebar: downloaded when the sidebar is collapsed.
const SidebarTooltip = lazyPage(
  () => import(/* webpackChunkName: "sidebar-tooltip" */ './SidebarTooltip'),
  'SidebarTooltip',
);

/** With the entry's name beside it when only the icon shows; the bare element until that code is here. */
function Named({ name, collapsed, children }: { name: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Suspense fallback={children}>
      <SidebarTooltip title={name}>{children}</SidebarTooltip>
    </Suspense>
  );
}

export interface SidebarContentProps {
  role: Role;
  /** The buyer's part in their company's buying team: the Team entry is an approver's. */
  teamRole?: TeamRole | null;
  /** Icons only. */
  collapsed: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The menu of the role (spec §2.2) with its group label and a Sign Out button.
 *
 * The entries are links (`<a href>`), not antd's Menu: a person can open one in a new tab, copy it,
 * and a screen reader announces site navigation with the current page (`aria-current`). antd's Menu
 * renders clickable list items without an address, and its code (rc-menu, rc-overflow) was on
 * every signed-in first load (with antd's Tabs, ~30 KiB gzip: tests/load/README.md). The look is
 * antd's inline menu.
 */
export function SidebarContent({
  role,
  teamRole,
  collapsed,
  onNavigate,
  onSignOut,
  signingOut,
}: SidebarContentProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const group = NAVIGATION[role] ?? { labelKey: '', entries: [] };
  const entries = visibleNavEntries(group, teamRole);
  const active = activeNavPath(entries, pathname);

  return (
    <div className="sidebar-content">
      {!collapsed && (
        <div className="sidebar-group-label" data-testid="sidebar-group">
          {t(group.labelKey)}
        </div>
      )}
      <nav className="sidebar-nav" aria-label={t(group.labelKey)}>
        <ul>
          {entries.map((entry) => {
            const label = t(entry.labelKey);
            const link = (
              <Link
                to={entry.path}
                className="sidebar-link"
                aria-current={entry.path === active ? 'page' : undefined}
                // Icons only: the label is the link's name, and the tooltip shows it.
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
                data-testid={navTestId(entry.path)}
              >
                <SvgIcon icon={ICONS[entry.icon]} />
                {!collapsed && <span className="sidebar-link-label">{label}</span>}
              </Link>
            );
            return (
              <li key={entry.path}>
                <Named name={label} collapsed={collapsed}>
                  {link}
                </Named>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <Named name={t('signOut')} collapsed={collapsed}>
          <LightButton
            variant="text"
            danger
            block
            icon={<SvgIcon icon={LogoutOutlined} />}
            loading={signingOut}
            onClick={onSignOut}
            aria-label={collapsed ? t('signOut') : undefined}
            data-testid="sidebar-sign-out"
            className="sidebar-sign-out"
          >
            {collapsed ? null : t('signOut')}
          </LightButton>
        </Named>
      </div>
    </div>
  );
}
