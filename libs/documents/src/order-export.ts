import type { ExportRow } from '@marketplace/service-kit';
import type { ListExport } from './list-export';

/** What an orders export reads of an order besides who placed it and where. */
export interface OrderFigures<S extends string> {
  status: S;
  totalItems: number;
  totalUnits: number;
  currency: string;
  totalValue: number;
  decidedAt: Date | string | null | undefined;
}

/**
 * The last columns of both orders exports (the buyer's Order History, the admin's Orders page),
 * an order's own figures; before them each list names the buyer and the round its own way.
 * `orderFigures` gives their values, key for key.
 */
export const ORDER_FIGURE_COLUMNS = [
  ['status', 'text'],
  ['items', 'number'],
  ['units', 'number'],
  ['currency', 'text'],
  ['totalValue', 'money'],
  ['decidedAt', 'date'],
] as const satisfies ListExport['columns'];

/** An order's values of ORDER_FIGURE_COLUMNS, its status in the file's language. */
export function orderFigures<S extends string>(
  order: OrderFigures<S>,
  statusText: (status: S) => string,
): ExportRow {
  return {
    status: statusText(order.status),
    items: order.totalItems,
    units: order.totalUnits,
    currency: order.currency,
    totalValue: order.totalValue,
    decidedAt: order.decidedAt,
  };
}
