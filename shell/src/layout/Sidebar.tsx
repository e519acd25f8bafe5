import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import {
  AppstoreOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HistoryOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  DollarOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@marketplace/contracts';
import { NAVIGATION, activeNavPath, navTestId, type NavIcon } from './navigation';

const ICONS: Record<NavIcon, ReactNode> = {
  dashboard: <DashboardOutlined />,
  rounds: <ShopOutlined />,
  cart: <ShoppingCartOutlined />,
  orders: <HistoryOutlined />,
  invoices: <FileTextOutlined />,
  profile: <UserOutlined />,
  products: <AppstoreOutlined />,
  sales: <DollarOutlined />,
  companies: <BankOutlined />,
  users: <TeamOutlined />,
  categories: <TagsOutlined />,
  settings: <SettingOutlined />,
};

export interface SidebarContentProps {
  role: Role;
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
export function SidebarContent({ role, collapsed, onNavigate, onSignOut, signingOut }: SidebarContentProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const group = NAVIGATION[role] ?? { labelKey: '', entries: [] };
  const active = activeNavPath(group.entries, pathname);

  return (
    <div className="sidebar-content">
      {!collapsed && (
        <div className="sidebar-group-label" data-testid="sidebar-group">
          {t(group.labelKey)}
        </div>
      )}
      <nav className="sidebar-nav" aria-label={t(group.labelKey)}>
        <ul>
          {group.entries.map((entry) => {
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
                {ICONS[entry.icon]}
                {!collapsed && <span className="sidebar-link-label">{label}</span>}
              </Link>
            );
            return (
              <li key={entry.path}>
                {collapsed ? (
                  <Tooltip title={label} placement="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <Tooltip title={collapsed ? t('signOut') : undefined} placement="right">
          <Button
            type="text"
            danger
            block
            icon={<LogoutOutlined />}
            loading={signingOut}
            onClick={onSignOut}
            data-testid="sidebar-sign-out"
            className="sidebar-sign-out"
          >
            {collapsed ? null : t('signOut')}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
