import { useCallback, useContext, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@marketplace/web-kit';
import { ServerRenderContext } from '../app/server-render';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebarState';
import { useIsMobile } from './useIsMobile';
import { useLanguageSavedToProfile } from './useLanguageSavedToProfile';
import { useSignOut } from './useSignOut';

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
  const sidebarShown = mobile ? mobileOpen : open;

  return (
    <div className="app-layout">
      <AppSidebar
        profile={profile}
        mobile={mobile}
        open={open}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
        onSignOut={() => void signOut()}
        signingOut={signingOut}
      />
      <div className="app-main">
        <AppHeader
          profile={profile}
          roleLabel={roleLabel}
          mobile={mobile}
          sidebarShown={sidebarShown}
          onToggle={toggle}
          onSignOut={() => void signOut()}
          signingOut={signingOut}
        />
        <main className="app-content" data-testid="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
