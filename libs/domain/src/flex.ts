/**
 * Flexible commitments: on an order line a buyer may add "and up to N more units if the
 * group needs it". At the close, a product short of its MOQ in orders calls flexible units in,
 * earliest order first, until the MOQ is met, in whole packs and never past the product's max. If
 * all the flex offered cannot reach the MOQ, nothing is called in and the round's end action
 * decides as without it: nobody is held to units that would not have made the product happen.
 */

/** One order line's flexible units, in the order the book took the orders (`seq`, then `orderId`). */
export interface FlexOffer {
  orderId: string;
  buyerId: string;
  /** Flexible units offered on the line: whole packs. */
  units: number;
  /** The order book entry that took the order: earlier orders are called first. */
  seq: number;
}

export interface FlexProduct {
  moq: number;
  maxQty: number | null;
  unitsPerPack: number;
  /** Units in orders at the seal, without flex. */
  ordered: number;
}

export interface FlexCall {
  orderId: string;
  buyerId: string;
  units: number;
}

export interface FlexCallIn {
  /** Flexible units offered on the product. */
  offered: number;
  /** Units called in (0 when not needed or not enough). */
  called: number;
  calls: FlexCall[];
}

/** Earliest order first; orders the book took in one entry keep a stable order by id. */
export function byEarliestOffer(a: FlexOffer, b: FlexOffer): number {
  return a.seq - b.seq || (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0);
}

/**
 * Which flexible units a product calls in at the close. The need is rounded up to whole packs
 * (a pack cannot be split), so the product may end up to one pack short of a pack over its MOQ,
 * but never past its max.
 */
export function callInFlex(product: FlexProduct, offers: readonly FlexOffer[]): FlexCallIn {
  const pack = Math.max(1, Math.floor(product.unitsPerPack || 1));
  const usable = offers.filter((o) => o.units > 0);
  const offered = usable.reduce((sum, o) => sum + o.units, 0);
  const need = product.moq - product.ordered;
  if (need <= 0 || offered === 0) return { offered, called: 0, calls: [] };
  let room = product.maxQty == null ? Number.POSITIVE_INFINITY : product.maxQty - product.ordered;
  let missing = need;
  const calls: FlexCall[] = [];
  for (const offer of [...usable].sort(byEarliestOffer)) {
    if (missing <= 0) break;
    const wanted = Math.ceil(missing / pack) * pack;
    const allowed = Math.floor(Math.min(room, offer.units) / pack) * pack;
    const units = Math.min(wanted, allowed);
    if (units <= 0) continue;
    calls.push({ orderId: offer.orderId, buyerId: offer.buyerId, units });
    missing -= units;
    room -= units;
  }
  if (missing > 0) return { offered, called: 0, calls: [] };
  return { offered, called: need - missing, calls };
}

/**
 * The most flexible units one line may offer: the product's units not committed yet (everyone's
 * carts and orders, the line's own quantity included), in whole packs; null without a max. More
 * could never be called in (the close never passes the max), yet would show on every buyer's MOQ
 * bar as if it might.
 */
export function flexAllowed(
  product: { maxQty: number | null | undefined; unitsPerPack: number },
  committed: number,
): number | null {
  if (product.maxQty == null) return null;
  const pack = Math.max(1, Math.floor(product.unitsPerPack || 1));
  return Math.floor(Math.max(0, product.maxQty - committed) / pack) * pack;
}
