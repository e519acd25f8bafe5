import { localDateTimeToIso, roundDuration } from './round-format';

describe('round formatting', () => {
  it('shows the duration or nothing when not scheduled', () => {
    expect(roundDuration(null, null, 'en')).toBeNull();
    expect(roundDuration('2026-03-01T12:00:00.000Z', '2026-03-31T12:00:00.000Z', 'en')).toBe(
      'Mar 01, 2026 – Mar 31, 2026',
    );
    expect(roundDuration(null, '2026-02-10T12:00:00.000Z', 'pt')).toBe('… – Fev 10, 2026');
  });
  it('turns a local date-time input into an instant', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('nonsense')).toBeNull();
    expect(localDateTimeToIso('2026-03-01T10:30')).toBe(new Date('2026-03-01T10:30').toISOString());
  });
});
