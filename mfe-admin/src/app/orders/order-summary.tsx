import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId, sumMoney } from '@marketplace/domain';
import { formatDate } from '@marketplace/web-kit';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { adminMoney } from '../ui/admin-money';

/** The head of an order's details: its number, status, buyer, dates, round, supplier and figures. */
export function OrderSummary({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation('admin');
  return (
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
      <Descriptions.Item label={t('orders.details.placed')}>{formatDate(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('orders.details.round')}>{order.roundTitle}</Descriptions.Item>
      <Descriptions.Item label={t('orders.details.supplier')}>{order.supplierName}</Descriptions.Item>
      <Descriptions.Item label={t('orders.details.total')}>{adminMoney(order.totalValue)}</Descriptions.Item>
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
  );
}
