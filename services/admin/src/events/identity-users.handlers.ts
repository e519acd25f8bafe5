import {
  profileUpdatedV1,
  userRegisteredV1,
  type EventEnvelope,
  type EventData,
} from '@marketplace/contracts';
import { teamRoleOf } from '@marketplace/domain';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { UserRowDoc, UserRowModel } from '../data/user-row.model';
import type { OrderRowModel } from '../data/moderation.model';
import { refreshBuyerTerms } from '../data/order-list';

/**
 * Keeps the users read model. This consumer is the only writer of `users`, so a read followed by
 * a replace is safe; the occurredAt guard makes late or replayed events harmless.
 */
type UserPatch = Omit<UserRowDoc, 'createdAt' | 'lastActiveAt' | 'sourceVersion'> &
  Partial<Pick<UserRowDoc, 'lastActiveAt'>>;

/** What both user events say of a user's row: who they are, their company and team role. */
function userRow(
  d: Pick<
    EventData<typeof userRegisteredV1>,
    'userId' | 'name' | 'email' | 'role' | 'companyId' | 'teamRole'
  >,
): UserPatch {
  return {
    _id: d.userId,
    name: d.name,
    email: d.email,
    role: d.role,
    companyId: d.companyId,
    teamRole: teamRoleOf(d),
  };
}

export function identityUserHandlers(users: UserRowModel, orders: OrderRowModel): EventHandler[] {
  async function apply(event: EventEnvelope, patch: UserPatch, createdAt: Date) {
    let before: UserRowDoc | null = null;
    const stored = await applyNewerVersion(
      users,
      patch._id,
      event.occurredAt,
      (current) => {
        before = current;
        return {
          ...(current ?? { createdAt, lastActiveAt: null }),
          ...patch,
          sourceVersion: event.occurredAt,
        };
      },
      { field: 'sourceVersion' },
    );
    // The Orders search finds orders by their buyer's name and e-mail, kept on each order.
    const was = before as UserRowDoc | null;
    if (stored.applied && (was?.name !== patch.name || was?.email !== patch.email))
      await refreshBuyerTerms(orders, patch._id, { name: patch.name, email: patch.email });
  }

  // The newest occurredAt wins and the orders' terms follow only an applied change: a copy seen
  // again changes nothing, so no inbox is kept for these events.
  return [
    on(userRegisteredV1, (e) => apply(e, userRow(e.data), new Date(e.data.createdAt)), { idempotent: true }),
    on(
      profileUpdatedV1,
      (e) =>
        apply(
          e,
          { ...userRow(e.data), lastActiveAt: e.data.lastActiveAt ? new Date(e.data.lastActiveAt) : null },
          new Date(e.data.updatedAt),
        ),
      { idempotent: true },
    ),
  ];
}
