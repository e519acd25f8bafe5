import { Suspense, useCallback, useContext, useEffect, useState } from 'react';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clampLines, lazyPage, LightButton, SvgIcon, useSession } from '@marketplace/web-kit';
import { ServerRenderContext } from '../app/server-render';
import { NotificationsBell } from '../notifications/NotificationsBell';
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
import { useLanguageSavedToProfile } from './useLanguageSavedToProfile';
import { useSignOut } from './useSignOut';

// antd's Drawer, on phones only: desktops never download it.
const MobileDrawer = lazyPage(
  () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer'),
  'MobileDrawer',
);

/**
 * Header + role sidebar + content (spec §2.2). Rendered only for a signed-in user with a profile.
 * No antd: plain elements styled as antd's Layout (styles.css) and the kit's light widgets, so a
 * page drawn without antd (the buyer's rounds) loads none on its first visit.
 */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const { profile } = useSession();
  const mobile = useIsMobile();
  // On the server (its first view) the request's cookie says it; in the browser, the page's.
  const serverCookies = useContext(ServerRenderContext)?.uiCookies;
  const [open, setOpen] = useState(() => readSidebarOpen(serverCookies ?? document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();
  useLanguageSavedToProfile(profile);

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
  const sidebarShown = mobile ? mobileOpen : open;

  return (
    <div className="app-layout">
      {!mobile && (
        <aside
          className="app-sider"
          style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
          data-testid="sidebar"
          data-state={sidebarState}
        >
          <SidebarContent
            role={profile.role}
            teamRole={profile.teamRole}
            collapsed={!open}
            onSignOut={() => void signOut()}
            signingOut={signingOut}
          />
        </aside>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <MobileDrawer open={mobileOpen} onClose={() => setMobileOpen(false)}>
            <div data-testid="sidebar" data-state={sidebarState} style={{ height: '100%' }}>
              <SidebarContent
                role={profile.role}
                teamRole={profile.teamRole}
                collapsed={false}
                onNavigate={() => setMobileOpen(false)}
                onSignOut={() => void signOut()}
                signingOut={signingOut}
              />
            </div>
          </MobileDrawer>
        </Suspense>
      )}
      <div className="app-main">
        <header className="app-header">
          <LightButton
            variant="text"
            icon={<SvgIcon icon={sidebarShown ? MenuFoldOutlined : MenuUnfoldOutlined} />}
            onClick={toggle}
            aria-label={t('layout:toggleSidebar')}
            aria-expanded={sidebarShown}
            title={`${t('layout:toggleSidebar')} (Ctrl/⌘+B)`}
            data-testid="sidebar-toggle"
          />
          <div className="app-title">
            <SvgIcon icon={ShoppingCartOutlined} />
            <strong style={clampLines()}>{t('common:productTitle')}</strong>
          </div>
          <div className="app-header-right">
            <LanguageSelect />
            <NotificationsBell userId={profile.id} />
            <span className="user-welcome" data-testid="user-welcome" style={clampLines()}>
              {t('layout:welcomeWithRole', { name: profile.name, role: roleLabel })}
            </span>
            <LightButton
              icon={<SvgIcon icon={LogoutOutlined} />}
              onClick={() => void signOut()}
              loading={signingOut}
              aria-label={mobile ? t('layout:signOut') : undefined}
              data-testid="sign-out"
            >
              {mobile ? null : t('layout:signOut')}
            </LightButton>
          </div>
        </header>
        <main className="app-content" data-testid="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
