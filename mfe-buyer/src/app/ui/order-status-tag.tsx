import type { OrderStatus } from '@marketplace/contracts';
import { OrderStatusTag as StatusTag } from '@marketplace/web-kit/status-tag';

/** An order's status in the buyer's words (Order History and its details dialog). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <StatusTag status={status} labels="common:orderStatus" data-testid="order-status" />;
}
