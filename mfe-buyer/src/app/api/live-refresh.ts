import type { Store } from '@reduxjs/toolkit';
import type { NotificationKind } from '@marketplace/contracts';
import { buyerApi } from './buyer-api';

type BuyerTag = 'Rounds' | 'Round' | 'Carts' | 'Orders' | 'Dashboard' | 'Invoices';

/**
 * What each notification the buyer hears changes in the area's reads: a closed round releases
 * lines from orders and carts, a decision changes an order, an invoice adds one. Shown pages read
 * again at once; the others when next opened.
 */
const REFRESHED_BY: Partial<Record<NotificationKind, BuyerTag[]>> = {
  order_approved: ['Orders', 'Dashboard'],
  order_rejected: ['Orders', 'Dashboard', 'Round', 'Rounds'],
  invoice_issued: ['Invoices', 'Dashboard'],
  round_extended: ['Rounds', 'Round', 'Carts'],
  round_closed: ['Rounds', 'Round', 'Carts', 'Orders', 'Dashboard'],
  moq_reached: ['Round', 'Carts'],
};

export function refreshOnNotification(kind: NotificationKind, dispatch: Store['dispatch']): void {
  const tags = REFRESHED_BY[kind];
  if (tags) dispatch(buyerApi.util.invalidateTags(tags));
}
