import { WEIGHT_DECIMALS, formatDecimal } from '@marketplace/domain';
import { currentLanguage } from '@marketplace/i18n';
// Through the package, as InvoiceDetail.tsx explains: this file is bundled into each remote's own build.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatMoney } from '@marketplace/web-kit';

/** Amounts in the invoice's currency. */
export const moneyIn =
  (currency: string) =>
  (v: number): string =>
    formatMoney(v, currency);

// Weights and volumes in the reader's language (`1.234,50` in Portuguese), as the PDF prints them.
export const kg = (v: number | null) =>
  v === null ? '—' : formatDecimal(v, WEIGHT_DECIMALS, currentLanguage());

/** A line's quantity and price as billed or corrected: `30 × $4.50`. */
export const qtyAt = (qty: number, price: number, money: (v: number) => string) => `${qty} × ${money(price)}`;

/** A signed amount: what a note takes off (−) or adds (+). */
export const signed = (amount: number, money: (v: number) => string) =>
  `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`;
