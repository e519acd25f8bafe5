import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@marketplace/web-kit';
import { BUYER_PAGES, buyerPageTitleKey, type BuyerPage } from './buyer-pages';
import { BuyerDashboard } from './dashboard/buyer-dashboard';
import { AreaNotFound } from '@marketplace/web-kit';
import { BuyerInvoicesPage } from './invoices/buyer-invoices-page';

function PlaceholderPage({ page }: { page: BuyerPage }) {
  const { t } = useTranslation('buyer');
  return <PagePlaceholder title={t(buyerPageTitleKey(page))} />;
}

/** Pages that are built; the others show the placeholder until their issue lands. */
const BUILT_PAGES: Partial<Record<BuyerPage, JSX.Element>> = {
  invoices: <BuyerInvoicesPage />,
};

export function BuyerRoutes() {
  return (
    <Routes>
      <Route index element={<BuyerDashboard />} />
      {BUYER_PAGES.map((page) => (
        <Route key={page} path={page} element={BUILT_PAGES[page] ?? <PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="buyer" />} />
    </Routes>
  );
}
