import { orderDecidedV1, orderPlacedV1, orderRevisedV1, type OrderSnapshot } from '@marketplace/contracts';
import type { EventHandler } from '@marketplace/service-kit/messaging';

const ORDER_EVENTS = new Set<string>([orderPlacedV1.type, orderDecidedV1.type, orderRevisedV1.type]);

/**
 * The order's live invoice follows every order event once the sales read model has it (issue
 * 39.3: the close re-prices orders with `buyer.order.revised.v1`; an invoice issued before kept
 * the old price). A wrapper, so the sales read model's handlers stay as they are; it runs after
 * them on every delivery, replays included (following is idempotent), so a failure after the
 * read model was written is made good by the redelivery. A handler idempotent by itself stays so.
 */
export function followedByInvoices(
  handlers: EventHandler[],
  follow: (orderId: string) => Promise<unknown>,
): EventHandler[] {
  return handlers.map((h) =>
    ORDER_EVENTS.has(h.event.type)
      ? {
          ...h,
          handle: async (e) => {
            await h.handle(e);
            await follow((e.data as OrderSnapshot).id);
          },
        }
      : h,
  );
}
