import { initI18n, setLanguage } from '@marketplace/i18n';
import { formatDate } from './date';
import { relativeTime } from './relativeTime';

describe('formatDate', () => {
  it("formats as 'MMM dd, yyyy'", () => {
    expect(formatDate(new Date(2024, 0, 5, 12))).toBe('Jan 05, 2024');
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('Dec 31, 2023');
    expect(formatDate(new Date(2024, 8, 15).getTime())).toBe('Sep 15, 2024');
    // Portuguese keeps the shape, with Portuguese month names.
    expect(formatDate(new Date(2024, 1, 5, 12), 'pt')).toBe('Fev 05, 2024');
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
  const H = 3600_000;

  beforeAll(async () => {
    await initI18n({ language: 'en' });
  });

  it('follows the spec thresholds in English', async () => {
    await setLanguage('en');
    expect(relativeTime(ago(0), now)).toBe('Just now');
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
    await setLanguage('en');
  });

  it('accepts an injected translator', () => {
    expect(relativeTime(ago(5 * H), now.getTime(), (k, o) => `${k}:${String(o?.count ?? '')}`)).toBe(
      'common:time.hoursAgo:5',
    );
  });
});
