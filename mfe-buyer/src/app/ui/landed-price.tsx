import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { FreightBasisName, LandedPrice } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';

/**
 * What one unit costs landed: the group's price plus the freight share per unit, and
 * the rule it follows. Shown only for rounds with a freight cost: without one it is the price.
 */
export function LandedPriceLine({
  landed,
  basis,
  currency,
  uom,
  testId,
}: {
  landed: LandedPrice;
  basis: FreightBasisName;
  currency: string;
  uom: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('buyer');
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <Typography.Text
      type="secondary"
      data-testid={testId}
      title={t('dialog.landedHelp', { basis: t(`dialog.landedBasis.${basis}`) })}
    >
      {t('dialog.landed', {
        price: money(landed.perUnit),
        perUnit: perUnit(t, uom),
        groupPrice: money(landed.unitPrice),
        freight: money(landed.freightPerUnit),
      })}
    </Typography.Text>
  );
}
