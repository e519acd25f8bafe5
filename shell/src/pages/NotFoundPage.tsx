import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.code')}
        subTitle={t('notFound.title')}
        extra={
          <Link to="/">
            <Button type="primary">{t('notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
