import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  formatDate,
  lazyPage,
  LightButton,
  LightFlex,
  useFailureToast,
  useFeedback,
  OnceOpened,
} from '@marketplace/web-kit';
import {
  CellText,
  EmailText,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useDecideOrderMutation, useListOrdersQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { ORDER_FILTERS, orderDecidable } from '../common/status-list';
import { StatusFilter, useStatusList } from '../common/status-filter';
import { ListCard } from '@marketplace/web-kit/list-card';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { adminMoney } from '../ui/admin-money';
import { StatusDot } from '../ui/status-dot';
import type { OrderRejection } from './reject-order-dialog';

// The details (antd's Modal, Descriptions and Table) and the rejection's question (antd's Modal
// and TextArea) load when first opened: the list itself is drawn with the kit's light widgets, and
// the page loads no antd on its way to the screen.
const OrderDetailsDialog = lazyPage(() => import('./order-details-dialog'), 'OrderDetailsDialog');
const RejectOrderDialog = lazyPage(() => import('./reject-order-dialog'), 'RejectOrderDialog');

/** Admin › Orders (spec §2.6): search, status filter, pending counter, view, Approve / Reject. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const { search, searchBox, status, setStatus, data, isFetching, pages } = useStatusList(
    'orders',
    ORDER_FILTERS,
    useListOrdersQuery,
  );
  const [decide, deciding] = useDecideOrderMutation();
  const [viewing, setViewing] = useState<AdminOrderRow | null>(null);
  /** The order whose rejection is being confirmed, with the admin's reason so far. */
  const [rejecting, setRejecting] = useState<OrderRejection | null>(null);

  const act = useCallback(
    async (order: AdminOrderRow, decision: 'approve' | 'reject', reason?: string) => {
      const result = await decide({
        orderId: order.id,
        decision,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      });
      if ('error' in result) return failure('admin:orders.updateFailed', result.error);
      const decided = decision === 'approve' ? 'approved' : 'rejected';
      notification.success({
        message: t('orders.decided', { status: t(`orders.decidedStatus.${decided}`) }),
      });
    },
    [decide, failure, notification, t],
  );

  const columns = useMemo<DataColumn<AdminOrderRow>[]>(() => {
    return [
      {
        key: 'order',
        title: t('orders.columns.order'),
        render: (_, o) => (
          <CellText
            strong
            text={t('orders.number', { id: shortId(o.id) })}
            note={itemsAndUnits(t, o.totalItems, o.totalUnits)}
          />
        ),
      },
      {
        key: 'buyer',
        title: t('orders.columns.buyer'),
        render: (_, o) => (
          <CellText
            text={o.buyerName ?? shortId(o.buyerId)}
            note={o.buyerEmail && <EmailText email={o.buyerEmail} />}
          />
        ),
      },
      {
        key: 'round',
        title: t('orders.columns.round'),
        render: (_, o) => <CellText text={o.roundTitle} note={o.supplierName} />,
      },
      {
        key: 'status',
        title: t('orders.columns.status'),
        render: (_, o) => <OrderStatusTag status={o.status} labels="common:orderStatus" />,
      },
      {
        key: 'total',
        nowrap: true,
        title: t('orders.columns.total'),
        render: (_, o) => adminMoney(o.totalValue),
      },
      { key: 'items', title: t('orders.columns.items'), dataIndex: 'totalItems' },
      {
        // May wrap after the day ("Nov 25, / 2026"): eight columns and a pending order's three
        // buttons share 926 px at 1280 px, and long names in the other columns cannot break.
        key: 'date',
        title: t('orders.columns.date'),
        render: (_, o) => formatDate(o.createdAt),
      },
      actionsColumn('actions', t('common.actions'), (o) => (
        <TableActions>
          <LightButton size="small" onClick={() => setViewing(o)}>
            {t('common.view')}
          </LightButton>
          {orderDecidable(o.status) && (
            <>
              <LightButton
                size="small"
                variant="primary"
                disabled={deciding.isLoading}
                onClick={() => void act(o, 'approve')}
              >
                {t('orders.approve')}
              </LightButton>
              <LightButton
                size="small"
                danger
                disabled={deciding.isLoading}
                onClick={() => setRejecting({ order: o, reason: '' })}
              >
                {t('orders.reject')}
              </LightButton>
            </>
          )}
        </TableActions>
      )),
    ];
  }, [act, deciding.isLoading, t]);

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
          deciding={deciding.isLoading}
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
