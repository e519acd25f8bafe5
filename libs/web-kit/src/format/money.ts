import { currentLanguage } from '@marketplace/i18n';
import { formatMoney as formatMoneyIn } from '@marketplace/domain';

// The rule lives in libs/domain so server documents (PDF invoices) format money the same way.
export { DISPLAY_CURRENCIES, displayCurrency, type DisplayCurrency } from '@marketplace/domain';

/**
 * Money as the screen's language writes it: `$1,242.00` in English, `US$ 1.242,00` in
 * Portuguese. The language defaults to the app's current one, so every screen follows a switch.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: string | null,
  language: string = currentLanguage(),
): string {
  return formatMoneyIn(amount, currency, language);
}
