import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { salesApi } from '../sales/sales-api';
import { roundsApi } from './rounds-api';

/**
 * A round's close (or its one extension) changes My Rounds, Round Performance and, with released
 * lines, the sales: shown pages read again at once, the others when next opened.
 */
export function refreshOnNotification(kind: NotificationKind, dispatch: Store['dispatch']): void {
  if (kind !== 'round_closed' && kind !== 'round_extended') return;
  dispatch(roundsApi.util.invalidateTags(['Round']));
  if (kind === 'round_closed') dispatch(salesApi.util.invalidateTags(['Sales']));
}
