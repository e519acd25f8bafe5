import { formatCompactUsd } from './compact-money';

describe('compact currency', () => {
  it('shortens thousands and millions, in USD', () => {
    expect(formatCompactUsd(0)).toBe('$0');
    expect(formatCompactUsd(950)).toBe('$950');
    expect(formatCompactUsd(12_500)).toBe('$12.5K');
    expect(formatCompactUsd(3_240_000)).toBe('$3.2M');
    expect(formatCompactUsd(Number.NaN)).toBe('$0');
  });
});
