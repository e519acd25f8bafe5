import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Router-level failures (spec §8): a generic page, the error in the console. */
export function RouteErrorPage() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected Application Error', error);
  }, [error]);
  return (
    <div data-testid="route-error">
      <Result
        status="error"
        title={t('errorPage.title')}
        subTitle={error instanceof Error ? error.message : undefined}
        extra={
          <Button type="primary" href="/">
            {t('errorPage.home')}
          </Button>
        }
      />
    </div>
  );
}
