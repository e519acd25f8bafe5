import { useTranslation } from 'react-i18next';
import { lazyPage, LightCard, LightFlex, LightText, OnceOpened } from '@marketplace/web-kit';
import { OrdersFilters } from './orders-filters';
import { NoOrdersYet, OrdersTable } from './orders-results';
import { useOrderHistory } from './use-order-history';

// The details dialog (antd's Modal, the order's lines and timeline) loads when an order is first opened.
const OrderDetailsDialog = lazyPage(() => import('./order-details'), 'OrderDetailsDialog');

/**
 * Spec §2.4 Order History: search and status filter on the server, details in a dialog. Drawn
 * with the kit's light widgets: the page loads no antd on its way to the screen.
 */
export function OrdersPage() {
  const { t } = useTranslation('buyer');
  const { search, searchBox, status, setStatus, pages, data, isFetching, opened, details, setDetails } =
    useOrderHistory();
  const noOrdersAtAll = data && data.total === 0;
  return (
    <LightFlex vertical gap="middle">
      <div>
        <LightFlex align="center" gap="small">
          <h2 className="mk-page-title">{t('pages.orders')}</h2>
          <span className="mk-count" data-testid="orders-count">
            {data?.total ?? 0}
          </span>
        </LightFlex>
        <LightText type="secondary">{t('orders.subtitle')}</LightText>
      </div>
      <LightCard>
        <LightFlex vertical gap="middle">
          <OrdersFilters search={search} searchBox={searchBox} status={status} onStatus={setStatus} />
          {noOrdersAtAll ? (
            <NoOrdersYet />
          ) : (
            <OrdersTable data={data} isFetching={isFetching} pages={pages} onView={setDetails} />
          )}
        </LightFlex>
      </LightCard>
      <OnceOpened open={opened !== null}>
        <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
      </OnceOpened>
    </LightFlex>
  );
}
