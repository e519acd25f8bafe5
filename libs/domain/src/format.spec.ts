import { displayLocale, formatCalendarDate, formatDateTime, formatMoney } from './format';

// Intl separates some parts with no-break spaces (U+00A0, U+202F): written as plain spaces here.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('display formats by language', () => {
  it('writes money in the language’s format', () => {
    expect(formatMoney(1242, 'USD')).toBe('$1,242.00');
    expect(formatMoney(1242, 'USD', 'en')).toBe('$1,242.00');
    expect(plain(formatMoney(1242, 'USD', 'pt'))).toBe('US$ 1.242,00');
    expect(plain(formatMoney(1234567.891, 'BRL', 'pt'))).toBe('R$ 1.234.567,89');
    expect(plain(formatMoney(null, 'xyz', 'pt'))).toBe('US$ 0,00');
  });

  it('writes calendar dates in the language’s format, English keeping the spec’s MMM dd, yyyy', () => {
    expect(formatCalendarDate('2026-11-25T13:42:00Z', 'en', 'utc')).toBe('Nov 25, 2026');
    expect(formatCalendarDate('2026-11-25T13:42:00Z', 'pt', 'utc')).toBe('25 de nov. de 2026');
    expect(formatCalendarDate('2026-11-25T23:30:00Z', 'pt-BR', 'utc')).toBe('25 de nov. de 2026');
    // A named zone (the viewer's, told to a server drawing the page): its own calendar day.
    const saoPaulo = { timeZone: 'America/Sao_Paulo' };
    expect(formatCalendarDate('2026-11-26T01:30:00Z', 'en', saoPaulo)).toBe('Nov 25, 2026');
    expect(formatCalendarDate('2026-11-26T01:30:00Z', 'pt', saoPaulo)).toBe('25 de nov. de 2026');
    expect(plain(formatDateTime('2026-11-26T01:30:00Z', 'en', saoPaulo))).toBe('Nov 25, 2026, 10:30 PM');
    expect(displayLocale('pt-PT')).toBe('pt-BR');
    expect(displayLocale(undefined)).toBe('en-US');
  });

  it('writes a moment with its time of day, naming the zone when it is UTC', () => {
    expect(plain(formatDateTime('2026-11-25T13:42:00Z', 'en', 'utc'))).toBe('Nov 25, 2026, 1:42 PM UTC');
    expect(plain(formatDateTime('2026-11-25T13:13:00Z', 'pt', 'utc'))).toBe('25 de nov. de 2026, 13:13 UTC');
    expect(formatDateTime(null, 'en')).toBe('');
    // The viewer's zone: the same instant as the local clock reads it, with no zone named.
    const local = new Date(2026, 10, 25, 9, 5);
    expect(plain(formatDateTime(local, 'en'))).toBe('Nov 25, 2026, 9:05 AM');
    expect(plain(formatDateTime(local, 'pt'))).toBe('25 de nov. de 2026, 09:05');
  });
});
