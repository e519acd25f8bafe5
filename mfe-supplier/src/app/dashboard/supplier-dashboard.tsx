import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { supplierPageTitleKey } from '../supplier-pages';

export function SupplierDashboard() {
  const { t } = useTranslation('supplier');
  return <PagePlaceholder title={t(supplierPageTitleKey('dashboard'))} />;
}
