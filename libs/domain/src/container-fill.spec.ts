import fc from 'fast-check';
import { CONTAINER_TYPES, containerPlan, roundFill, roundLoad, smallestContainerMix } from './container-fill';

describe('container fill', () => {
  it('takes the smallest set: one 20 ft, one 40 ft, one 40 ft HC, then two containers', () => {
    expect(containerPlan(10, 2000)).toEqual({
      containers: [{ kind: '20ft', count: 1 }],
      volumePercent: 30,
      weightPercent: 7,
      limitedBy: 'volume',
    });
    expect(containerPlan(50, 5000)?.containers).toEqual([{ kind: '40ft', count: 1 }]);
    expect(containerPlan(55, 5000)?.containers).toEqual([{ kind: '40ft', count: 1 }]);
    expect(containerPlan(55, 5000)?.volumePercent).toBe(81);
    expect(containerPlan(80, 5000)?.containers).toEqual([
      { kind: '20ft', count: 1 },
      { kind: '40ft', count: 1 },
    ]);
    expect(containerPlan(70, 5000)).toEqual({
      containers: [{ kind: '40ft_hc', count: 1 }],
      volumePercent: 92,
      weightPercent: 19,
      limitedBy: 'volume',
    });
  });

  it('takes more containers when the weight does not fit one, and says weight limits it', () => {
    const plan = containerPlan(20, 40_000);
    expect(plan?.containers).toEqual([{ kind: '20ft', count: 2 }]);
    expect(plan?.limitedBy).toBe('weight');
    expect(plan?.weightPercent).toBe(71);
  });

  it('has nothing to plan for an empty load', () => {
    expect(containerPlan(0, 0)).toBeNull();
  });

  it('always carries the load, with no set of fewer containers that would', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 400_000, noNaN: true }),
        (volume, weight) => {
          const plan = containerPlan(volume, weight);
          if (volume === 0 && weight === 0) return expect(plan).toBeNull();
          const kinds = new Map(CONTAINER_TYPES.map((c) => [c.kind, c]));
          const count = plan!.containers.reduce((s, c) => s + c.count, 0);
          const capacity = plan!.containers.reduce((s, c) => s + c.count * kinds.get(c.kind)!.volumeM3, 0);
          const payload = plan!.containers.reduce((s, c) => s + c.count * kinds.get(c.kind)!.payloadKg, 0);
          expect(capacity).toBeGreaterThanOrEqual(volume - 1e-9);
          expect(payload).toBeGreaterThanOrEqual(weight - 1e-9);
          // Fewer containers cannot carry it: neither the biggest by volume nor by payload suffice.
          const fewer = count - 1;
          const maxVolume = fewer * Math.max(...CONTAINER_TYPES.map((c) => c.volumeM3));
          const maxPayload = fewer * Math.max(...CONTAINER_TYPES.map((c) => c.payloadKg));
          const fewerCarry =
            fewer > 0 && maxVolume >= volume && maxPayload >= weight && fewerFits(fewer, volume, weight);
          expect(fewerCarry).toBe(false);
          expect(plan!.volumePercent).toBeLessThanOrEqual(100);
          expect(plan!.weightPercent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('finds the same mix as the exhaustive search over every container mix (the search it replaced)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 3000, noNaN: true }),
          fc.integer({ min: 0, max: 30_000 }).map((t) => t / 10),
        ),
        fc.oneof(
          fc.double({ min: 0, max: 1_000_000, noNaN: true }),
          fc.integer({ min: 0, max: 1000 }).map((k) => k * 100),
        ),
        (volume, weight) => {
          fc.pre(volume > 0 || weight > 0);
          const mix = smallestContainerMix(volume, weight);
          const old = exhaustiveMix(volume, weight);
          expect(mix.counts).toEqual(old.counts);
          expect(mix.capacity).toBe(old.capacity);
        },
      ),
      { numRuns: 3000 },
    );
    // The boundaries: exactly full 20 ft / 40 ft / HC sets and their payloads.
    for (const [volume, weight] of [
      [33.2, 0],
      [67.7, 0],
      [76.3, 0],
      [76.3 * 7, 26_500 * 7],
      [33.2 * 3 + 67.7 * 2, 28_200 * 3],
      [0, 28_200 * 5],
      [0, 26_700 * 4 + 1],
    ]) {
      expect(smallestContainerMix(volume, weight).counts).toEqual(exhaustiveMix(volume, weight).counts);
    }
  });

  it('plans the largest load the API allows (CBM 100,000 × 100 units) with a linear number of steps', () => {
    // The exhaustive search once weighed every mix (about 8.6e9 here, 20 s a read by
    // extrapolation, blocking the buyer service); this weighs one mix per count of 20 ft.
    const volume = 100_000 * 100;
    const weight = 1_000 * 100;
    const mix = smallestContainerMix(volume, weight);
    const fewest = Math.ceil(volume / 76.3);
    const total = mix.counts[0] + mix.counts[1] + mix.counts[2];
    expect(total).toBe(fewest);
    expect(mix.capacity).toBeGreaterThanOrEqual(volume);
    expect(mix.capacity - volume).toBeLessThan(76.3);
    expect(mix.steps).toBeLessThanOrEqual(2 * (fewest + 2));
    expect(containerPlan(volume, weight)).toMatchObject({ volumePercent: 100, limitedBy: 'volume' });
  });

  it('sums committed measures and names products without them', () => {
    expect(
      roundLoad([
        { committed: 100, cbm: 0.012, grossWeightKg: 1.25 },
        { committed: 10, cbm: null, grossWeightKg: 3 },
        { committed: 0, cbm: null, grossWeightKg: null },
      ]),
    ).toEqual({ volumeM3: 1.2, grossWeightKg: 155, withoutVolume: 2, withoutWeight: 1 });
  });
});

