import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@marketplace/contracts';
import { lazyPage, LightFlex, OnceOpened } from '@marketplace/web-kit';
import { useListOrdersQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { ORDER_FILTERS } from '../common/status-list';
import { StatusFilter, useStatusList } from '../common/status-filter';
import { ListCard } from '@marketplace/web-kit/list-card';
import { StatusDot } from '../ui/status-dot';
import { useOrderColumns } from './order-columns';
import type { OrderRejection } from './reject-order-dialog';
import { useOrderDecision } from './use-order-decision';

// The details (antd's Modal, Descriptions and Table) and the rejection's question (antd's Modal
// and TextArea) load when first opened: the list itself is drawn with the kit's light widgets, and
// the page loads no antd on its way to the screen.
const OrderDetailsDialog = lazyPage(() => import('./order-details-dialog'), 'OrderDetailsDialog');
const RejectOrderDialog = lazyPage(() => import('./reject-order-dialog'), 'RejectOrderDialog');

/** Admin › Orders (spec §2.6): search, status filter, pending counter, view, Approve / Reject. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const { search, searchBox, status, setStatus, data, isFetching, pages } = useStatusList(
    'orders',
    ORDER_FILTERS,
    useListOrdersQuery,
  );
  const { act, deciding } = useOrderDecision();
  const [viewing, setViewing] = useState<AdminOrderRow | null>(null);
  /** The order whose rejection is being confirmed, with the admin's reason so far. */
  const [rejecting, setRejecting] = useState<OrderRejection | null>(null);

  const columns = useOrderColumns({ act, deciding, view: setViewing, reject: setRejecting });

  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        extra={
          data && (
            <StatusDot
              data-testid="orders-pending-counter"
              status={data.pendingCount ? 'warning' : 'default'}
              text={t('orders.pendingCounter', { count: data.pendingCount })}
            />
          )
        }
      />
      <ListCard<AdminOrderRow>
        name="orders"
        search={{
          ...searchBox,
          placeholder: t('orders.searchPlaceholder'),
          maxWidth: 420,
        }}
        filter={
          <LightFlex wrap gap="middle">
            <StatusFilter list="orders" filters={ORDER_FILTERS} value={status} onChange={setStatus} />
            <ExportButton
              apiBase="/api/admin"
              path="/orders/export"
              filters={{ search, status }}
              testId="orders-export"
            />
          </LightFlex>
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('orders.empty')}
        footer={data && t('common.total', { count: data.total })}
        serverPages={{ pages, nextCursor: data?.nextCursor }}
      />
      {viewing && (
        <Suspense fallback={null}>
          <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      <OnceOpened open={rejecting !== null}>
        <RejectOrderDialog
          rejecting={rejecting}
          deciding={deciding}
          onReasonChange={(reason) => setRejecting((current) => current && { ...current, reason })}
          onCancel={() => setRejecting(null)}
          onConfirm={({ order, reason }) => {
            setRejecting(null);
            void act(order, 'reject', reason);
          }}
        />
      </OnceOpened>
    </LightFlex>
  );
}
