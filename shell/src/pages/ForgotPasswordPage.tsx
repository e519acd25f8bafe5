import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordResetRequestBody } from '@marketplace/contracts';
import { AuthFieldPage, useAuthFormPost } from './AuthFrame';

/** /auth/forgot-password — asks for a mailed link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { busy, send } = useAuthFormPost(t('auth:forgot.title'));
  const [sent, setSent] = useState(false);

  async function submit(values: PasswordResetRequestBody) {
    if (await send('password-reset/request', values)) setSent(true);
  }

  return (
    <AuthFieldPage<PasswordResetRequestBody>
      page="forgot"
      instead={
        sent && <Alert type="success" showIcon message={t('auth:forgot.sent')} data-testid="forgot-sent" />
      }
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
    </AuthFieldPage>
  );
}