/**
 * The old exhaustive search (every mix of n20, n40 for each count of containers), going on past
 * one more container than its lower bound, where the old one stopped and found nothing for loads
 * both bulky and heavy.
 */
function exhaustiveMix(volume: number, weight: number) {
  const [c20, c40, cHc] = CONTAINER_TYPES;
  // (With a tolerance the old bound lacked: 7 × 76.3 / 76.3 is a hair over 7, so it took 8.)
  const bound = (x: number) => Math.ceil(x - 1e-9);
  const atLeast = Math.max(1, bound(volume / cHc.volumeM3), bound(weight / c20.payloadKg));
  let best: { counts: [number, number, number]; capacity: number } | null = null;
  for (let total = atLeast; !best; total += 1) {
    for (let n20 = 0; n20 <= total; n20 += 1) {
      for (let n40 = 0; n40 <= total - n20; n40 += 1) {
        const nHc = total - n20 - n40;
        const capacity = n20 * c20.volumeM3 + n40 * c40.volumeM3 + nHc * cHc.volumeM3;
        const payload = n20 * c20.payloadKg + n40 * c40.payloadKg + nHc * cHc.payloadKg;
        if (capacity + 1e-9 < volume || payload + 1e-9 < weight) continue;
        if (!best || capacity < best.capacity) best = { counts: [n20, n40, nHc], capacity };
      }
    }
  }
  return best!;
}

/** Brute force: does any mix of `count` containers carry the load? */
function fewerFits(count: number, volume: number, weight: number): boolean {
  const [a, b, c] = CONTAINER_TYPES;
  for (let n20 = 0; n20 <= count; n20 += 1)
    for (let n40 = 0; n40 <= count - n20; n40 += 1) {
      const nHc = count - n20 - n40;
      const v = n20 * a.volumeM3 + n40 * b.volumeM3 + nHc * c.volumeM3;
      const w = n20 * a.payloadKg + n40 * b.payloadKg + nHc * c.payloadKg;
      if (v >= volume && w >= weight) return true;
    }
  return false;
}

describe('roundFill', () => {
  it('adds the container plan to the committed load and counts products without measures', () => {
    const fill = roundFill([
      { committed: 1000, cbm: 0.05, grossWeightKg: 2 },
      { committed: 10, cbm: null, grossWeightKg: 1 },
    ]);
    expect(fill).toMatchObject({ volumeM3: 50, grossWeightKg: 2010, withoutVolume: 1, withoutWeight: 0 });
    expect(fill.plan).toMatchObject({ containers: [{ kind: '40ft', count: 1 }], limitedBy: 'volume' });
  });
  it('has no plan while nothing measurable is committed', () => {
    expect(roundFill([{ committed: 0, cbm: 0.1, grossWeightKg: 1 }]).plan).toBeNull();
  });
});
