import { initI18n, setLanguage } from '@marketplace/i18n';
import { formatDate } from './date';
import { relativeTime, timeUntil } from './relativeTime';

describe('formatDate', () => {
  it("formats as 'MMM dd, yyyy'", () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('Jan 05, 2024');
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('Dec 31, 2023');
    expect(formatDate(new Date(2024, 8, 15).getTime())).toBe('Sep 15, 2024');
    // Portuguese in its own format.
    expect(formatDate(new Date(2024, 1, 5, 12), 'pt')).toBe('5 de fev. de 2024');
    expect(formatDate(new Date(2024, 1, 5, 12), 'en')).toBe('Feb 05, 2024');
  });

  it('returns empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date('2024-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);
  const H = 3600_000;

  beforeAll(async () => {
    await initI18n({ language: 'en' });
  });

  it('follows the spec thresholds in English', async () => {
    await setLanguage('en');
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(20 * 60_000), now)).toBe('Just now');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('Just now');
    expect(relativeTime(ago(H), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * H + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * H), now)).toBe('1d ago');
    expect(relativeTime(ago(10 * 24 * H), now)).toBe('10d ago');
    expect(relativeTime(ago(-5 * H), now)).toBe('Just now');
    expect(relativeTime(null, now)).toBe('Never');
  });

  it('translates to Portuguese', async () => {
    await setLanguage('pt');
    expect(relativeTime(ago(2 * H), now)).toBe('há 2h');
    expect(relativeTime(ago(3 * 24 * H), now)).toBe('há 3d');
    expect(relativeTime(ago(10), now)).toBe('Agora mesmo');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('Agora mesmo');
    expect(timeUntil(ahead(60_000), now)).toBe('em 1 minuto');
    await setLanguage('en');
  });

  it('says how long until a moment ahead, never promising more time than is left', async () => {
    await setLanguage('en');
    expect(timeUntil(ahead(20 * 60_000 + 40_000), now)).toBe('in 20 minutes');
    expect(timeUntil(ahead(30_000), now)).toBe('in 1 minute');
    expect(timeUntil(ahead(5 * H - 1), now)).toBe('in 4 hours');
    expect(timeUntil(ahead(47 * H), now)).toBe('in 47 hours');
    expect(timeUntil(ahead(3 * 24 * H), now)).toBe('in 3 days');
    expect(timeUntil(ago(1), now)).toBeNull();
    expect(timeUntil(null, now)).toBeNull();
  });

  it('accepts an injected translator', () => {
    expect(relativeTime(ago(5 * H), now.getTime(), (k, o) => `${k}:${String(o?.count ?? '')}`)).toBe(
      'common:time.hoursAgo:5',
    );
  });
});
