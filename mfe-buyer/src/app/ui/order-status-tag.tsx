import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';

const COLORS: Record<OrderStatus, string> = {
  pending_admin: 'gold',
  approved: 'green',
  rejected: 'red',
  completed: 'blue',
  cancelled: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('buyer');
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {t(`orderStatus.${status}`)}
    </Tag>
  );
}

/** Short order number (spec §9): '#' and the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return `#${shortId(id)}`;
}
