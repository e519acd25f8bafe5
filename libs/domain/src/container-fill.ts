import { CBM_DECIMALS, roundTo, WEIGHT_DECIMALS } from './invoice';

/**
 * How full the shipment is (issue 30): a round's committed gross weight and volume against the
 * standard shipping containers, as the smallest set of containers that carries it and how full
 * that set is. One place for the container figures, shared by the supplier's Round Performance,
 * the rounds table and what buyers see live.
 */

export type ContainerKind = '20ft' | '40ft' | '40ft_hc';

export interface ContainerType {
  kind: ContainerKind;
  /** Usable volume in cubic metres. */
  volumeM3: number;
  /** Payload in kilograms. */
  payloadKg: number;
}

/** Standard dry containers, smallest first. */
export const CONTAINER_TYPES: readonly ContainerType[] = [
  { kind: '20ft', volumeM3: 33.2, payloadKg: 28_200 },
  { kind: '40ft', volumeM3: 67.7, payloadKg: 26_700 },
  { kind: '40ft_hc', volumeM3: 76.3, payloadKg: 26_500 },
];

export interface ContainerPlan {
  /** How many of each kind, only kinds used, in CONTAINER_TYPES order. */
  containers: Array<{ kind: ContainerKind; count: number }>;
  /** Whole percent of the set's volume and payload the load takes. */
  volumePercent: number;
  weightPercent: number;
  /** The measure that fills the set first, the one to show ("72 % by volume"). */
  limitedBy: 'volume' | 'weight';
}

/**
 * The smallest container set that carries a load: fewest containers, then the least capacity
 * (volume) among those, so 30 m³ goes in one 20 ft rather than one 40 ft. Null for an empty
 * load (nothing to ship yet).
 */
export function containerPlan(volumeM3: number, grossWeightKg: number): ContainerPlan | null {
  const volume = Math.max(0, Number.isFinite(volumeM3) ? volumeM3 : 0);
  const weight = Math.max(0, Number.isFinite(grossWeightKg) ? grossWeightKg : 0);
  if (volume === 0 && weight === 0) return null;
  const [c20, c40, cHc] = CONTAINER_TYPES;
  // A lower bound of containers needed; the search below only looks one container beyond it.
  const atLeast = Math.max(1, Math.ceil(volume / cHc.volumeM3), Math.ceil(weight / c20.payloadKg));
  let best: { counts: [number, number, number]; total: number; capacity: number } | null = null;
  for (let total = atLeast; total <= atLeast + 1 && !best; total += 1) {
    for (let n20 = 0; n20 <= total; n20 += 1) {
      for (let n40 = 0; n40 <= total - n20; n40 += 1) {
        const nHc = total - n20 - n40;
        const capacity = n20 * c20.volumeM3 + n40 * c40.volumeM3 + nHc * cHc.volumeM3;
        const payload = n20 * c20.payloadKg + n40 * c40.payloadKg + nHc * cHc.payloadKg;
        if (capacity + 1e-9 < volume || payload + 1e-9 < weight) continue;
        if (!best || capacity < best.capacity) best = { counts: [n20, n40, nHc], total, capacity };
      }
    }
  }
  // Within atLeast + 1 containers there is always a fit (all 40 ft HC covers the volume and the
  // 20 ft payload bound covers the weight: one more container covers whichever rounding is off).
  const { counts, capacity } = best!;
  const payload = counts.reduce((s, n, i) => s + n * CONTAINER_TYPES[i].payloadKg, 0);
  const volumePercent = Math.round((volume / capacity) * 100);
  const weightPercent = Math.round((weight / payload) * 100);
  return {
    containers: counts
      .map((count, i) => ({ kind: CONTAINER_TYPES[i].kind, count }))
      .filter((c) => c.count > 0),
    volumePercent,
    weightPercent,
    limitedBy: weight / payload > volume / capacity ? 'weight' : 'volume',
  };
}

export interface UnitMeasures {
  /** Per unit; null when the catalogue does not know it. */
  grossWeightKg: number | null;
  cbm: number | null;
}

export interface RoundLoad {
  volumeM3: number;
  grossWeightKg: number;
  /** Products of the round whose volume / gross weight is unknown: named, not silently left out. */
  withoutVolume: number;
  withoutWeight: number;
}

/** A round's committed load from its products' per-unit measures and committed units. */
export function roundLoad(products: ReadonlyArray<UnitMeasures & { committed: number }>): RoundLoad {
  const load: RoundLoad = { volumeM3: 0, grossWeightKg: 0, withoutVolume: 0, withoutWeight: 0 };
  for (const p of products) {
    if (p.cbm == null) load.withoutVolume += 1;
    else load.volumeM3 += p.cbm * Math.max(0, p.committed);
    if (p.grossWeightKg == null) load.withoutWeight += 1;
    else load.grossWeightKg += p.grossWeightKg * Math.max(0, p.committed);
  }
  load.volumeM3 = roundTo(load.volumeM3, CBM_DECIMALS);
  load.grossWeightKg = roundTo(load.grossWeightKg, WEIGHT_DECIMALS);
  return load;
}

export interface RoundFill extends RoundLoad {
  /** The smallest container set for the load; null while nothing measurable is committed. */
  plan: ContainerPlan | null;
}

/** A round's committed load and its container plan: one figure for supplier, buyer and the UI. */
export function roundFill(products: ReadonlyArray<UnitMeasures & { committed: number }>): RoundFill {
  const load = roundLoad(products);
  return { ...load, plan: containerPlan(load.volumeM3, load.grossWeightKg) };
}
