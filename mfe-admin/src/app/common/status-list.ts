import type { OrderStatus, RoundStatus } from '@marketplace/contracts';
import { ORDER_STATUSES, ROUND_STATUSES } from '@marketplace/contracts/constants';

export const ROUND_FILTERS = ['all', ...ROUND_STATUSES] as const;
/** A team's order waiting for its own company never reaches the admin's list, so no filter for it. */
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES.filter((s) => s !== 'pending_company')] as const;

export type RoundAction = 'approve' | 'reject' | 'close' | 'view';

/** Spec §4: Approve/Reject on pending_approval, Close Round on approved, only a view otherwise. */
export function roundActions(status: RoundStatus): RoundAction[] {
  if (status === 'pending_approval') return ['approve', 'reject', 'view'];
  if (status === 'approved') return ['close', 'view'];
  return ['view'];
}

/** Approve/Reject only while the order waits for the administrator. */
export function orderDecidable(status: OrderStatus): boolean {
  return status === 'pending_admin';
}
