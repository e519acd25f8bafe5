import { Button, Flex, List, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { ROUNDS_PAGE_SIZE } from '../api/buyer-api';
import { MoqBadge } from '../ui/moq-badge';
import { RoundFacts, ROUNDS_BADGE_THRESHOLD } from './round-facts';

/*
 * What Explore Rounds shows only in some states: the list view and the pager (more rounds than one
 * page holds). Loaded when first shown (rounds-page.tsx), so the grid's first paint does not wait
 * for List and Pagination, which bring Select and its virtual list (~40 KiB gzip).
 */

export function RoundsListView({
  rounds,
  onOpen,
}: {
  rounds: BuyerRoundRow[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <List
      dataSource={rounds}
      renderItem={(round) => (
        <List.Item
          data-testid="round-card"
          data-round-title={round.title}
          actions={[
            <Button key="view" type="primary" onClick={() => onOpen(round.id)}>
              {t('rounds.viewProducts')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <Flex gap="small" align="center" wrap>
                <span>{round.title}</span>
                <MoqBadge
                  percent={round.averageProgress}
                  threshold={ROUNDS_BADGE_THRESHOLD}
                  text={t('moqPercent', { percent: round.averageProgress })}
                />
              </Flex>
            }
            description={<RoundFacts round={round} />}
          />
        </List.Item>
      )}
    />
  );
}

export function RoundsPager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      align="center"
      current={page}
      pageSize={ROUNDS_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
