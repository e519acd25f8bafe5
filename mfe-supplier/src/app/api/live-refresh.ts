import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { salesApi } from '../sales/sales-api';
import { roundsApi } from './rounds-api';

/**
 * A round's close (or its one extension) changes My Rounds, Round Performance and, with released
 * lines, the sales: shown pages read again at once, the others when next opened.
 */
export function refreshOnNotification(kind: NotificationKind, dispatch: Store['dispatch']): void {
  // The admin's decision on a round changes its status in My Rounds too.
  const roundKinds: NotificationKind[] = [
    'round_closed',
    'round_extended',
    'round_approved',
    'round_rejected',
  ];
  if (!roundKinds.includes(kind)) return;
  dispatch(roundsApi.util.invalidateTags(['Round']));
  if (kind === 'round_closed') dispatch(salesApi.util.invalidateTags(['Sales']));
}
