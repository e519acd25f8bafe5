import { assignCompanyCommand, companyUpsertedV1 } from '@marketplace/contracts';
import {
  durableConsumer,
  on,
  retiredConsumer,
  servedCommand,
  type SubscriptionEntry,
} from '@marketplace/service-kit/messaging';
import { assignCompanyHandler } from '../commands/assign-company';
import type { IdentityContext } from '../context';
import { PRODUCER } from '../config';

/**
 * Everything identity reads from NATS, in one place (the kit's startSubscriptions starts it): the
 * admin's directory of companies and the admin's command that assigns a user's company. The
 * notification requests, the events companies' webhooks hear of and the due webhook deliveries
 * are the notifications service's now: identity's durables for them are retired (a deployed NATS
 * still has them).
 */
export function identitySubscriptions(ctx: IdentityContext): SubscriptionEntry[] {
  return [
    durableConsumer({
      durable: 'identity-admin',
      producer: 'admin',
      handlers: [on(companyUpsertedV1, (e) => ctx.companies.apply(e.data))],
    }),
    servedCommand(assignCompanyCommand, assignCompanyHandler(ctx)),
    retiredConsumer({ durable: 'identity-buyer', producer: 'buyer' }),
    retiredConsumer({ durable: 'identity-supplier', producer: 'supplier' }),
    retiredConsumer({ durable: 'identity-webhooks', producer: PRODUCER }),
  ];
}
