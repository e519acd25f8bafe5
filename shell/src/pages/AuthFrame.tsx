import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../layout/LanguageSelect';

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
