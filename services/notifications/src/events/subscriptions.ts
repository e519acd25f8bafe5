import {
  buyerNotificationRequestedV1,
  creditNoteIssuedV1,
  invoiceIssuedV1,
  invoiceOverdueV1,
  invoicePaidV1,
  invoiceSentV1,
  orderDecidedV1,
  orderDeliveredV1,
  orderPlacedV1,
  orderRevisedV1,
  orderShippedV1,
  profileUpdatedV1,
  roundApprovedV1,
  roundClosedV1,
  roundLastCallV1,
  roundMoqReachedV1,
  supplierNotificationRequestedV1,
  userRegisteredV1,
  webhookDeliveryDueV1,
} from '@marketplace/contracts';
import { durableConsumer, on, type SubscriptionEntry } from '@marketplace/service-kit/messaging';
import { PRODUCER, type NotificationsConfig } from '../config';
import type { NotificationsContext } from '../context';
import { deliverNotificationRequest, type NotificationRequestData } from '../use-cases/notifications';
import {
  attemptDelivery,
  creditNoteWebhook,
  invoiceWebhook,
  orderRevisedWebhook,
  orderWebhook,
  roundClosedWebhook,
  roundOpenedWebhook,
  roundProductWebhook,
} from '../use-cases/webhook-delivery';

/** Mailing a role's users can take a while; redelivery waits this long for it. */
const NOTIFICATION_ACK_WAIT_MS = 120_000;
/**
 * Requests handled at once: each is idempotent by its key and independent of the others, so one
 * request's e-mails do not hold back the bell of the next (20 rounds closing together).
 */
const NOTIFICATION_CONCURRENCY = 8;
/** Webhook attempts at once: one slow receiver (up to WEBHOOK_TIMEOUT_MS) holds back only its own. */
const WEBHOOK_CONCURRENCY = 8;
/**
 * A delivery's retries are its own schedule (RetryLaterError), well inside this; a message that
 * keeps failing otherwise (the store down) stops here.
 */
const WEBHOOK_MAX_DELIVER = 40;

/**
 * Everything the notifications service reads from NATS, in one place (the kit's
 * startSubscriptions starts it): identity's users (the recipients directory), the buyer's and
 * supplier's notification requests and the events companies' webhooks hear of, and its own due
 * webhook deliveries. It serves no command.
 */
export function notificationsSubscriptions(
  config: NotificationsConfig,
  ctx: NotificationsContext,
): SubscriptionEntry[] {
  // A notice request stores each recipient's notification once by its key and mails only what is
  // not claimed yet; a webhook's delivery is keyed by event and endpoint. Run again with the same
  // event, they change nothing, so these consumers keep no inbox (two store commands per event).
  // A delivery attempt calls a company's system, so its consumer keeps one.
  const idempotent = { idempotent: true } as const;
  return [
    durableConsumer({
      durable: 'notifications-identity',
      producer: config.IDENTITY_PRODUCER,
      // The newest occurredAt wins: a copy seen again changes nothing, so no inbox is kept.
      handlers: [
        on(userRegisteredV1, (e) => ctx.recipients.apply(e), { idempotent: true }),
        on(profileUpdatedV1, (e) => ctx.recipients.apply(e), { idempotent: true }),
      ],
    }),
    durableConsumer({
      durable: 'notifications-buyer',
      producer: config.BUYER_PRODUCER,
      ackWaitMs: NOTIFICATION_ACK_WAIT_MS,
      concurrency: NOTIFICATION_CONCURRENCY,
      handlers: [
        on(buyerNotificationRequestedV1, (e) => notify(ctx, e.data), idempotent),
        on(orderPlacedV1, (e) => orderWebhook(ctx, 'order.placed', e), idempotent),
        on(
          orderDecidedV1,
          (e) => orderWebhook(ctx, e.data.status === 'rejected' ? 'order.rejected' : 'order.approved', e),
          idempotent,
        ),
        on(orderRevisedV1, (e) => orderRevisedWebhook(ctx, e), idempotent),
        on(orderShippedV1, (e) => orderWebhook(ctx, 'order.shipped', e), idempotent),
        on(orderDeliveredV1, (e) => orderWebhook(ctx, 'order.delivered', e), idempotent),
        on(roundMoqReachedV1, (e) => roundProductWebhook(ctx, 'round.moq_reached', e), idempotent),
        on(roundLastCallV1, (e) => roundProductWebhook(ctx, 'round.last_call', e), idempotent),
      ],
    }),
    durableConsumer({
      durable: 'notifications-supplier',
      producer: config.SUPPLIER_PRODUCER,
      ackWaitMs: NOTIFICATION_ACK_WAIT_MS,
      concurrency: NOTIFICATION_CONCURRENCY,
      handlers: [
        on(supplierNotificationRequestedV1, (e) => notify(ctx, e.data), idempotent),
        on(roundApprovedV1, (e) => roundOpenedWebhook(ctx, e), idempotent),
        on(roundClosedV1, (e) => roundClosedWebhook(ctx, e), idempotent),
        on(invoiceIssuedV1, (e) => invoiceWebhook(ctx, 'invoice.issued', e), idempotent),
        on(invoiceSentV1, (e) => invoiceWebhook(ctx, 'invoice.sent', e), idempotent),
        on(invoicePaidV1, (e) => invoiceWebhook(ctx, 'invoice.paid', e), idempotent),
        on(invoiceOverdueV1, (e) => invoiceWebhook(ctx, 'invoice.overdue', e), idempotent),
        on(creditNoteIssuedV1, (e) => creditNoteWebhook(ctx, e), idempotent),
      ],
    }),
    durableConsumer({
      durable: 'notifications-webhooks',
      producer: PRODUCER,
      concurrency: WEBHOOK_CONCURRENCY,
      maxDeliver: WEBHOOK_MAX_DELIVER,
      handlers: [on(webhookDeliveryDueV1, (e) => attemptDelivery(ctx, e))],
    }),
  ];
}

const notify = async (ctx: NotificationsContext, request: NotificationRequestData) => {
  await deliverNotificationRequest(ctx, request);
};
