import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { authEvents } from '@marketplace/web-kit';
import { AuthFieldPage, useAuthFormPost, useLeaveWithSuccess, useLinkToken } from './AuthFrame';

/**
 * /auth/reset-password?token=… — where the password-reset mail's link leads. The new password
 * ends every session of the account (this browser's too), so the person signs in again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const leave = useLeaveWithSuccess();
  const { busy, send } = useAuthFormPost(t('auth:reset.failed'));

  async function submit(values: { password: string }) {
    if (!(await send('password-reset', { token, password: values.password }))) return;
    authEvents.emit('SIGNED_OUT');
    leave('/auth', t('auth:reset.done'));
  }

  return (
    <AuthFieldPage<{ password: string }>
      page="reset"
      instead={!token && <Alert type="warning" showIcon message={t('auth:confirm.missingToken')} />}
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
    </AuthFieldPage>
  );
}
