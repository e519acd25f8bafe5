import type { ReactNode } from 'react';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { moqBand, moqProgress, unitsCountedAtClose, type MoqBand } from '@marketplace/domain';
import { BRAND_COLOR } from '@marketplace/web-kit';
import { MoqBadge } from './moq-badge';

/** Colours of the cart bands (spec §4): met, close, needs more orders. */
export const BAND_COLORS: Record<MoqBand, string> = { met: '#52c41a', close: '#faad14', danger: '#ff4d4f' };
/** The ordered part of the bar: darker than any band, so it reads as "sure" beside cart units. */
const ORDERED_COLOR = '#237804';
/** Units waiting for their company's approval: the order-status colour of `pending_company`. */
const HELD_COLOR = '#722ed1';

/** `color` (#rrggbb) mixed with white: `amount` 0 is the colour, 1 is white. Opaque, on purpose. */
function tint(color: string, amount: number): string {
  const channel = (i: number) => {
    const value = Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Flexible units: pale stripes of the bar's colour, read as "maybe" beside the solid units in. */
export function flexHatch(color: string): string {
  return `repeating-linear-gradient(-45deg, ${tint(color, 0.45)} 0 3px, ${tint(color, 0.8)} 3px 6px)`;
}

/**
 * The bar's fill with flexible units: solid `color` up to the committed units, the flex
 * hatched after them. antd's line paints `strokeColor` as the CSS background of a layer as wide as
 * the whole track, cut at the fill's percent, so the solid stop is the committed share of the
 * track. The hatch is opaque: the fill's own background, under that layer, must not show through.
 */
export function flexFill(color: string, committedPercent: number): string {
  const stop = `${Math.round(committedPercent * 100) / 100}%`;
  return `linear-gradient(to right, ${color} 0 ${stop}, transparent ${stop}), ${flexHatch(color)}`;
}

/**
 * The bar's fill with units waiting for their company: `HELD_COLOR` from the start to the end of
 * the held units (the ordered segment, drawn on top, covers its start), then `fill`.
 */
export function heldFill(fill: string, heldEndPercent: number): string {
  const stop = `${Math.round(heldEndPercent * 100) / 100}%`;
  return `linear-gradient(to right, ${HELD_COLOR} 0 ${stop}, transparent ${stop}), ${fill}`;
}

/**
 * A product's MOQ progress: bar, percentage badge (filled from `badgeThreshold`, spec §9: 100% in
 * the products dialog) and the committed/MOQ count. With `banded` the bar takes the cart colours,
 * and its band and badge judge the units in orders (what the close counts), not the cart units.
 * With `ordered`, the units in placed orders are their own segment and the line under the bar tells
 * them from units still in carts: only ordered units count at the close. With `flex`,
 * the flexible units offered in placed orders follow the committed units as a hatched segment and
 * a legend of their own: they count only if the close calls them in, so the percentage
 * and the badge stay the committed units'.
 */
export function MoqProgress({
  committed,
  ordered,
  flex,
  held,
  moq,
  label,
  badgeThreshold = 100,
  banded = false,
}: {
  committed: number;
  ordered?: number;
  /** Flexible units offered in placed orders, by everyone. */
  flex?: number;
  /** Committed units in orders waiting for their company's approval, by everyone. */
  held?: number;
  moq: number;
  label: string;
  badgeThreshold?: number;
  banded?: boolean;
}) {
  const { t } = useTranslation('buyer');
  // A green "MOQ met · 100%" in the cart would tell a buyer there is no need to order.
  const judged = banded ? unitsCountedAtClose({ committed, ordered }) : committed;
  const percent = Math.round(moqProgress(judged, moq));
  const band = moqBand(judged, moq);
  const orderedUnits = ordered == null ? null : Math.min(ordered, committed);
  const heldUnits = held != null && held > 0 ? Math.min(held, committed - (orderedUnits ?? 0)) : 0;
  const flexUnits = flex != null && flex > 0 ? flex : 0;
  const withFlex = flexUnits > 0 ? Math.min(100, moqProgress(committed + flexUnits, moq)) : null;
  const color = banded ? BAND_COLORS[band] : percent >= 100 ? BAND_COLORS.met : BRAND_COLOR;
  const fill = withFlex != null ? flexFill(color, moqProgress(committed, moq)) : banded ? color : undefined;
  const heldEnd = moqProgress((orderedUnits ?? 0) + heldUnits, moq);
  return (
    <Flex vertical gap={2} data-testid="moq-progress" data-band={band} data-flex={flexUnits || undefined}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <MoqBadge percent={percent} threshold={badgeThreshold} />
      </Flex>
      <Progress
        aria-label={label}
        percent={withFlex ?? Math.round(moqProgress(committed, moq))}
        // The bar is drawn as wide as committed + flex; what it reports is the share it judges.
        aria-valuenow={percent}
        success={
          orderedUnits == null
            ? undefined
            : { percent: Math.round(moqProgress(orderedUnits, moq)), strokeColor: ORDERED_COLOR }
        }
        showInfo={false}
        size="small"
        strokeColor={heldUnits > 0 ? heldFill(fill ?? color, heldEnd) : fill}
        status={banded ? 'normal' : percent >= 100 ? 'success' : 'active'}
      />
      {(orderedUnits != null || flexUnits > 0 || heldUnits > 0) && (
        <Flex wrap gap="0 8px">
          {orderedUnits != null && (
            <BarLegend testId="moq-split" title={t('moqSplit.rule')}>
              {t('moqSplit.units', { ordered: orderedUnits, inCarts: committed - orderedUnits - heldUnits })}
            </BarLegend>
          )}
          {heldUnits > 0 && (
            <BarLegend testId="moq-held" title={t('moqSplit.heldRule')} swatch={HELD_COLOR}>
              {t('moqSplit.held', { count: heldUnits })}
            </BarLegend>
          )}
          {flexUnits > 0 && (
            <BarLegend testId="moq-flex" title={t('moqSplit.flexRule')} swatch={flexHatch(color)}>
              {t('moqSplit.flex', { count: flexUnits })}
            </BarLegend>
          )}
        </Flex>
      )}
    </Flex>
  );
}

/** One line under the bar: a segment's figure, with its swatch when it has a colour of its own. */
function BarLegend({
  testId,
  title,
  swatch,
  children,
}: {
  testId: string;
  title: string;
  /** CSS background of the segment it names. */
  swatch?: string;
  children: ReactNode;
}) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId} title={title}>
      {swatch && (
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            marginInlineEnd: 4,
            verticalAlign: 'middle',
            borderRadius: 2,
            background: swatch,
          }}
        />
      )}
      {children}
    </Typography.Text>
  );
}
