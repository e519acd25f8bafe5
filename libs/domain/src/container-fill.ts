import { CBM_DECIMALS, roundTo, WEIGHT_DECIMALS } from './invoice';

/**
 * How full the shipment is: a round's committed gross weight and volume against the
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

/** The chosen mix and how many mixes were weighed to find it (bounded: see smallestContainerMix). */
export interface ContainerMix {
  /** Containers of each kind, in CONTAINER_TYPES order. */
  counts: [number, number, number];
  /** Usable volume of the mix in m³. */
  capacity: number;
  /** Mixes the search weighed: one per count of 20 ft in at most a few totals; linear, never the square. */
  steps: number;
}

/**
 * The smallest container set for a load: fewest containers, then the least capacity (volume) among
 * those; ties go to the mix with fewer 20 ft, then fewer 40 ft HC. The search is linear in the
 * number of containers: for a count of 20 ft containers the rest are 40 ft and 40 ft HC,
 * and swapping a 40 ft for a 40 ft HC adds volume and takes payload, so the least volume that still
 * fits is the fewest HC that reach it (computed, not searched), and that is also the mix with the
 * most payload. Every mix the old exhaustive search (every n20, n40) found is found here.
 */
export function smallestContainerMix(volume: number, weight: number): ContainerMix {
  const [c20, c40, cHc] = CONTAINER_TYPES;
  const capacityOf = (n20: number, n40: number, nHc: number) =>
    n20 * c20.volumeM3 + n40 * c40.volumeM3 + nHc * cHc.volumeM3;
  const payloadOf = (n20: number, n40: number, nHc: number) =>
    n20 * c20.payloadKg + n40 * c40.payloadKg + nHc * cHc.payloadKg;
  const fitsVolume = (capacity: number) => capacity + 1e-9 >= volume;
  const hcStep = cHc.volumeM3 - c40.volumeM3;
  // The fewest containers if they could be split (the smallest fractional mix that carries both
  // volume and weight): no whole mix has fewer, and rounding that mix's counts up fits, so a mix
  // is found within two more. (The old bound, volume by the biggest and weight by the heaviest
  // payload apart, found none for loads both bulky and heavy, e.g. 1967.6 m³ and 866 t.)
  const atLeast = Math.max(1, Math.ceil(fractionalContainers(volume, weight) - 1e-9));
  let steps = 0;
  for (let total = atLeast; total <= atLeast + 3; total += 1) {
    let best: ContainerMix | null = null;
    for (let n20 = 0; n20 <= total; n20 += 1) {
      steps += 1;
      const rest = total - n20;
      // Fewest HC among the other `rest` containers that reach the volume; the float estimate is
      // corrected with the same sum the comparison uses, so the edge cases match the old search.
      const short = volume - capacityOf(n20, rest, 0);
      let nHc = Math.max(0, Math.min(rest + 1, Math.ceil(short / hcStep - 1e-9)));
      while (nHc > 0 && fitsVolume(capacityOf(n20, rest - nHc + 1, nHc - 1))) nHc -= 1;
      while (nHc <= rest && !fitsVolume(capacityOf(n20, rest - nHc, nHc))) nHc += 1;
      if (nHc > rest) continue;
      const n40 = rest - nHc;
      if (payloadOf(n20, n40, nHc) + 1e-9 < weight) continue;
      const capacity = capacityOf(n20, n40, nHc);
      if (!best || capacity < best.capacity) best = { counts: [n20, n40, nHc], capacity, steps: 0 };
    }
    if (best) return { ...best, steps };
  }
  throw new Error(`containerPlan: no mix of ${atLeast + 3} containers carries ${volume} m³, ${weight} kg`);
}

/** The least number of containers carrying a load when counts may be fractions (a linear programme). */
function fractionalContainers(volume: number, weight: number): number {
  let least = Infinity;
  // An optimal fraction uses at most two kinds: one kind alone, or two with both measures exact.
  for (const a of CONTAINER_TYPES) {
    least = Math.min(least, Math.max(volume / a.volumeM3, weight / a.payloadKg));
    for (const b of CONTAINER_TYPES) {
      const det = a.volumeM3 * b.payloadKg - b.volumeM3 * a.payloadKg;
      if (a === b || det === 0) continue;
      const na = (volume * b.payloadKg - b.volumeM3 * weight) / det;
      const nb = (a.volumeM3 * weight - volume * a.payloadKg) / det;
      if (na >= 0 && nb >= 0) least = Math.min(least, na + nb);
    }
  }
  return least;
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
  const { counts, capacity } = smallestContainerMix(volume, weight);
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
