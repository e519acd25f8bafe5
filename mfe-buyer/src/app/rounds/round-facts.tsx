import { Flex, Tag, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { clampLines, formatDate } from '@marketplace/web-kit';

/** Spec §9: the rounds list shows the average MOQ badge in the strong style from 80%. */
export const ROUNDS_BADGE_THRESHOLD = 80;

// Cut by CSS (clampLines), not antd's `ellipsis`, which measures every card's text after render.
const DESCRIPTION_LINES = clampLines(2);

/** A round's supplier, description, product count and deadline: the body of its card or list row. */
export function RoundFacts({ round }: { round: BuyerRoundRow }) {
  const { t } = useTranslation('buyer');
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{round.supplierName}</Typography.Text>
      {round.description && (
        <Typography.Paragraph style={{ marginBottom: 0 }} title={round.description}>
          <span style={DESCRIPTION_LINES}>{round.description}</span>
        </Typography.Paragraph>
      )}
      <Flex gap="small" wrap>
        <Tag>{t('products', { count: round.productCount })}</Tag>
        <Tag icon={<CalendarOutlined />}>
          {round.closeAt ? t('rounds.closes', { date: formatDate(round.closeAt) }) : t('rounds.noDeadline')}
        </Tag>
      </Flex>
    </Flex>
  );
}
