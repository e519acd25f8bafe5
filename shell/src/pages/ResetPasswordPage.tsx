import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiRequest, authEvents, problemMessage, useFeedback } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { AuthFrame } from './AuthFrame';
import { showToast } from '../auth-kit/toasts';

/**
 * /auth/reset-password?token=… — where the password-reset mail's link leads. The new password
 * ends every session of the account (this browser's too), so the person signs in again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);

  async function submit(values: { password: string }) {
    setBusy(true);
    const result = await apiRequest({
      url: `${IDENTITY}/auth/password-reset`,
      method: 'POST',
      body: { token, password: values.password },
    });
    setBusy(false);
    if (result.error) {
      notification.error({ message: t('auth:reset.failed'), description: problemMessage(result.error, t) });
      return;
    }
    authEvents.emit('SIGNED_OUT');
    // A static toast: it outlives this page (and its antd provider), which navigation unmounts.
    showToast('success', t('auth:toast.success'), t('auth:reset.done'));
    navigate('/auth', { replace: true });
  }

  return (
    <AuthFrame title={t('auth:reset.title')} testId="reset-password">
      {!token ? (
        <Alert type="warning" showIcon message={t('auth:confirm.missingToken')} />
      ) : (
        <Form
          name="reset-password"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          disabled={busy}
          data-testid="reset-form"
        >
          <Typography.Paragraph>{t('auth:reset.text')}</Typography.Paragraph>
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
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
            {t('auth:reset.button')}
          </Button>
        </Form>
      )}
    </AuthFrame>
  );
}
