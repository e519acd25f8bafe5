import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { FreightBasisName, LandedPrice } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';

/**
 * What one unit costs landed: the group's price plus the freight share per unit, and
 * the rule it follows. Shown only for rounds with a freight cost: without one it is the price.
 * `soFar` while the round is open: the share is the freight over the group's load now, so it is
 * not a price yet, and the buyer is told it falls as others join.
 */
export function LandedPriceLine({
  landed,
  basis,
  currency,
  uom,
  testId,
  soFar = false,
}: {
  landed: LandedPrice;
  basis: FreightBasisName;
  currency: string;
  uom: string;
  testId: string;
  soFar?: boolean;
}) {
  const { t, i18n } = useTranslation('buyer');
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const line = (
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
  if (!soFar) return line;
  return (
    <Flex vertical>
      {line}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-so-far`}>
        {t('dialog.landedSoFar')}
      </Typography.Text>
    </Flex>
  );
}

/** In the landed price's place while the stepper is at 0: what to do to see one. */
export function LandedPricePrompt({ testId }: { testId: string }) {
  const { t } = useTranslation('buyer');
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {t('dialog.landedPrompt')}
    </Typography.Text>
  );
}
