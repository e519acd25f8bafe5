import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiRequest, problemMessage, useFeedback } from '@marketplace/web-kit';
import { LanguageSelect } from '../layout/LanguageSelect';
import { IDENTITY } from '../session/sessionController';
import { showToast } from '../auth-kit/toasts';

/** The /auth card around the account pages reached from mailed links (confirm, reset). */
export function AuthFrame({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Flex className="auth-page" vertical align="center" justify="center">
      <div className="auth-language">
        <LanguageSelect />
      </div>
      <Card className="auth-card" data-testid={testId}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
          <ShoppingCartOutlined className="auth-logo" />
          <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
            {title}
          </Typography.Title>
        </Flex>
        {children}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/auth" data-testid="back-to-sign-in">
            {t('auth:backToSignIn')}
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}

/**
 * An account page whose form has one field (forgot, reset): the frame titled `auth:<page>.title`,
 * then what to do (`auth:<page>.text`), the field, the full-width button (`auth:<page>.button`);
 * or `instead` in place of the form. Test ids `<page>-password` on the card (the form's name too),
 * `<page>-form` on the form, `<page>-submit` on the button.
 */
export function AuthFieldPage<Values>({
  page,
  instead,
  busy,
  onFinish,
  children,
}: {
  page: 'forgot' | 'reset';
  instead?: ReactElement | false;
  busy: boolean;
  onFinish: (values: Values) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t(`auth:${page}.title`)} testId={`${page}-password`}>
      {instead || (
        <Form<Values>
          name={`${page}-password`}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={busy}
          data-testid={`${page}-form`}
        >
          <Typography.Paragraph>{t(`auth:${page}.text`)}</Typography.Paragraph>
          {children}
          <Button type="primary" htmlType="submit" block loading={busy} data-testid={`${page}-submit`}>
            {t(`auth:${page}.button`)}
          </Button>
        </Form>
      )}
    </AuthFrame>
  );
}

/** A POST to identity's `/auth/...` from an account page, busy while it runs. */
export function useAuthPost() {
  const [busy, setBusy] = useState(false);
  async function post(path: string, body: unknown) {
    setBusy(true);
    const result = await apiRequest({ url: `${IDENTITY}/auth/${path}`, method: 'POST', body });
    setBusy(false);
    return result;
  }
  return { busy, post };
}

/**
 * useAuthPost for a form page: a refusal is an error notification titled `failedTitle`, the
 * problem's words below it. Resolves true when the POST went through.
 */
export function useAuthFormPost(failedTitle: string) {
  const { t } = useTranslation(['auth', 'errors']);
  const { notification } = useFeedback();
  const { busy, post } = useAuthPost();
  async function send(path: string, body: unknown): Promise<boolean> {
    const result = await post(path, body);
    if (result.error)
      notification.error({ message: failedTitle, description: problemMessage(result.error, t) });
    return !result.error;
  }
  return { busy, send };
}

/** The token of the mailed link that opened the page ('' when it came without one). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/** Leaves an account page for `path`, saying `text` in a success toast. */
export function useLeaveWithSuccess() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (path: string, text: string) => {
    // A static toast: it outlives the page (and its antd provider), which navigation unmounts.
    showToast('success', t('auth:toast.success'), text);
    navigate(path, { replace: true });
  };
}
