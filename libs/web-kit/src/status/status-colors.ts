import type { InvoiceStatus, OrderStatus, RoundStatus } from '@marketplace/contracts';

/**
 * The antd Tag colour of every status the product shows, one map per kind, the same in every area
 * (a round waiting for the administrator is gold wherever it is listed). Plain data, so the package
 * index can carry it; the tags themselves are '@marketplace/web-kit/status-tag' (light tags).
 */
export const STATUS_COLORS = {
  round: {
    draft: 'default',
    pending_approval: 'gold',
    approved: 'green',
    active: 'blue',
    closed: 'default',
    cancelled: 'red',
  } satisfies Record<RoundStatus, string>,
  order: {
    // A team's order waiting for its own company is not the marketplace's queue yet.
    pending_company: 'purple',
    pending_admin: 'gold',
    approved: 'green',
    // On the way to the end, after the close: leaving, left, arrived.
    partially_shipped: 'cyan',
    shipped: 'geekblue',
    delivered: 'lime',
    rejected: 'red',
    completed: 'blue',
    // Spec §2.5: a cancelled sale is 'destructive'.
    cancelled: 'red',
  } satisfies Record<OrderStatus, string>,
  invoice: {
    draft: 'default',
    sent: 'processing',
    accepted: 'success',
    rejected: 'error',
    // Settled: the end of the invoice's road.
    paid: 'green',
    // Withdrawn with its order (credited in full if it had been sent).
    cancelled: 'default',
  } satisfies Record<InvoiceStatus, string>,
  /** A company's or a product's Active/Inactive. */
  active: {
    active: 'success',
    inactive: 'default',
  },
} as const;

export type StatusKind = keyof typeof STATUS_COLORS;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_COLORS)[K] & string;

/** The Tag colour of `status`, a status of `kind`. */
export function statusColor<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return (STATUS_COLORS[kind] as Record<string, string>)[status];
}

/**
 * Where a kind's labels are in the texts (`<namespace>:<group>`, one text per status under it).
 * Screens that use the same words share one group in `common`; a screen the spec gives its own
 * words keeps them: a supplier's sale reads 'Pending' where the administrator's order reads
 * 'Pending Approval' (and a company is 'Ativa' where a product is 'Ativo').
 */
export const STATUS_LABELS = {
  round: ['common:roundStatus'],
  order: ['common:orderStatus', 'supplier:sales.orderStatus'],
  invoice: ['common:invoice.statuses'],
  active: ['admin:companies.status', 'supplier:products.status'],
} as const satisfies Record<StatusKind, readonly string[]>;

export type StatusLabels<K extends StatusKind> = (typeof STATUS_LABELS)[K][number];
