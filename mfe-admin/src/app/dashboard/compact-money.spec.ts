import { formatCompactUsd } from './compact-money';

describe('compact currency', () => {
  it('shortens thousands and millions, in USD', () => {
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatCompactUsd(950)).toBe('$950');
    expect(formatCompactUsd(12_500)).toBe('$12.5K');
    expect(formatCompactUsd(3_240_000)).toBe('$3.2M');
    expect(formatCompactUsd(Number.NaN)).toBe('$0');
  });

  it('never reads trillions of trillions', () => {
    expect(formatCompactUsd(999e12)).toBe('$999T');
    expect(formatCompactUsd(9_999_999_989_900_000)).toBe('$9,999,999,989,900,000');
    expect(formatCompactUsd(9_999_999_989_900_000)).not.toMatch(/T$/);
  });
});
