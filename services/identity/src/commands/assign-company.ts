import type { assignCompanyCommand } from '@marketplace/contracts';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { IdentityContext } from '../context';
import { teamRoleOf } from '@marketplace/domain';
import { assignCompany } from '../use-cases/profiles';

/** Admin → identity over NATS request/reply; an unknown user is a 404 problem in the reply. */
export function assignCompanyHandler(ctx: IdentityContext): CommandHandler<typeof assignCompanyCommand> {
  return async ({ userId, companyId, teamRole }) => {
    const user = await assignCompany(ctx, userId, companyId, teamRole);
    ctx.logger.info({ userId, companyId, teamRole: teamRoleOf(user) }, 'company assignment changed');
    return { userId: user._id, companyId: user.companyId, teamRole: teamRoleOf(user) };
  };
}
