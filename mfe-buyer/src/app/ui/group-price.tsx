import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { PriceBreakView } from '@marketplace/contracts';
import {
  formatDecimal,
  fromMinorUnits,
  groupPriceView,
  lineTotalMinor,
  toMinorUnits,
  type GroupPriceView,
} from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';

/** What a product's price depends on: its own price, its breaks and the group's committed units. */
export interface PricedProduct {
  unitPrice: number;
  currency: string;
  uom: string;
  committed: number;
  priceBreaks?: PriceBreakView[];
}

/**
 * The group's price of a product at `committed` units, from the snapshot's breaks and
 * the live committed figure the round channel keeps current: the same libs/domain rule the buyer
 * service prices orders with.
 */
export function groupPrice(product: PricedProduct, committed = product.committed): GroupPriceView {
  return groupPriceView(product.unitPrice, product.priceBreaks, committed);
}

/** `qty` units at the group's price when the group holds `committed` units, exact to the cent. */
export function groupLineTotal(product: PricedProduct, qty: number, committed = product.committed): number {
  return fromMinorUnits(lineTotalMinor(toMinorUnits(groupPrice(product, committed).unitPrice), qty));
}

/**
 * The price line of a product with breaks: the group's price now with the product's own price
 * struck through once a break is reached (its amount only, so the currency is written once), how
 * far the next break is ("32 more units to $9.50"), and every break. A product without breaks
 * shows its price alone, as before. Not `live` (a closed round), nothing more can be bought: no
 * "N more units to …".
 */
export function GroupPrice({
  product,
  testId,
  live = true,
}: {
  product: PricedProduct;
  testId: string;
  live?: boolean;
}) {
  const { t, i18n } = useTranslation('buyer');
  const view = groupPrice(product);
  // In the translator's language (US$ 9,50 in Portuguese), as the texts around it.
  const money = (amount: number) => formatMoney(amount, product.currency, i18n.language);
  const breaks = product.priceBreaks ?? [];
  return (
    <Flex vertical gap={2} data-testid={testId}>
      <Typography.Text>
        {view.listUnitPrice !== null && (
          <>
            {/* The amount alone: the group's price beside it names the currency, once. */}
            <Typography.Text
              delete
              type="secondary"
              data-testid="list-price"
              aria-label={t('breaks.listPrice', { price: money(view.listUnitPrice) })}
            >
              {formatDecimal(view.listUnitPrice, 2, i18n.language)}
            </Typography.Text>{' '}
          </>
        )}
        <span data-testid="group-price">
          {t('dialog.pricePerUom', { price: money(view.unitPrice), perUnit: perUnit(t, product.uom) })}
        </span>
      </Typography.Text>
      {breaks.length > 0 && (
        <>
          {live && (
            <Typography.Text type={view.next ? 'warning' : 'success'} data-testid="next-break">
              {view.next
                ? t('breaks.next', { count: view.next.unitsToGo, price: money(view.next.unitPrice) })
                : t('breaks.best')}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('breaks.tiers', {
              tiers: breaks
                .map((b) => t('breaks.tier', { qty: b.minQty, price: money(b.unitPrice) }))
                .join(' · '),
            })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
