import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordResetRequestBody } from '@marketplace/contracts';
import { apiRequest, problemMessage, useFeedback } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { AuthFrame } from './AuthFrame';

/** /auth/forgot-password — asks for a mailed link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { notification } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(values: PasswordResetRequestBody) {
    setBusy(true);
    const result = await apiRequest({
      url: `${IDENTITY}/auth/password-reset/request`,
      method: 'POST',
      body: values,
    });
    setBusy(false);
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
        <Form
          name="forgot-password"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          disabled={busy}
          data-testid="forgot-form"
        >
          <Typography.Paragraph>{t('auth:forgot.text')}</Typography.Paragraph>
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
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
            {t('auth:forgot.button')}
          </Button>
        </Form>
      )}
    </AuthFrame>
  );
}
