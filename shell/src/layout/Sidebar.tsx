import type { ReactNode } from 'react';
import { Button, Menu, Tooltip } from 'antd';
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
import { useLocation, useNavigate } from 'react-router-dom';
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

/** The menu of the role (spec §2.2) with its group label and a Sign Out button. */
export function SidebarContent({ role, collapsed, onNavigate, onSignOut, signingOut }: SidebarContentProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
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
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={active ? [active] : []}
        className="sidebar-menu"
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
        items={group.entries.map((entry) => ({
          key: entry.path,
          icon: ICONS[entry.icon],
          label: <span data-testid={navTestId(entry.path)}>{t(entry.labelKey)}</span>,
          title: t(entry.labelKey),
        }))}
      />
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
