import { Flex, Progress, Typography } from 'antd';
import { moqBand, moqProgress, type MoqBand } from '@marketplace/domain';
import { MoqBadge } from './moq-badge';

/** Colours of the cart bands (spec §4): met, close, needs more orders. */
export const BAND_COLORS: Record<MoqBand, string> = { met: '#52c41a', close: '#faad14', danger: '#ff4d4f' };

/**
 * A product's MOQ progress: bar, percentage badge (filled from `badgeThreshold`, spec §9: 100% in
 * the products dialog) and the committed/MOQ count. With `banded` the bar takes the cart colours.
 */
export function MoqProgress({
  committed,
  moq,
  label,
  badgeThreshold = 100,
  banded = false,
}: {
  committed: number;
  moq: number;
  label: string;
  badgeThreshold?: number;
  banded?: boolean;
}) {
  const percent = Math.round(moqProgress(committed, moq));
  const band = moqBand(committed, moq);
  return (
    <Flex vertical gap={2} data-testid="moq-progress" data-band={band}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <MoqBadge percent={percent} threshold={badgeThreshold} />
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        strokeColor={banded ? BAND_COLORS[band] : undefined}
        status={banded ? 'normal' : percent >= 100 ? 'success' : 'active'}
      />
    </Flex>
  );
}
