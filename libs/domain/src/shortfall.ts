import { allocateMinor } from './money';

/**
 * A product delivered short to the group: the supplier received fewer units than the round's
 * orders confirmed (900 of 1,000), and the units that did not come are taken off the orders by
 * one stated rule, so every buyer can check their own figures:
 *
 * 1. Whole packs: a pack is never split, so the delivered quantity and every cut are whole packs.
 * 2. Flexible units called in at the close go first: they are the units the group asked for only
 *    to reach the MOQ, so they are cut before any buyer's own quantity.
 * 3. Pro rata: within each of those two steps, each line loses packs in proportion to the packs
 *    it holds in that step.
 * 4. Largest remainder: each share is rounded down, and the packs left over go to the largest
 *    remainders; on equal remainders the later order loses the pack (earliest orders keep theirs).
 *
 * Pure: the supplier previews and confirms with the same figures, and the tests read the rule.
 */

/** One sold order line of the product, as its order stands. */
export interface ShortfallLine {
  orderId: string;
  itemId: string;
  /** Units on the line (flexible units called in included). */
  qty: number;
  /** Of `qty`, flexible units the close called in. */
  flexCalled: number;
  /** When its order was placed (ISO): later orders lose the pack on equal remainders. */
  placedAt: string;
}

export interface ShortfallCut {
  orderId: string;
  itemId: string;
  ordered: number;
  /** Units taken off the line (whole packs). */
  cut: number;
  /** Of `cut`, flexible units called in at the close. */
  flexCut: number;
  /** What the line gets: ordered − cut. */
  delivered: number;
}

export interface ShortfallShare {
  /** Units the lines confirmed. */
  confirmed: number;
  delivered: number;
  /** confirmed − delivered. */
  short: number;
  cuts: ShortfallCut[];
}

export type ShortfallRefusal =
  { kind: 'nothing_short'; confirmed: number } | { kind: 'not_whole_packs'; unitsPerPack: number };

/** Earliest order first (by placing time, then id), the order every figure is listed in. */
function byEarliest(a: ShortfallLine, b: ShortfallLine): number {
  return (
    a.placedAt.localeCompare(b.placedAt) ||
    a.orderId.localeCompare(b.orderId) ||
    a.itemId.localeCompare(b.itemId)
  );
}

/**
 * `packs` shared over `holdings` (packs per line, earliest order first) pro rata by largest
 * remainder, the later order taking the pack on equal remainders. Never more than a line holds
 * when `packs` is no more than their sum.
 */
function sharePacks(packs: number, holdings: number[]): number[] {
  // allocateMinor breaks ties towards the earlier index: read the lines latest first.
  const reversed = allocateMinor(packs, [...holdings].reverse());
  return reversed.reverse();
}

/** Why a delivered quantity cannot be shared, or null when it can. */
export function shortfallRefusal(
  lines: ReadonlyArray<ShortfallLine>,
  unitsPerPack: number,
  delivered: number,
): ShortfallRefusal | null {
  const pack = Math.max(1, Math.floor(unitsPerPack || 1));
  const confirmed = lines.reduce((sum, l) => sum + l.qty, 0);
  if (delivered >= confirmed) return { kind: 'nothing_short', confirmed };
  if (delivered % pack !== 0) return { kind: 'not_whole_packs', unitsPerPack: pack };
  return null;
}

/**
 * The rule above applied: each line's cut when `delivered` units of the product arrived for the
 * `lines` that confirmed it. Throws on a quantity `shortfallRefusal` refuses.
 */
export function shareShortfall(
  lines: ReadonlyArray<ShortfallLine>,
  unitsPerPack: number,
  delivered: number,
): ShortfallShare {
  const refusal = shortfallRefusal(lines, unitsPerPack, delivered);
  if (refusal) throw new RangeError(`shortfall refused: ${refusal.kind}`);
  const pack = Math.max(1, Math.floor(unitsPerPack || 1));
  const sorted = [...lines].sort(byEarliest);
  const confirmed = sorted.reduce((sum, l) => sum + l.qty, 0);
  // A line's units come in whole packs; a stray remainder (an older order) is never cut.
  const flexPacks = sorted.map((l) => Math.floor(Math.min(l.flexCalled, l.qty) / pack));
  const ownPacks = sorted.map((l, i) => Math.floor(l.qty / pack) - flexPacks[i]);
  let shortPacks = Math.ceil((confirmed - delivered) / pack);

  const flexTotal = flexPacks.reduce((s, p) => s + p, 0);
  const flexCut = flexTotal <= shortPacks ? flexPacks : sharePacks(shortPacks, flexPacks);
  shortPacks -= flexCut.reduce((s, p) => s + p, 0);
  const ownTotal = ownPacks.reduce((s, p) => s + p, 0);
  const ownCut =
    shortPacks <= 0
      ? ownPacks.map(() => 0)
      : shortPacks >= ownTotal
        ? ownPacks
        : sharePacks(shortPacks, ownPacks);

  const cuts = sorted.map((l, i) => {
    const cut = (flexCut[i] + ownCut[i]) * pack;
    return {
      orderId: l.orderId,
      itemId: l.itemId,
      ordered: l.qty,
      cut,
      flexCut: flexCut[i] * pack,
      delivered: l.qty - cut,
    };
  });
  const cutTotal = cuts.reduce((s, c) => s + c.cut, 0);
  return { confirmed, delivered: confirmed - cutTotal, short: cutTotal, cuts };
}
