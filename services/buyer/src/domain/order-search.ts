import type { OrderSnapshot } from '@marketplace/contracts';

/** Order History search: order number, round title, supplier or a product name contain the text. */
export function orderMatches(order: OrderSnapshot, search: string | undefined): boolean {
  const term = search?.trim().toLocaleLowerCase().replace(/^#/, '');
  if (!term) return true;
  return [order.id, order.roundTitle, order.supplierName, ...order.items.map((i) => i.name)].some((text) =>
    text.toLocaleLowerCase().includes(term),
  );
}
