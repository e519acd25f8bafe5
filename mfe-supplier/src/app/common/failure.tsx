import { useEffect, useRef } from 'react';
import { Result } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SupplierProblemCodes } from '@marketplace/contracts';
import { problemMessage, toProblem, useFeedback } from '@marketplace/web-kit';

/** True when the service refused because the user has no company (spec §5). */
export function isNoCompany(error: unknown): boolean {
  return !!error && toProblem(error).code === SupplierProblemCodes.noCompany;
}

/** What a supplier without a company sees instead of a page. */
export function NoCompany() {
  const { t } = useTranslation('supplier');
  return (
    <div data-testid="no-company">
      <Result
        status="warning"
        icon={<ShopOutlined />}
        title={t('noCompany.title')}
        subTitle={t('noCompany.text')}
      />
    </div>
  );
}

/**
 * One destructive toast per failed load (spec §8: logged, no navigation). RTK Query hands out a
 * new error object per failure, so a language switch does not repeat an old one.
 */
export function useLoadFailureToast(error: unknown, messageKey: string): void {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error || isNoCompany(error)) return;
    toasted.current = error;
    console.error(t(messageKey), error);
    notification.error({ message: t('common:error'), description: t(messageKey) });
  }, [error, messageKey, notification, t]);
}

/** Toasts for actions: the spec's failure title with the server's reason, translated. */
export function useActionToasts() {
  const { t } = useTranslation('supplier');
  const { notification, message } = useFeedback();
  return {
    success: (key: string, options?: Record<string, unknown>) => void message.success(t(key, options)),
    failure: (key: string, error: unknown) => {
      console.error(t(key), error);
      notification.error({ message: t(key), description: problemMessage(error, t) });
    },
  };
}
