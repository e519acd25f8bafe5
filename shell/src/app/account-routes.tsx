import { UiProvider } from '@marketplace/web-kit';
import { ConfirmEmailPage } from '../pages/ConfirmEmailPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';

/**
 * The account pages reached from mailed links (confirm, reset) and from "Forgot password?": antd
 * pages outside the signed-in layout, so each brings the antd provider (theme, locale,
 * `useFeedback()`). Loaded on demand by the router, never by /auth.
 */
export function ConfirmEmailRoute() {
  return (
    <UiProvider>
      <ConfirmEmailPage />
    </UiProvider>
  );
}

export function ForgotPasswordRoute() {
  return (
    <UiProvider>
      <ForgotPasswordPage />
    </UiProvider>
  );
}

export function ResetPasswordRoute() {
  return (
    <UiProvider>
      <ResetPasswordPage />
    </UiProvider>
  );
}
