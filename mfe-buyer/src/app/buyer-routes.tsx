import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound, PagePlaceholder, PageSuspense, lazyPage } from '@marketplace/web-kit';
import { BUYER_PAGES, buyerPageTitleKey, type BuyerPage } from './buyer-pages';

// Each page is its own chunk (lazyPage): entering the area downloads only the page shown.
const CartPage = lazyPage(() => import('./cart/cart-page'), 'CartPage');
export const BuyerDashboard = lazyPage(() => import('./dashboard/buyer-dashboard'), 'BuyerDashboard');
const BuyerInvoicesPage = lazyPage(() => import('./invoices/buyer-invoices-page'), 'BuyerInvoicesPage');
const OrdersPage = lazyPage(() => import('./orders/orders-page'), 'OrdersPage');
const RoundsPage = lazyPage(() => import('./rounds/rounds-page'), 'RoundsPage');

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
    <PageSuspense>
      <Routes>
        <Route index element={<BuyerDashboard />} />
        {BUYER_PAGES.map((page) => (
          <Route key={page} path={page} element={BUILT_PAGES[page]?.() ?? <PlaceholderPage page={page} />} />
        ))}
        <Route path="*" element={<AreaNotFound namespace="buyer" />} />
      </Routes>
    </PageSuspense>
  );
}
