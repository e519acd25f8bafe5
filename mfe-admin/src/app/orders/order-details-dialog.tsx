import { Descriptions, Flex, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { quantityIn } from '@marketplace/i18n';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId, sumMoney } from '@marketplace/domain';
import { formatDate } from '@marketplace/web-kit';
import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { useGetOrderTimelineQuery } from '../api/admin-api';
import { ADMIN_CURRENCY, adminMoney } from '../ui/admin-money';

/** An order's figures, lines and changes (Admin › Orders' View). */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrderRow; onClose: () => void }) {
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
          <Descriptions.Item label={t('orders.details.total')}>
            {adminMoney(order.totalValue)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.details.units')}>{order.totalUnits}</Descriptions.Item>
          {/* The order's freight share, as its buyer and its invoice show it. */}
          {order.freightShare && (
            <>
              <Descriptions.Item label={t(`orders.details.freight.${order.freightShare.basis}`)}>
                <span data-testid="order-freight">{adminMoney(order.freightShare.amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.details.totalWithFreight')}>
                {adminMoney(sumMoney([order.totalValue, order.freightShare.amount]))}
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
              render: (_, i) => adminMoney(i.unitPrice),
            },
            {
              key: 'subtotal',
              width: 120,
              title: t('orders.details.subtotal'),
              render: (_, i) => adminMoney(i.subtotal),
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
  return (
    <OrderTimeline entries={data?.entries} currency={ADMIN_CURRENCY} loading={isLoading} failed={isError} />
  );
}
