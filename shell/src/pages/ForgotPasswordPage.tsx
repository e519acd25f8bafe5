import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordResetRequestBody } from '@marketplace/contracts';
import { problemMessage, useFeedback } from '@marketplace/web-kit';
import { AuthFrame, AuthFrameForm, useAuthPost } from './AuthFrame';

/** /auth/forgot-password — asks for a mailed link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { notification } = useFeedback();
  const { busy, post } = useAuthPost();
  const [sent, setSent] = useState(false);

  async function submit(values: PasswordResetRequestBody) {
    const result = await post('password-reset/request', values);
    if (result.error) {
      notification.error({ message: t('auth:forgot.title'), description: problemMessage(result.error, t) });
      return;
    }
    setSent(true);
  }

  return (
    <AuthFrame title={t('auth:forgot.title')} testId="forgot-password">
      {sent ? (
        <Alert type="success" showIcon message={t('auth:forgot.sent')} data-testid="forgot-sent" />
      ) : (
        <AuthFrameForm<PasswordResetRequestBody>
          name="forgot-password"
          testId="forgot"
          text={t('auth:forgot.text')}
          button={t('auth:forgot.button')}
          busy={busy}
          onFinish={submit}
        >
          <Form.Item
            name="email"
            label={t('auth:email')}
            rules={[
              { required: true, message: t('auth:validation.emailRequired') },
              { type: 'email', message: t('auth:validation.emailInvalid') },
            ]}
          >
            <Input
              type="email"
              autoComplete="email"
              placeholder={t('auth:emailPlaceholder')}
              data-testid="forgot-email"
            />
          </Form.Item>
        </AuthFrameForm>
      )}
    </AuthFrame>
  );
}
