import { formatMoney } from '@marketplace/web-kit';

/** Spec §9: money on admin screens is USD, en-US, 2 decimals. */
export const ADMIN_CURRENCY = 'USD';

/** An amount as the admin's screens show it (ADMIN_CURRENCY). */
export function adminMoney(amount: number): string {
  return formatMoney(amount, ADMIN_CURRENCY);
}
