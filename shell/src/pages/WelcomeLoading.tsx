import { useTranslation } from 'react-i18next';

/**
 * Spec §2.1: before the profile has loaded, `/` shows a welcome and a loading text (and so does a
 * role area's address). Plain elements styled in styles.css, no antd: index.html paints this same
 * component, rendered at build time, while the app's code downloads (shell/src/prerender/).
 */
export function WelcomeLoading() {
  const { t } = useTranslation('layout');
  return (
    <div className="welcome-loading" role="status" aria-busy="true" data-testid="welcome-loading">
      <h2 className="welcome-loading-title">{t('landing.welcome')}</h2>
      <span className="welcome-loading-spinner" aria-hidden="true" />
      <span className="welcome-loading-text">{t('landing.loading')}</span>
    </div>
  );
}
