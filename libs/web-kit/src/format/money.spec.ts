import { formatMoney, displayCurrency } from './money';

describe('formatMoney', () => {
  it('follows the language: en-US in English, pt-BR in Portuguese', () => {
    expect(formatMoney(1242, 'USD', 'pt').replace(/\u00a0/g, ' ')).toBe('US$ 1.242,00');
    expect(formatMoney(1242, 'USD', 'en')).toBe('$1,242.00');
  });

  it('formats en-US with 2 decimals', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    expect(formatMoney(10, 'BRL')).toBe('R$10.00');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000.00');
    expect(formatMoney('19.999', 'USD')).toBe('$20.00');
  });

  it('falls back to USD for unknown or empty currencies', () => {
    expect(formatMoney(5, 'XYZ')).toBe('$5.00');
    expect(formatMoney(5, '')).toBe('$5.00');
    expect(formatMoney(5, null)).toBe('$5.00');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(5, 'eur')).toBe('€5.00');
  });

  it('shows 0 for missing or non-numeric amounts', () => {
    expect(formatMoney(null, 'USD')).toBe('$0.00');
    expect(formatMoney('abc', 'USD')).toBe('$0.00');
  });

  it('knows the spec currency list', () => {
    expect(['USD', 'EUR', 'BRL', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'].map(displayCurrency)).toEqual([
      'USD',
      'EUR',
      'BRL',
      'GBP',
      'JPY',
      'CAD',
      'AUD',
      'CHF',
      'CNY',
    ]);
    expect(displayCurrency('MXN')).toBe('USD');
  });
});
