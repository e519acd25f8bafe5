import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@marketplace/contracts';
import { problemMessage } from '@marketplace/web-kit';
import { AuthFrame, useAuthPost, useLeaveWithSuccess, useLinkToken } from './AuthFrame';

/**
 * /auth/confirm?token=… — where the confirmation mail's link leads. Opening it (a person, a
 * preview, a mail scanner) changes nothing; the person's click on the button confirms, then
 * the site root follows (spec §2.3: the confirmation leads to the site root).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const token = useLinkToken();
  const leave = useLeaveWithSuccess();
  const { busy, post } = useAuthPost();
  const [problem, setProblem] = useState<Problem | null>(null);

  async function confirm() {
    const result = await post('verify', { token });
    if (result.error) {
      setProblem(result.error);
      return;
    }
    leave('/', t('auth:confirm.done'));
  }

  return (
    <AuthFrame title={t('auth:confirm.title')} testId="confirm-email">
      {!token ? (
        <Alert type="warning" showIcon message={t('auth:confirm.missingToken')} />
      ) : problem ? (
        <Alert
          type="warning"
          showIcon
          data-testid="confirm-failed"
          message={
            problem.code === 'auth.invalid_token' ? t('auth:verifyInvalid') : problemMessage(problem, t)
          }
        />
      ) : (
        <>
          <Typography.Paragraph style={{ textAlign: 'center' }}>
            {t('auth:confirm.text')}
          </Typography.Paragraph>
          <Button
            type="primary"
            block
            loading={busy}
            onClick={() => void confirm()}
            data-testid="confirm-submit"
          >
            {t('auth:confirm.button')}
          </Button>
        </>
      )}
    </AuthFrame>
  );
}
