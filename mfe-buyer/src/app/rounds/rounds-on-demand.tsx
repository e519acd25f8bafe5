import { Button, Flex, List } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { MoqBadge } from '../ui/moq-badge';
import { RoundFacts, ROUNDS_BADGE_THRESHOLD } from './round-facts';

/*
 * What Explore Rounds shows only on demand: the list view. Loaded when first shown (rounds-page.tsx),
 * so the grid's first paint does not wait for antd's List.
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
