/** Any i18next-style `t` (react-i18next's `useTranslation().t`, `i18n.t`, a fixed-language `getFixedT`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Translate = (key: string, options?: any) => string;

/**
 * A quantity in its unit of measure, in `t`'s language and number: "1 piece", "12 pieces",
 * "12 peças", "20 kg". A unit the texts do not know (an old product's) reads "12 <unit>".
 */
export function quantityIn(t: Translate, count: number, uom: string): string {
  return t(`common:uom.quantity.${uom}`, { count, defaultValue: `${count} ${uom}` });
}

/** The unit after a price: "per piece", "por peça", "per kg". */
export function perUnit(t: Translate, uom: string): string {
  return t(`common:uom.per.${uom}`, { defaultValue: uom });
}

/** "2 items • 120 units", "1 item • 1 unit": an order's or invoice's product lines and units. */
export function itemsAndUnits(t: Translate, items: number, units: number): string {
  return t('common:count.itemsUnits', {
    items: t('common:count.items', { count: items }),
    units: t('common:count.units', { count: units }),
  });
}
