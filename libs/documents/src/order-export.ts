import { sumMoney } from '@marketplace/domain';
import type { ExportRow } from '@marketplace/service-kit/http';
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

/** The order's share of its round's freight, when the round has a freight cost. */
export type OrderFreight = { amount: number } | null | undefined;

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
  ['freight', 'money'],
  ['totalWithFreight', 'money'],
  ['decidedAt', 'date'],
] as const satisfies ListExport['columns'];

/**
 * "Total Value" is the goods, as on every screen; the freight share and what the buyer pays with
 * it have columns of their own (empty when the round has no freight).
 */
export function freightFigures(totalValue: number, freight: OrderFreight): ExportRow {
  return {
    freight: freight ? freight.amount : null,
    totalWithFreight: freight ? sumMoney([totalValue, freight.amount]) : null,
  };
}

/** An order's values of ORDER_FIGURE_COLUMNS, its status in the file's language. */
export function orderFigures<S extends string>(
  order: OrderFigures<S>,
  freight: OrderFreight,
  statusText: (status: S) => string,
): ExportRow {
  return {
    status: statusText(order.status),
    items: order.totalItems,
    units: order.totalUnits,
    currency: order.currency,
    totalValue: order.totalValue,
    ...freightFigures(order.totalValue, freight),
    decidedAt: order.decidedAt,
  };
}
