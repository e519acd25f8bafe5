import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound, PagePlaceholder } from '@marketplace/web-kit';
import { BUYER_PAGES, buyerPageTitleKey, type BuyerPage } from './buyer-pages';
import { CartPage } from './cart/cart-page';
import { BuyerDashboard } from './dashboard/buyer-dashboard';
import { BuyerInvoicesPage } from './invoices/buyer-invoices-page';
import { OrdersPage } from './orders/orders-page';
import { RoundsPage } from './rounds/rounds-page';

/** Pages that exist; every other buyer page shows the "not built yet" placeholder. */
export const BUILT_PAGES: Partial<Record<BuyerPage, () => ReactElement>> = {
  rounds: () => <RoundsPage />,
  cart: () => <CartPage />,
  orders: () => <OrdersPage />,
  invoices: () => <BuyerInvoicesPage />,
};

function PlaceholderPage({ page }: { page: BuyerPage }) {
  const { t } = useTranslation('buyer');
  return <PagePlaceholder title={t(buyerPageTitleKey(page))} />;
}

export function BuyerRoutes() {
  return (
    <Routes>
      <Route index element={<BuyerDashboard />} />
      {BUYER_PAGES.map((page) => (
        <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
      ))}
      <Route path="*" element={<AreaNotFound namespace="buyer" />} />
    </Routes>
  );
}
