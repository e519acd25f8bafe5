import type { NatsConnection, Subscription } from 'nats';
import { assignCompanyCommand } from '@marketplace/contracts';
import { serveCommand } from '@marketplace/service-kit';
import type { IdentityContext } from '../use-cases/context';
import { assignCompany } from '../use-cases/profiles';

/** Admin → identity over NATS request/reply; an unknown user is a 404 problem in the reply. */
export function serveAssignCompany(ctx: IdentityContext, nc: NatsConnection, service: string): Subscription {
  return serveCommand(nc, assignCompanyCommand, service, ctx.logger, async ({ userId, companyId }) => {
    const user = await assignCompany(ctx, userId, companyId);
    ctx.logger.info({ userId, companyId }, 'company assignment changed');
    return { userId: user._id, companyId: user.companyId };
  });
}
