import { useEffect, useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabStrip, useSession, type TabStripItem } from '@marketplace/web-kit/core';
import { LanguageSelect } from '../layout/LanguageSelect';
import { removePrerenderedPage } from './prerendered-page';
import { prefetchSignedInApp } from './sign-in-prefetch';
import type { TabKey } from './AuthFields';
import { AuthHeading } from './AuthHeading';
import { SignInForm, SignUpForm } from './AuthForms';
import { useAuthForms } from './useAuthForms';

/*
 * /auth is the first page most people load, often on a phone: it is built without antd (plain
 * elements styled like antd in styles.css, "auth-…" classes) so that its first load stays small
 * (docs/conventions.md, "First load"). antd arrives only when needed: the toasts when there is
 * something to say, the role picker with the Sign Up tab.
 */

/** /auth (spec §2.3): sign in and sign up. Signed-in users are sent to `/` by the route. */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const session = useSession();
  const { tab, setTab, submitting, signInForm, signUpForm, signIn, signUp } = useAuthForms();
  // The same page, painted from index.html before this code arrived, goes as this one appears.
  useLayoutEffect(removePrerenderedPage, []);
  // While the form is filled in, the signed-in app downloads (not run) once this page is idle.
  useEffect(prefetchSignedInApp, []);
  // Identity sends a used or unknown confirmation link here; say so instead of a silent sign-in page.
  const [searchParams] = useSearchParams();
  const verifyInvalid = searchParams.get('verify') === 'invalid';

  const tabs: TabStripItem<TabKey>[] = [
    { key: 'sign-in', label: t('auth:signIn'), testId: 'tab-sign-in' },
    {
      key: 'sign-up',
      label: t('auth:signUp'),
      testId: 'tab-sign-up',
      // The role picker (antd) starts loading as soon as Sign Up is in view.
      onPointerEnter: () => void import('../auth-kit/RoleSelect'),
    },
  ];
  const busy = session.status === 'loading' || submitting;

  return (
    <div className="auth-page">
      <div className="auth-language">
        <LanguageSelect />
      </div>
      <div className="auth-card" data-testid="auth-card">
        <div className="auth-spin" data-testid="auth-spinner" aria-busy={busy} data-spinning={busy}>
          <AuthHeading />
          {verifyInvalid && (
            <div className="auth-alert" role="alert" data-testid="verify-invalid">
              {t('auth:verifyInvalid')}
            </div>
          )}
          <TabStrip items={tabs} activeKey={tab} onChange={setTab} centered />
          <div role="tabpanel">
            {tab === 'sign-in' ? (
              <SignInForm form={signInForm} submitting={submitting} onSubmit={signIn} />
            ) : (
              <SignUpForm form={signUpForm} submitting={submitting} onSubmit={signUp} />
            )}
          </div>
          {busy && <div className="auth-spin-overlay" aria-hidden="true" />}
        </div>
      </div>
    </div>
  );
}
