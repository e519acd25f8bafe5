import {
  assignCompanyCommand,
  buyerNotificationRequestedV1,
  companyUpsertedV1,
  supplierNotificationRequestedV1,
} from '@marketplace/contracts';
import { durableConsumer, on, servedCommand, type SubscriptionEntry } from '@marketplace/service-kit';
import { assignCompanyHandler } from '../commands/assign-company';
import type { IdentityContext } from '../context';
import { deliverNotificationRequest } from '../use-cases/notifications';

/** Mailing a role's users can take a while; redelivery waits this long for it. */
const NOTIFICATION_ACK_WAIT_MS = 120_000;
/**
 * Requests handled at once: each is idempotent by its key and independent of the others, so one
 * request's e-mails do not hold back the bell of the next (20 rounds closing together).
 */
const NOTIFICATION_CONCURRENCY = 8;

/**
 * Everything identity reads from NATS, in one place (the kit's startSubscriptions starts it): the
 * admin's directory of companies, the admin's command that assigns a user's company, and the
 * buyer's and supplier's notification requests (identity owns the users they are for).
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
      handlers: [on(buyerNotificationRequestedV1, (e) => notify(ctx, e.data))],
    }),
    durableConsumer({
      durable: 'identity-supplier',
      producer: 'supplier',
      ackWaitMs: NOTIFICATION_ACK_WAIT_MS,
      concurrency: NOTIFICATION_CONCURRENCY,
      handlers: [on(supplierNotificationRequestedV1, (e) => notify(ctx, e.data))],
    }),
    servedCommand(assignCompanyCommand, assignCompanyHandler(ctx)),
  ];
}

const notify = async (ctx: IdentityContext, request: Parameters<typeof deliverNotificationRequest>[1]) => {
  await deliverNotificationRequest(ctx, request);
};
