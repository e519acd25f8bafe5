import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RemoteErrorFallbackProps {
  /** What went wrong, for the console only: users see the translated text. */
  error?: unknown;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** `load`: the area's code could not be fetched; `crash`: it failed while rendering. */
  kind?: 'load' | 'crash';
}

/** "This area could not be loaded." with a Retry button: never a blank page. */
export function RemoteErrorFallback({ onRetry, kind = 'load' }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-error">
      <Result
        status="warning"
        title={kind === 'crash' ? t('remote.crashed') : t('remote.title')}
        subTitle={t('remote.text')}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry} data-testid="remote-retry">
              {t('remote.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
