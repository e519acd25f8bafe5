import {
  assignCompanyCommand,
  buyerNotificationRequestedV1,
  companyUpsertedV1,
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
  roundApprovedV1,
  roundClosedV1,
  roundLastCallV1,
  roundMoqReachedV1,
  supplierNotificationRequestedV1,
  webhookDeliveryDueV1,
} from '@marketplace/contracts';
import {
  durableConsumer,
  on,
  servedCommand,
  type SubscriptionEntry,
} from '@marketplace/service-kit/messaging';
import { assignCompanyHandler } from '../commands/assign-company';
import type { IdentityContext } from '../context';
import { deliverNotificationRequest } from '../use-cases/notifications';
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
import { PRODUCER } from '../config';

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
 * Everything identity reads from NATS, in one place (the kit's startSubscriptions starts it): the
 * admin's directory of companies, the admin's command that assigns a user's company, and the
 * buyer's and supplier's notification requests (identity owns the users they are for), the
 * events companies' webhooks hear of, and identity's own due webhook deliveries.
 */
export function identitySubscriptions(ctx: IdentityContext): SubscriptionEntry[] {
  return [
    durableConsumer({
      durable: 'identity-admin',
      producer: 'admin',
      handlers: [on(companyUpsertedV1, (e) => ctx.companies.apply(e.data))],
    }),
    durableConsumer({
      durable: 'identity-buyer',
      producer: 'buyer',
      ackWaitMs: NOTIFICATION_ACK_WAIT_MS,
      concurrency: NOTIFICATION_CONCURRENCY,
      handlers: [
        on(buyerNotificationRequestedV1, (e) => notify(ctx, e.data)),
        on(orderPlacedV1, (e) => orderWebhook(ctx, 'order.placed', e)),
        on(orderDecidedV1, (e) =>
          orderWebhook(ctx, e.data.status === 'rejected' ? 'order.rejected' : 'order.approved', e),
        ),
        on(orderRevisedV1, (e) => orderRevisedWebhook(ctx, e)),
        on(orderShippedV1, (e) => orderWebhook(ctx, 'order.shipped', e)),
        on(orderDeliveredV1, (e) => orderWebhook(ctx, 'order.delivered', e)),
        on(roundMoqReachedV1, (e) => roundProductWebhook(ctx, 'round.moq_reached', e)),
        on(roundLastCallV1, (e) => roundProductWebhook(ctx, 'round.last_call', e)),
      ],
    }),
    durableConsumer({
      durable: 'identity-supplier',
      producer: 'supplier',
      ackWaitMs: NOTIFICATION_ACK_WAIT_MS,
      concurrency: NOTIFICATION_CONCURRENCY,
      handlers: [
        on(supplierNotificationRequestedV1, (e) => notify(ctx, e.data)),
        on(roundApprovedV1, (e) => roundOpenedWebhook(ctx, e)),
        on(roundClosedV1, (e) => roundClosedWebhook(ctx, e)),
        on(invoiceIssuedV1, (e) => invoiceWebhook(ctx, 'invoice.issued', e)),
        on(invoiceSentV1, (e) => invoiceWebhook(ctx, 'invoice.sent', e)),
        on(invoicePaidV1, (e) => invoiceWebhook(ctx, 'invoice.paid', e)),
        on(invoiceOverdueV1, (e) => invoiceWebhook(ctx, 'invoice.overdue', e)),
        on(creditNoteIssuedV1, (e) => creditNoteWebhook(ctx, e)),
      ],
    }),
    durableConsumer({
      durable: 'identity-webhooks',
      producer: PRODUCER,
      concurrency: WEBHOOK_CONCURRENCY,
      maxDeliver: WEBHOOK_MAX_DELIVER,
      handlers: [on(webhookDeliveryDueV1, (e) => attemptDelivery(ctx, e))],
    }),
    servedCommand(assignCompanyCommand, assignCompanyHandler(ctx)),
  ];
}

const notify = async (ctx: IdentityContext, request: Parameters<typeof deliverNotificationRequest>[1]) => {
  await deliverNotificationRequest(ctx, request);
};
