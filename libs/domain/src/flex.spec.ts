import { callInFlex, flexAllowed, type FlexOffer } from './flex';

const offer = (orderId: string, units: number, seq: number, buyerId = `b-${orderId}`): FlexOffer => ({
  orderId,
  buyerId,
  units,
  seq,
});

describe('flexible units called in at the close', () => {
  it('fills the gap earliest order first, taking from a later order only what is still missing', () => {
    const result = callInFlex({ moq: 100, maxQty: null, unitsPerPack: 1, ordered: 80 }, [
      offer('late', 50, 9),
      offer('early', 12, 2),
      offer('middle', 30, 5),
    ]);
    expect(result).toEqual({
      offered: 92,
      called: 20,
      calls: [
        { orderId: 'early', buyerId: 'b-early', units: 12 },
        { orderId: 'middle', buyerId: 'b-middle', units: 8 },
      ],
    });
  });

  it('calls nothing when all the flex offered cannot reach the MOQ', () => {
    expect(
      callInFlex({ moq: 100, maxQty: null, unitsPerPack: 1, ordered: 60 }, [
        offer('a', 20, 1),
        offer('b', 10, 2),
      ]),
    ).toEqual({ offered: 30, called: 0, calls: [] });
  });

  it('calls nothing for a product that met its MOQ without flex', () => {
    expect(callInFlex({ moq: 10, maxQty: null, unitsPerPack: 1, ordered: 10 }, [offer('a', 5, 1)])).toEqual({
      offered: 5,
      called: 0,
      calls: [],
    });
  });

  it('never passes the product’s max: flex beyond it does not count toward the MOQ', () => {
    // MOQ 100, max 105, 90 ordered: only 15 units of room; 20 offered but at most 15 can be taken.
    expect(callInFlex({ moq: 100, maxQty: 105, unitsPerPack: 1, ordered: 90 }, [offer('a', 20, 1)])).toEqual({
      offered: 20,
      called: 10,
      calls: [{ orderId: 'a', buyerId: 'b-a', units: 10 }],
    });
    // Max reached before the MOQ: nothing is called.
    expect(
      callInFlex({ moq: 100, maxQty: 95, unitsPerPack: 1, ordered: 90 }, [offer('a', 20, 1)]).called,
    ).toBe(0);
  });

  it('calls whole packs: a 3-unit gap takes a whole 6-pack, unless that would pass the max', () => {
    expect(
      callInFlex({ moq: 60, maxQty: null, unitsPerPack: 6, ordered: 57 }, [
        offer('a', 12, 1),
        offer('b', 6, 2),
      ]),
    ).toEqual({ offered: 18, called: 6, calls: [{ orderId: 'a', buyerId: 'b-a', units: 6 }] });
    expect(
      callInFlex({ moq: 60, maxQty: 62, unitsPerPack: 6, ordered: 57 }, [offer('a', 12, 1)]).called,
    ).toBe(0);
  });

  it('skips an early offer that does not fit the room left and takes a later one that does', () => {
    // Room for one pack of 6 but the first order's flex is worth 12: it gives the 6 it can.
    expect(
      callInFlex({ moq: 60, maxQty: 60, unitsPerPack: 6, ordered: 54 }, [offer('a', 12, 1), offer('b', 6, 2)])
        .calls,
    ).toEqual([{ orderId: 'a', buyerId: 'b-a', units: 6 }]);
  });

  it('keeps orders taken in one book entry in a stable order', () => {
    const offers = [offer('z', 5, 3), offer('k', 5, 3)];
    expect(callInFlex({ moq: 5, maxQty: null, unitsPerPack: 1, ordered: 0 }, offers).calls).toEqual([
      { orderId: 'k', buyerId: 'b-k', units: 5 },
    ]);
  });
});

describe('flexible units a line may offer', () => {
  it('is what the max leaves uncommitted, in whole packs; no max, no bound', () => {
    expect(flexAllowed({ maxQty: 50, unitsPerPack: 1 }, 11)).toBe(39);
    expect(flexAllowed({ maxQty: 50, unitsPerPack: 6 }, 11)).toBe(36);
    expect(flexAllowed({ maxQty: 50, unitsPerPack: 1 }, 60)).toBe(0);
    expect(flexAllowed({ maxQty: null, unitsPerPack: 1 }, 11)).toBeNull();
  });
});
