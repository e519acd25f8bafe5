import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Descriptions, Flex, Input, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits, quantityIn } from '@marketplace/i18n';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId, sumMoney } from '@marketplace/domain';
import { formatDate, formatMoney, useFailureToast, useFeedback } from '@marketplace/web-kit';
import {
  CellText,
  EmailText,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useDecideOrderMutation, useGetOrderTimelineQuery, useListOrdersQuery } from '../api/admin-api';
import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { ORDER_FILTERS, orderDecidable } from '../common/status-list';
import { StatusFilter, useStatusList } from '../common/status-filter';
import { ListCard } from '@marketplace/web-kit/list-card';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';

/** Spec §9: money on admin screens is USD, en-US, 2 decimals. */
const money = (amount: number) => formatMoney(amount, 'USD');

function OrderDetails({ order, onClose }: { order: AdminOrderRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open width={720} title={t('orders.details.title')} onCancel={onClose} footer={null}>
      <Flex vertical gap="middle" data-testid="order-details">
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('orders.columns.order')}>
            {t('orders.number', { id: shortId(order.id) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.details.status')}>
            <OrderStatusTag status={order.status} labels="common:orderStatus" />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.details.buyer')}>
            {order.buyerName ?? order.buyerId} {order.buyerEmail && `(${order.buyerEmail})`}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.details.placed')}>
            {formatDate(order.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.details.round')}>{order.roundTitle}</Descriptions.Item>
          <Descriptions.Item label={t('orders.details.supplier')}>{order.supplierName}</Descriptions.Item>
          <Descriptions.Item label={t('orders.details.total')}>{money(order.totalValue)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.details.units')}>{order.totalUnits}</Descriptions.Item>
          {/* The order's freight share, as its buyer and its invoice show it. */}
          {order.freightShare && (
            <>
              <Descriptions.Item label={t(`orders.details.freight.${order.freightShare.basis}`)}>
                <span data-testid="order-freight">{money(order.freightShare.amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.details.totalWithFreight')}>
                {money(sumMoney([order.totalValue, order.freightShare.amount]))}
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.items}
          scroll={{ y: 280 }}
          columns={[
            { key: 'product', title: t('orders.details.product'), render: (_, i) => `${i.name} (${i.sku})` },
            {
              key: 'qty',
              width: 120,
              title: t('orders.details.qty'),
              render: (_, i) => (
                <>
                  {quantityIn(t, i.qty, i.uom)}
                  {!!(i.flex || i.flexCalled) && (
                    <Typography.Text
                      type="secondary"
                      style={{ display: 'block', fontSize: 12 }}
                      data-testid="order-item-flex"
                    >
                      {i.flexCalled
                        ? t('orders.details.flexCalled', { count: i.flexCalled })
                        : t('orders.details.flex', { count: i.flex })}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            {
              key: 'price',
              width: 120,
              title: t('orders.details.unitPrice'),
              render: (_, i) => money(i.unitPrice),
            },
            {
              key: 'subtotal',
              width: 120,
              title: t('orders.details.subtotal'),
              render: (_, i) => money(i.subtotal),
            },
          ]}
        />
        <AdminOrderTimeline orderId={order.id} />
      </Flex>
    </Modal>
  );
}

/** The order's changes, read when its details open; amounts in USD as everywhere here. */
function AdminOrderTimeline({ orderId }: { orderId: string }) {
  const { data, isLoading, isError } = useGetOrderTimelineQuery(orderId);
  return <OrderTimeline entries={data?.entries} currency="USD" loading={isLoading} failed={isError} />;
}

/** Admin › Orders (spec §2.6): search, status filter, pending counter, view, Approve / Reject. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const { search, searchBox, status, setStatus, data, isFetching } = useStatusList(
    'orders',
    ORDER_FILTERS,
    useListOrdersQuery,
  );
  const [decide, deciding] = useDecideOrderMutation();
  const [viewing, setViewing] = useState<AdminOrderRow | null>(null);
  /** The order whose rejection is being confirmed, with the admin's reason so far. */
  const [rejecting, setRejecting] = useState<{ order: AdminOrderRow; reason: string } | null>(null);

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
      { key: 'total', nowrap: true, title: t('orders.columns.total'), render: (_, o) => money(o.totalValue) },
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
          <Button size="small" onClick={() => setViewing(o)}>
            {t('common.view')}
          </Button>
          {orderDecidable(o.status) && (
            <>
              <Button
                size="small"
                type="primary"
                disabled={deciding.isLoading}
                onClick={() => void act(o, 'approve')}
              >
                {t('orders.approve')}
              </Button>
              <Button
                size="small"
                danger
                disabled={deciding.isLoading}
                onClick={() => setRejecting({ order: o, reason: '' })}
              >
                {t('orders.reject')}
              </Button>
            </>
          )}
        </TableActions>
      )),
    ];
  }, [act, deciding.isLoading, t]);

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        extra={
          data && (
            <Badge
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
          <Flex wrap gap="middle">
            <StatusFilter list="orders" filters={ORDER_FILTERS} value={status} onChange={setStatus} />
            <ExportButton
              apiBase="/api/admin"
              path="/orders/export"
              filters={{ search, status }}
              testId="orders-export"
            />
          </Flex>
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('orders.empty')}
        footer={data && t('common.total', { count: data.total })}
      />
      {viewing && <OrderDetails order={viewing} onClose={() => setViewing(null)} />}
      <Modal
        open={rejecting !== null}
        title={rejecting && t('orders.rejectTitle', { id: shortId(rejecting.order.id) })}
        okText={t('orders.rejectConfirm')}
        okButtonProps={{ danger: true, disabled: deciding.isLoading }}
        cancelText={t('common.cancel')}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (!rejecting) return;
          setRejecting(null);
          void act(rejecting.order, 'reject', rejecting.reason);
        }}
        destroyOnHidden
      >
        <Input.TextArea
          data-testid="order-reject-reason"
          aria-label={t('orders.rejectReason')}
          placeholder={t('orders.rejectReason')}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={rejecting?.reason ?? ''}
          onChange={(e) => rejecting && setRejecting({ ...rejecting, reason: e.target.value })}
        />
      </Modal>
    </Flex>
  );
}
