import { localDateTimeToIso, roundDurationParts } from './round-format';

describe('round formatting', () => {
  it('shows the duration with the time of day in the viewer’s zone, or nothing when not scheduled', () => {
    const plain = (parts: string[] | null) => parts?.map((p) => p.replace(/[\u00a0\u202f]/g, ' '));
    expect(roundDurationParts(null, null, 'en')).toBeNull();
    // Local instants: the viewer's clock reads them as written, in any zone the tests run in.
    const opens = new Date(2026, 10, 25, 13, 13).toISOString();
    const closes = new Date(2026, 10, 25, 13, 42).toISOString();
    expect(plain(roundDurationParts(opens, closes, 'en'))).toEqual([
      'Nov 25, 2026, 1:13 PM',
      'Nov 25, 2026, 1:42 PM',
    ]);
    expect(plain(roundDurationParts(null, closes, 'pt'))).toEqual(['…', '25 de nov. de 2026, 13:42']);
  });
  it('turns a local date-time input into an instant', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('nonsense')).toBeNull();
    expect(localDateTimeToIso('2026-03-01T10:30')).toBe(new Date('2026-03-01T10:30').toISOString());
  });
});
