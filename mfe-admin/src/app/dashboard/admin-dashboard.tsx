import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { adminPageTitleKey } from '../admin-pages';

export function AdminDashboard() {
  const { t } = useTranslation('admin');
  return <PagePlaceholder title={t(adminPageTitleKey('dashboard'))} />;
}
