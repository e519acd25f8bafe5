import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { useTranslation } from 'react-i18next';
import { Notice, useErrorToast, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { isNoCompany } from './no-company';

export { isNoCompany };

/** What a supplier without a company sees instead of a page. */
export function NoCompany() {
  const { t } = useTranslation('supplier');
  return (
    <Notice
      data-testid="no-company"
      tone="warning"
      icon={ShopOutlined}
      title={t('noCompany.title')}
      text={t('noCompany.text')}
    />
  );
}

/** The kit's load-failure toast, except when the page shows NoCompany instead. */
export function useLoadFailureToast(error: unknown, messageKey: string): void {
  useErrorToast(isNoCompany(error) ? undefined : error, `supplier:${messageKey}`);
}

/** Toasts for actions: the spec's failure title with the server's reason, translated. */
export function useActionToasts() {
  const { t } = useTranslation('supplier');
  const { message } = useFeedback();
  const failure = useFailureToast();
  return {
    success: (key: string, options?: Record<string, unknown>) => void message.success(t(key, options)),
    failure: (key: string, error: unknown) => failure(`supplier:${key}`, error),
  };
}
