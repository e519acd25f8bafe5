import fc from 'fast-check';
import { allocateMinor, fromMinorUnits, lineTotalMinor, roundMoney, sumMoney, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('rounds a decimal to cents half away from zero, on the decimal that was typed', () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(1.004)).toBe(100);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(9.995)).toBe(1000);
    expect(toMinorUnits(-0.125)).toBe(-13);
    expect(toMinorUnits(-0.001)).toBe(0);
    expect(Object.is(toMinorUnits(-0.001), -0)).toBe(false);
    expect(toMinorUnits(12)).toBe(1200);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back any whole number of cents unchanged after a trip through decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(toMinorUnits(fromMinorUnits(cents))).toBe(cents);
      }),
    );
  });

  it('is never more than half a cent away from the decimal, and symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        const cents = toMinorUnits(amount);
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(toMinorUnits(-amount)).toBe(cents === 0 ? 0 : -cents);
      }),
    );
  });

  it('totals lines exactly: the sum of line totals is the total of the sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 10_000_000 }),
            qty: fc.integer({ min: 0, max: 100_000 }),
          }),
        ),
        (lines) => {
          const total = lines.reduce((s, l) => s + lineTotalMinor(l.price, l.qty), 0);
          expect(Number.isSafeInteger(total)).toBe(true);
          const byHand = lines.reduce((s, l) => s + BigInt(l.price) * BigInt(l.qty), 0n);
          expect(BigInt(total)).toBe(byHand);
        },
      ),
    );
  });
});

describe('sharing a total by weights', () => {
  it('shares $100.00 among three equal buyers as 33.34, 33.33, 33.33', () => {
    expect(allocateMinor(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
  });

  it('gives nothing to weight 0 and nothing to anyone when all weights are 0', () => {
    expect(allocateMinor(1000, [0, 2, 0, 2])).toEqual([0, 500, 0, 500]);
    expect(allocateMinor(1000, [0, 0])).toEqual([0, 0]);
  });

  it('adds up to the total exactly, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = allocateMinor(total, weights);
          const sum = weights.reduce((s, w) => s + w, 0);
          if (sum === 0) {
            expect(shares.every((s) => s === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((s, v) => s + v, 0)).toBe(total);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (total * weights[i]) / sum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it('refuses a total that is not whole cents', () => {
    expect(() => allocateMinor(10.5, [1])).toThrow(RangeError);
  });
});

describe('sumMoney', () => {
  it('adds amounts in cents, so floating-point dust never shows', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 19.99, 19.99])).toBe(59.97);
  });

  it('rounds each amount to cents before adding, and is 0 for none', () => {
    expect(sumMoney([1.004, 1.004])).toBe(2);
    expect(sumMoney([])).toBe(0);
  });
});
