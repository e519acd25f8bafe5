import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundFillView } from '@marketplace/contracts';

/**
 * A round's committed load as the supplier reads it (issue 30): the smallest container set with its
 * fill ("1 × 40 ft HC, 72 % by volume"), the totals, and which products could not be counted.
 */
export function RoundFill({ fill, compact = false }: { fill: RoundFillView; compact?: boolean }) {
  const { t, i18n } = useTranslation('supplier');
  const number = (v: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(v);
  const plan = fill.plan;
  const containers = plan?.containers
    .map((c) => `${c.count} × ${t(`rounds.fill.kinds.${c.kind}`)}`)
    .join(' + ');
  const missing = [
    fill.withoutVolume > 0 ? t('rounds.fill.noVolume', { count: fill.withoutVolume }) : null,
    fill.withoutWeight > 0 ? t('rounds.fill.noWeight', { count: fill.withoutWeight }) : null,
  ].filter(Boolean);
  return (
    <Flex vertical gap={2} data-testid="round-fill">
      <Typography.Text strong={!compact}>
        {plan
          ? t(plan.limitedBy === 'weight' ? 'rounds.fill.planWeight' : 'rounds.fill.planVolume', {
              containers,
              percent: plan.limitedBy === 'weight' ? plan.weightPercent : plan.volumePercent,
            })
          : t('rounds.fill.empty')}
      </Typography.Text>
      {plan && !compact && (
        <Typography.Text type="secondary">
          {t('rounds.fill.load', {
            volume: number(fill.volumeM3, 3),
            weight: number(fill.grossWeightKg, 2),
          })}
        </Typography.Text>
      )}
      {missing.length > 0 && (
        <Typography.Text type="warning" style={{ fontSize: compact ? 12 : undefined }}>
          {missing.join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
