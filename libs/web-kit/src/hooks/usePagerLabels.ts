import { useTranslation } from 'react-i18next';
import type { PagerProps } from '../light/Pager';

/** The pager's accessible names in the user's language (`common:pager`). */
export function usePagerLabels(): PagerProps['labels'] {
  const { t } = useTranslation('common');
  return {
    pager: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (shown) => t('pager.page', { page: shown }),
  };
}
