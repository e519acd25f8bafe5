import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { adminApi } from './admin-api';

/** A submitted round or a placed order is work for the admin: shown lists read again at once. */
const REFRESHED_BY: Partial<Record<NotificationKind, ('Rounds' | 'Orders' | 'Dashboard')[]>> = {
  round_submitted: ['Rounds', 'Dashboard'],
  order_placed: ['Orders', 'Dashboard'],
};

export function refreshOnNotification(kind: NotificationKind, dispatch: Store['dispatch']): void {
  const tags = REFRESHED_BY[kind];
  if (tags) dispatch(adminApi.util.invalidateTags(tags));
}
