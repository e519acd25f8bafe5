import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { useGetSaleTimelineQuery } from './sales-api';

/** The sale's changes (placed, decided, re-priced, invoiced…), read when its details open. */
export function SaleTimeline({ orderId, currency }: { orderId: string; currency: string }) {
  const { data, isLoading, isError } = useGetSaleTimelineQuery(orderId);
  return <OrderTimeline entries={data?.entries} currency={currency} loading={isLoading} failed={isError} />;
}
