import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { buyerPageTitleKey } from '../buyer-pages';

export function BuyerDashboard() {
  const { t } = useTranslation('buyer');
  return <PagePlaceholder title={t(buyerPageTitleKey('dashboard'))} />;
}
