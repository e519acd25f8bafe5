import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Spin, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SignInBody, SignUpBody } from '@marketplace/contracts';
import { problemMessage, useSession } from '@marketplace/web-kit';
import { sessionController } from '../session/sessionController';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';

type TabKey = 'sign-in' | 'sign-up';

/** /auth (spec §2.3): sign in and sign up. Signed-in users are sent to `/` by the route. */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { notification } = App.useApp();
  const session = useSession();
  const [tab, setTab] = useState<TabKey>('sign-in');
  const [submitting, setSubmitting] = useState(false);
  const [signInForm] = Form.useForm<SignInBody>();
  const [signUpForm] = Form.useForm<SignUpBody>();
  // Identity sends a used or unknown confirmation link here; say so instead of a silent sign-in page.
  const [searchParams] = useSearchParams();
  const verifyInvalid = searchParams.get('verify') === 'invalid';

  async function signIn(values: SignInBody) {
    setSubmitting(true);
    try {
      const outcome = await sessionController.signIn(values);
      if (!outcome.ok) {
        notification.error({
          message: t('auth:toast.signInFailed'),
          description: problemMessage(outcome.problem, t),
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  async function signUp(values: SignUpBody) {
    setSubmitting(true);
    try {
      const outcome = await sessionController.signUp(values);
      if (!outcome.ok) {
        notification.error({
          message: t('auth:toast.signUpFailed'),
          description: problemMessage(outcome.problem, t),
        });
        return;
      }
      notification.success({ message: t('auth:toast.success'), description: t('auth:toast.signUpSuccess') });
      signInForm.setFieldsValue({ email: values.email, password: '' });
      signUpForm.resetFields();
      setTab('sign-in');
    } finally {
      setSubmitting(false);
    }
  }

  const emailRules = [
    { required: true, message: t('auth:validation.emailRequired') },
    { type: 'email' as const, message: t('auth:validation.emailInvalid') },
  ];
  const passwordRules = [{ required: true, message: t('auth:validation.passwordRequired') }];

  const signInTab = (
    <Form
      form={signInForm}
      // Named forms prefix their field ids (sign-in_email): both tabs have email and password
      // fields, and duplicate ids would tie each label to the other tab's hidden input.
      name="sign-in"
      layout="vertical"
      onFinish={signIn}
      requiredMark={false}
      disabled={submitting}
      data-testid="sign-in-form"
    >
      <Form.Item name="email" label={t('auth:email')} rules={emailRules}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth:emailPlaceholder')}
          data-testid="sign-in-email"
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth:password')} rules={passwordRules}>
        <Input.Password
          autoComplete="current-password"
          placeholder={t('auth:passwordPlaceholder')}
          data-testid="sign-in-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="sign-in-submit">
        {t('auth:signIn')}
      </Button>
      <Flex justify="center" style={{ marginTop: 12 }}>
        <Link to="/auth/forgot-password" data-testid="forgot-password-link">
          {t('auth:forgotPassword')}
        </Link>
      </Flex>
    </Form>
  );

  const signUpTab = (
    <Form
      form={signUpForm}
      name="sign-up"
      layout="vertical"
      onFinish={signUp}
      requiredMark={false}
      disabled={submitting}
      data-testid="sign-up-form"
    >
      <Form.Item
        name="name"
        label={t('auth:fullName')}
        rules={[{ required: true, whitespace: true, message: t('auth:validation.fullNameRequired') }]}
      >
        <Input autoComplete="name" placeholder={t('auth:fullNamePlaceholder')} data-testid="sign-up-name" />
      </Form.Item>
      <Form.Item name="email" label={t('auth:email')} rules={emailRules}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth:emailPlaceholder')}
          data-testid="sign-up-email"
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth:password')} rules={passwordRules}>
        <Input.Password
          autoComplete="new-password"
          placeholder={t('auth:passwordPlaceholder')}
          data-testid="sign-up-password"
        />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('auth:role')}
        rules={[{ required: true, message: t('auth:validation.roleRequired') }]}
      >
        <Select
          placeholder={t('auth:rolePlaceholder')}
          data-testid="sign-up-role"
          options={[
            { value: 'buyer', label: t('auth:roleBuyer') },
            { value: 'supplier', label: t('auth:roleSupplier') },
          ]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="sign-up-submit">
        {t('auth:signUp')}
      </Button>
    </Form>
  );

  return (
    <Flex className="auth-page" vertical align="center" justify="center">
      <div className="auth-language">
        <LanguageSwitcher />
      </div>
      <Card className="auth-card" data-testid="auth-card">
        <Spin spinning={session.status === 'loading' || submitting} data-testid="auth-spinner">
          <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
            <ShoppingCartOutlined className="auth-logo" />
            <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
              {t('common:productTitle')}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              {t('common:productSubtitle')}
            </Typography.Text>
          </Flex>
          {verifyInvalid && (
            <Alert
              data-testid="verify-invalid"
              type="warning"
              showIcon
              message={t('auth:verifyInvalid')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            centered
            items={[
              {
                key: 'sign-in',
                label: <span data-testid="tab-sign-in">{t('auth:signIn')}</span>,
                children: signInTab,
              },
              {
                key: 'sign-up',
                label: <span data-testid="tab-sign-up">{t('auth:signUp')}</span>,
                children: signUpTab,
              },
            ]}
          />
        </Spin>
      </Card>
    </Flex>
  );
}
