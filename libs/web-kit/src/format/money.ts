// The rule lives in libs/domain so server documents (PDF invoices) format money the same way.
export { DISPLAY_CURRENCIES, displayCurrency, formatMoney, type DisplayCurrency } from '@marketplace/domain';
