import { profileUpdatedV1, userRegisteredV1, type EventEnvelope } from '@marketplace/contracts';
import { teamRoleOf } from '@marketplace/domain';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';

interface UserFacts {
  userId: string;
  name: string;
  email: string;
  role: string;
  companyId: string | null;
  teamRole?: 'member' | 'approver' | null;
}

/**
 * Keeps the buying teams' people from identity's user events: buyers only (the other roles have
 * no team). This consumer is the only writer of `team_members`; the event's occurredAt decides.
 */
export function identityUserHandlers(ctx: BuyerContext): EventHandler[] {
  const apply = async (event: EventEnvelope, user: UserFacts) => {
    if (user.role !== 'buyer') return;
    await applyNewerVersion(
      ctx.teamMembers,
      user.userId,
      event.occurredAt,
      {
        companyId: user.companyId,
        teamRole: teamRoleOf(user),
        name: user.name,
        email: user.email,
        sourceVersion: event.occurredAt,
      },
      { field: 'sourceVersion' },
    );
  };
  // The newest occurredAt wins: a copy seen again changes nothing, so no inbox is kept for them.
  return [
    on(userRegisteredV1, (e) => apply(e, e.data), { idempotent: true }),
    on(profileUpdatedV1, (e) => apply(e, e.data), { idempotent: true }),
  ];
}
