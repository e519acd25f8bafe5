import {
  profileUpdatedV1,
  userRegisteredV1,
  type EventEnvelope,
  type EventData,
} from '@marketplace/contracts';
import { teamRoleOf } from '@marketplace/domain';
import { applyNewerVersion, on, type EventHandler } from '@marketplace/service-kit';
import type { UserRowDoc, UserRowModel } from '../data/user-row.model';

/**
 * Keeps the users read model. This consumer is the only writer of `users`, so a read followed by
 * a replace is safe; the occurredAt guard makes late or replayed events harmless.
 */
type UserPatch = Omit<UserRowDoc, 'createdAt' | 'lastActiveAt' | 'sourceVersion'> &
  Partial<Pick<UserRowDoc, 'lastActiveAt'>>;

export function identityUserHandlers(users: UserRowModel): EventHandler[] {
  async function apply(event: EventEnvelope, patch: UserPatch, createdAt: Date) {
    await applyNewerVersion(
      users,
      patch._id,
      event.occurredAt,
      (current) => ({
        ...(current ?? { createdAt, lastActiveAt: null }),
        ...patch,
        sourceVersion: event.occurredAt,
      }),
      { field: 'sourceVersion' },
    );
  }

  return [
    on(userRegisteredV1, async (e) => {
      const d: EventData<typeof userRegisteredV1> = e.data;
      await apply(
        e,
        {
          _id: d.userId,
          name: d.name,
          email: d.email,
          role: d.role,
          companyId: d.companyId,
          teamRole: teamRoleOf(d),
        },
        new Date(d.createdAt),
      );
    }),
    on(profileUpdatedV1, async (e) => {
      const d: EventData<typeof profileUpdatedV1> = e.data;
      await apply(
        e,
        {
          _id: d.userId,
          name: d.name,
          email: d.email,
          role: d.role,
          companyId: d.companyId,
          teamRole: teamRoleOf(d),
          lastActiveAt: d.lastActiveAt ? new Date(d.lastActiveAt) : null,
        },
        new Date(d.updatedAt),
      );
    }),
  ];
}
