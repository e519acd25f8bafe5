import type { OrderStatus } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { OrderStatusTag as StatusTag } from '@marketplace/web-kit/status-tag';

/** An order's status in the buyer's words (Order History and its details dialog). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <StatusTag status={status} labels="common:orderStatus" data-testid="order-status" />;
}

/** Short order number (spec §9): '#' and the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return `#${shortId(id)}`;
}
