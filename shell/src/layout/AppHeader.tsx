import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@marketplace/contracts';
import { clampLines, LightButton, SvgIcon } from '@marketplace/web-kit';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { LanguageSelect } from './LanguageSelect';

/**
 * The signed-in header: the sidebar's toggle, the product's title, then the language, the
 * notifications, who is signed in (name and role) and Sign out (its icon alone on a phone).
 */
export function AppHeader({
  profile,
  roleLabel,
  mobile,
  sidebarShown,
  onToggle,
  onSignOut,
  signingOut,
}: {
  profile: Profile;
  /** The user's role, in the user's language. */
  roleLabel: string;
  mobile: boolean;
  sidebarShown: boolean;
  onToggle: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <header className="app-header">
      <LightButton
        variant="text"
        icon={<SvgIcon icon={sidebarShown ? MenuFoldOutlined : MenuUnfoldOutlined} />}
        onClick={onToggle}
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
          onClick={onSignOut}
          loading={signingOut}
          aria-label={mobile ? t('layout:signOut') : undefined}
          data-testid="sign-out"
        >
          {mobile ? null : t('layout:signOut')}
        </LightButton>
      </div>
    </header>
  );
}
