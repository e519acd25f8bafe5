import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Layout, Typography } from 'antd';
import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clampLines, useSession } from '@marketplace/web-kit';
import { LanguageSelect } from './LanguageSelect';
import { SidebarContent } from './Sidebar';
import {
  isSidebarShortcut,
  readSidebarOpen,
  sidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
} from './sidebarState';
import { useIsMobile } from './useIsMobile';
import { useSignOut } from './useSignOut';

const MobileDrawer = lazy(() => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer'));

/** Header + role sidebar + content (spec §2.2). Rendered only for a signed-in user with a profile. */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const { profile } = useSession();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();

  const toggle = useCallback(() => {
    if (mobile) {
      setMobileOpen((v) => !v);
      return;
    }
    setOpen((v) => {
      document.cookie = sidebarCookie(!v);
      return !v;
    });
  }, [mobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  if (!profile) return null;
  const roleLabel = t(`common:roles.${profile.role}`, { defaultValue: profile.role });
  const sidebarState = mobile
    ? mobileOpen
      ? 'mobile-open'
      : 'mobile-closed'
    : open
      ? 'expanded'
      : 'collapsed';

  return (
    <Layout className="app-layout" hasSider={!mobile}>
      {!mobile && (
        <Layout.Sider
          className="app-sider"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_WIDTH_ICON}
          collapsed={!open}
          trigger={null}
          theme="light"
          data-testid="sidebar"
          data-state={sidebarState}
        >
          <SidebarContent
            role={profile.role}
            collapsed={!open}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        </Layout.Sider>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} onClose={() => setMobileOpen(false)}>
            <div data-testid="sidebar" data-state={sidebarState} style={{ height: '100%' }}>
              <SidebarContent
                role={profile.role}
                collapsed={false}
                onNavigate={() => setMobileOpen(false)}
                onSignOut={() => void signOut()}
                signingOut={signingOut}
              />
            </div>
          </MobileDrawer>
        </Suspense>
      )}
      <Layout>
        <Layout.Header className="app-header">
          <Button
            type="text"
            icon={(mobile ? !mobileOpen : !open) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
            aria-label={t('layout:toggleSidebar')}
            title={`${t('layout:toggleSidebar')} (Ctrl/⌘+B)`}
            data-testid="sidebar-toggle"
          />
          <div className="app-title">
            <ShoppingCartOutlined />
            <Typography.Text strong style={clampLines()}>
              {t('common:productTitle')}
            </Typography.Text>
          </div>
          <div className="app-header-right">
            <LanguageSelect />
            <Typography.Text className="user-welcome" data-testid="user-welcome" style={clampLines()}>
              {t('layout:welcomeWithRole', { name: profile.name, role: roleLabel })}
            </Typography.Text>
            <Button
              icon={<LogoutOutlined />}
              onClick={() => void signOut()}
              loading={signingOut}
              data-testid="sign-out"
            >
              {mobile ? null : t('layout:signOut')}
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className="app-content" data-testid="content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
