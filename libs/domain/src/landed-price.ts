import { roundLoad, type UnitMeasures } from './container-fill';
import type { FreightBasisName } from './freight';
import { allocateMinor, fromMinorUnits, lineTotalMinor, toMinorUnits } from './money';
import { groupUnitPriceMinor, type DecimalPriceBreak } from './price-breaks';

/*
 * What one unit costs a buyer landed: the group's price at the break reached plus the
 * buyer's share of the round's freight, per unit. The freight share is split exactly as the
 * invoice splits it (allocateMinor: largest remainder, by gross weight or volume); the line's
 * landed total is then divided by its units and rounded to the cent (half up), and the freight
 * per unit is what remains above the price, so the two parts shown always add up to the figure.
 */

export interface LandedPrice {
  /** The group's unit price at the break the group reaches with these units. */
  unitPrice: number;
  /** The freight share per unit (0 when the round has no freight cost or the product no measure). */
  freightPerUnit: number;
  /** unitPrice + freightPerUnit. */
  perUnit: number;
  /** The line's whole freight share. */
  freightShare: number;
}

export interface LandedLine {
  /** The product's own price and breaks. */
  unitPrice: number;
  priceBreaks?: ReadonlyArray<DecimalPriceBreak> | null;
  /** Units of the line priced. */
  qty: number;
  /** The group's committed units of the product, these units included (the break they reach). */
  committedWith: number;
  /** The product's per-unit gross weight (kg) or volume (m³), by the round's freight basis. */
  measure: number | null | undefined;
}

export interface RoundFreight {
  freightCost: number | null | undefined;
  /** Everything else the freight is shared over, in the basis' unit (kg or m³). */
  otherLoad: number;
}

/** A line's landed price per unit; null for a line of no units. */
export function landedPrice(line: LandedLine, freight: RoundFreight): LandedPrice | null {
  if (!(line.qty > 0)) return null;
  const unitMinor = groupUnitPriceMinor(line.unitPrice, line.priceBreaks, line.committedWith);
  const lineLoad = line.qty * Math.max(0, line.measure ?? 0);
  const shareMinor = freight.freightCost
    ? allocateMinor(toMinorUnits(freight.freightCost), [lineLoad, Math.max(0, freight.otherLoad)])[0]
    : 0;
  const perUnitMinor = Math.round((lineTotalMinor(unitMinor, line.qty) + shareMinor) / line.qty);
  return {
    unitPrice: fromMinorUnits(unitMinor),
    freightPerUnit: fromMinorUnits(perUnitMinor - unitMinor),
    perUnit: fromMinorUnits(perUnitMinor),
    freightShare: fromMinorUnits(shareMinor),
  };
}

/** Per-unit measures as round products carry them: absent or null when unknown. */
type KnownMeasures = { [K in keyof UnitMeasures]?: UnitMeasures[K] };

/** A product's per-unit measure on the round's freight basis. */
export const measureOn = (basis: FreightBasisName, product: KnownMeasures): number | null =>
  (basis === 'volume' ? product.cbm : product.grossWeightKg) ?? null;

/** The round's committed load on the freight basis: what a buyer's freight share is weighed against. */
export function committedLoadOn(
  basis: FreightBasisName,
  products: ReadonlyArray<KnownMeasures & { committed: number }>,
): number {
  const load = roundLoad(
    products.map((p) => ({
      grossWeightKg: p.grossWeightKg ?? null,
      cbm: p.cbm ?? null,
      committed: p.committed,
    })),
  );
  return basis === 'volume' ? load.volumeM3 : load.grossWeightKg;
}

/**
 * Each line of a placed order landed, from the order's freight share (the buyer's estimate, split
 * as the invoice will split it): the share is divided among the lines by their load.
 */
export function landedOrderLines(
  lines: ReadonlyArray<{ unitPrice: number; qty: number; measure: number | null | undefined }>,
  orderFreightShare: number,
): LandedPrice[] {
  const shares = allocateMinor(
    toMinorUnits(orderFreightShare),
    lines.map((l) => l.qty * Math.max(0, l.measure ?? 0)),
  );
  return lines.map((l, i) => {
    const unitMinor = toMinorUnits(l.unitPrice);
    const perUnitMinor =
      l.qty > 0 ? Math.round((lineTotalMinor(unitMinor, l.qty) + shares[i]) / l.qty) : unitMinor;
    return {
      unitPrice: l.unitPrice,
      freightPerUnit: fromMinorUnits(perUnitMinor - unitMinor),
      perUnit: fromMinorUnits(perUnitMinor),
      freightShare: fromMinorUnits(shares[i]),
    };
  });
}
