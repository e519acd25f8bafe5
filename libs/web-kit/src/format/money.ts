/** Currencies the UI displays (spec §5); anything else, or nothing, is shown as USD. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'BRL', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function displayCurrency(currency: string | null | undefined): DisplayCurrency {
  const upper = (currency ?? '').trim().toUpperCase();
  return (DISPLAY_CURRENCIES as readonly string[]).includes(upper) ? (upper as DisplayCurrency) : 'USD';
}

const formatters = new Map<DisplayCurrency, Intl.NumberFormat>();

/** Money in en-US format with exactly 2 decimals (spec §5, §9), e.g. `$1,234.50`, `€12.00`. */
export function formatMoney(amount: number | string | null | undefined, currency?: string | null): string {
  const code = displayCurrency(currency);
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(code, formatter);
  }
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return formatter.format(Number.isFinite(value) ? value : 0);
}
