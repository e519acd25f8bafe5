import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { authEvents, problemMessage, useFeedback } from '@marketplace/web-kit';
import { AuthFrame, AuthFrameForm, useAuthPost, useLeaveWithSuccess, useLinkToken } from './AuthFrame';

/**
 * /auth/reset-password?token=… — where the password-reset mail's link leads. The new password
 * ends every session of the account (this browser's too), so the person signs in again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { notification } = useFeedback();
  const token = useLinkToken();
  const leave = useLeaveWithSuccess();
  const { busy, post } = useAuthPost();

  async function submit(values: { password: string }) {
    const result = await post('password-reset', { token, password: values.password });
    if (result.error) {
      notification.error({ message: t('auth:reset.failed'), description: problemMessage(result.error, t) });
      return;
    }
    authEvents.emit('SIGNED_OUT');
    leave('/auth', t('auth:reset.done'));
  }

  return (
    <AuthFrame title={t('auth:reset.title')} testId="reset-password">
      {!token ? (
        <Alert type="warning" showIcon message={t('auth:confirm.missingToken')} />
      ) : (
        <AuthFrameForm<{ password: string }>
          name="reset-password"
          testId="reset"
          text={t('auth:reset.text')}
          button={t('auth:reset.button')}
          busy={busy}
          onFinish={submit}
        >
          <Form.Item
            name="password"
            label={t('auth:reset.newPassword')}
            rules={[{ required: true, message: t('auth:validation.passwordRequired') }]}
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={t('auth:reset.newPasswordPlaceholder')}
              data-testid="reset-password-input"
            />
          </Form.Item>
        </AuthFrameForm>
      )}
    </AuthFrame>
  );
}
