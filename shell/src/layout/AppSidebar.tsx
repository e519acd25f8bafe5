import { Suspense } from 'react';
import type { Profile } from '@marketplace/contracts';
import { lazyPage } from '@marketplace/web-kit';
import { SidebarContent } from './Sidebar';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebarState';

// antd's Drawer, on phones only: desktops never download it.
const MobileDrawer = lazyPage(
  () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer'),
  'MobileDrawer',
);

/** How the sidebar is shown, for `data-state`: a desktop's open or folded, a phone's drawer open or shut. */
export function sidebarStateOf(mobile: boolean, open: boolean, mobileOpen: boolean): string {
  if (mobile) return mobileOpen ? 'mobile-open' : 'mobile-closed';
  return open ? 'expanded' : 'collapsed';
}

/** The role's sidebar: beside the content on a desktop (wide or icons only), in a drawer on a phone. */
export function AppSidebar({
  profile,
  mobile,
  open,
  mobileOpen,
  onCloseMobile,
  onSignOut,
  signingOut,
}: {
  profile: Profile;
  mobile: boolean;
  open: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const sidebarState = sidebarStateOf(mobile, open, mobileOpen);
  if (!mobile)
    return (
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
          onSignOut={onSignOut}
          signingOut={signingOut}
        />
      </aside>
    );
  return (
    <Suspense fallback={null}>
      <MobileDrawer open={mobileOpen} onClose={onCloseMobile}>
        <div data-testid="sidebar" data-state={sidebarState} style={{ height: '100%' }}>
          <SidebarContent
            role={profile.role}
            teamRole={profile.teamRole}
            collapsed={false}
            onNavigate={onCloseMobile}
            onSignOut={onSignOut}
            signingOut={signingOut}
          />
        </div>
      </MobileDrawer>
    </Suspense>
  );
}
