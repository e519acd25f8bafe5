import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moqBand, moqProgress, type MoqBand } from '@marketplace/domain';
import { MoqBadge } from './moq-badge';

/** Colours of the cart bands (spec §4): met, close, needs more orders. */
export const BAND_COLORS: Record<MoqBand, string> = { met: '#52c41a', close: '#faad14', danger: '#ff4d4f' };
/** The ordered part of the bar: darker than any band, so it reads as "sure" beside cart units. */
const ORDERED_COLOR = '#237804';

/**
 * A product's MOQ progress: bar, percentage badge (filled from `badgeThreshold`, spec §9: 100% in
 * the products dialog) and the committed/MOQ count. With `banded` the bar takes the cart colours.
 * With `ordered`, the units in placed orders are their own segment and the line under the bar tells
 * them from units still in carts: only ordered units count at the close (issue 39).
 */
export function MoqProgress({
  committed,
  ordered,
  moq,
  label,
  badgeThreshold = 100,
  banded = false,
}: {
  committed: number;
  ordered?: number;
  moq: number;
  label: string;
  badgeThreshold?: number;
  banded?: boolean;
}) {
  const { t } = useTranslation('buyer');
  const percent = Math.round(moqProgress(committed, moq));
  const band = moqBand(committed, moq);
  const orderedUnits = ordered == null ? null : Math.min(ordered, committed);
  return (
    <Flex vertical gap={2} data-testid="moq-progress" data-band={band}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <MoqBadge percent={percent} threshold={badgeThreshold} />
      </Flex>
      <Progress
        aria-label={label}
        percent={percent}
        success={
          orderedUnits == null
            ? undefined
            : { percent: Math.round(moqProgress(orderedUnits, moq)), strokeColor: ORDERED_COLOR }
        }
        showInfo={false}
        size="small"
        strokeColor={banded ? BAND_COLORS[band] : undefined}
        status={banded ? 'normal' : percent >= 100 ? 'success' : 'active'}
      />
      {orderedUnits != null && (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
          data-testid="moq-split"
          title={t('moqSplit.rule')}
        >
          {t('moqSplit.units', { ordered: orderedUnits, inCarts: committed - orderedUnits })}
        </Typography.Text>
      )}
    </Flex>
  );
}
