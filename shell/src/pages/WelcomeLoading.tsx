import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §2.1: before the profile has loaded, `/` shows a welcome and a loading text. */
export function WelcomeLoading() {
  const { t } = useTranslation('layout');
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '60vh' }}
      data-testid="welcome-loading"
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('landing.welcome')}
      </Typography.Title>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('landing.loading')}</Typography.Text>
    </Flex>
  );
}
