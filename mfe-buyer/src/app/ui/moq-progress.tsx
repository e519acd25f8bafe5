import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moqBand, moqProgress, type MoqBand } from '@marketplace/domain';
import { BRAND_COLOR } from '@marketplace/web-kit';
import { MoqBadge } from './moq-badge';

/** Colours of the cart bands (spec §4): met, close, needs more orders. */
export const BAND_COLORS: Record<MoqBand, string> = { met: '#52c41a', close: '#faad14', danger: '#ff4d4f' };
/** The ordered part of the bar: darker than any band, so it reads as "sure" beside cart units. */
const ORDERED_COLOR = '#237804';
/** antd's success green: the bar's colour at 100% when it is not banded. */
const MET_COLOR = '#52c41a';

/**
 * The bar's fill with flexible units (issue 42): the committed units in `color`, then the flex as
 * a hatched, paler stretch of the same colour, so it reads as "maybe" rather than as units in.
 * antd's line draws one fill as wide as its percent with `strokeColor` as its CSS background: a
 * solid layer over the committed share of that fill, the hatch under it showing in the rest.
 */
export function flexFill(color: string, committedPercent: number, filledPercent: number): string {
  const solid = filledPercent > 0 ? Math.min(100, (committedPercent / filledPercent) * 100) : 0;
  const stop = `${Math.round(solid * 100) / 100}%`;
  return (
    `linear-gradient(to right, ${color} 0 ${stop}, transparent ${stop}), ` +
    `repeating-linear-gradient(-45deg, ${color}73 0 3px, ${color}26 3px 6px)`
  );
}

/**
 * A product's MOQ progress: bar, percentage badge (filled from `badgeThreshold`, spec §9: 100% in
 * the products dialog) and the committed/MOQ count. With `banded` the bar takes the cart colours.
 * With `ordered`, the units in placed orders are their own segment and the line under the bar tells
 * them from units still in carts: only ordered units count at the close (issue 39). With `flex`,
 * the flexible units offered in placed orders follow the committed units as a hatched segment and
 * a legend of their own (issue 42): they count only if the close calls them in, so the percentage
 * and the badge stay the committed units'.
 */
export function MoqProgress({
  committed,
  ordered,
  flex,
  moq,
  label,
  badgeThreshold = 100,
  banded = false,
}: {
  committed: number;
  ordered?: number;
  /** Flexible units offered in placed orders, by everyone. */
  flex?: number;
  moq: number;
  label: string;
  badgeThreshold?: number;
  banded?: boolean;
}) {
  const { t } = useTranslation('buyer');
  const percent = Math.round(moqProgress(committed, moq));
  const band = moqBand(committed, moq);
  const orderedUnits = ordered == null ? null : Math.min(ordered, committed);
  const flexUnits = flex != null && flex > 0 ? flex : 0;
  const withFlex = flexUnits > 0 ? Math.min(100, moqProgress(committed + flexUnits, moq)) : null;
  const color = banded ? BAND_COLORS[band] : percent >= 100 ? MET_COLOR : BRAND_COLOR;
  return (
    <Flex vertical gap={2} data-testid="moq-progress" data-band={band} data-flex={flexUnits || undefined}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <MoqBadge percent={percent} threshold={badgeThreshold} />
      </Flex>
      <Progress
        aria-label={label}
        percent={withFlex ?? percent}
        // The bar is drawn as wide as committed + flex; what it reports is the committed share.
        aria-valuenow={percent}
        success={
          orderedUnits == null
            ? undefined
            : { percent: Math.round(moqProgress(orderedUnits, moq)), strokeColor: ORDERED_COLOR }
        }
        showInfo={false}
        size="small"
        strokeColor={
          withFlex != null
            ? flexFill(color, Math.min(100, moqProgress(committed, moq)), withFlex)
            : banded
              ? color
              : undefined
        }
        status={banded ? 'normal' : percent >= 100 ? 'success' : 'active'}
      />
      {(orderedUnits != null || flexUnits > 0) && (
        <Flex wrap gap="0 8px">
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
          {flexUnits > 0 && (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12 }}
              data-testid="moq-flex"
              title={t('moqSplit.flexRule')}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  marginInlineEnd: 4,
                  verticalAlign: 'middle',
                  borderRadius: 2,
                  background: flexFill(color, 0, 100),
                }}
              />
              {t('moqSplit.flex', { count: flexUnits })}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
