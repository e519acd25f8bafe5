import { Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@marketplace/contracts';
import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { useGetOrderTimelineQuery } from '../api/admin-api';
import { ADMIN_CURRENCY } from '../ui/admin-money';
import { OrderLinesTable } from './order-lines-table';
import { OrderSummary } from './order-summary';

/** An order's figures, lines and changes (Admin › Orders' View). */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrderRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open width={720} title={t('orders.details.title')} onCancel={onClose} footer={null}>
      <Flex vertical gap="middle" data-testid="order-details">
        <OrderSummary order={order} />
        <OrderLinesTable items={order.items} />
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
