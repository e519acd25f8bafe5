import { startTransition, Suspense, useState } from 'react';
import { Button, Card, Col, Flex, Input, Result, Row, Spin, Typography } from 'antd';
import { AppstoreOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { lazyPage, TabStrip, useDebouncedValue } from '@marketplace/web-kit';
import { ROUNDS_PAGE_SIZE, useListRoundsQuery } from '../api/buyer-api';
import { MoqBadge } from '../ui/moq-progress';
import { RoundFacts, ROUNDS_BADGE_THRESHOLD } from './round-facts';

// The dialog (Modal, its product cards, the cart stepper) loads the first time a round is opened.
const RoundProductsDialog = lazyPage(() => import('./round-products-dialog'), 'RoundProductsDialog');
// The list view and the pager: one chunk, loaded the first time either is shown.
const loadOnDemand = () => import(/* webpackChunkName: "rounds-on-demand" */ './rounds-on-demand');
const RoundsListView = lazyPage(loadOnDemand, 'RoundsListView');
const RoundsPager = lazyPage(loadOnDemand, 'RoundsPager');

const SEARCH_DEBOUNCE_MS = 300;

/** Spec §2.4 Explore Rounds: approved rounds newest first, searched and paged on the server. */
export function RoundsPage() {
  const { t } = useTranslation('buyer');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [openRoundId, setOpenRoundId] = useState<string | null>(null);
  const dialogOpened = useOnceTrue(openRoundId !== null);
  const { data, error, isFetching } = useListRoundsQuery({ search, page, pageSize: ROUNDS_PAGE_SIZE });
  const rounds = data?.items ?? [];

  const body =
    error || (data && rounds.length === 0) ? (
      <Result
        status="info"
        title={t('rounds.emptyTitle')}
        subTitle={t('rounds.emptyText')}
        data-testid="rounds-empty"
      />
    ) : view === 'grid' ? (
      <Row gutter={[16, 16]}>
        {rounds.map((round) => (
          <Col key={round.id} xs={24} md={12} xl={8}>
            <RoundCard round={round} onOpen={() => setOpenRoundId(round.id)} />
          </Col>
        ))}
      </Row>
    ) : (
      <RoundsListView rounds={rounds} onOpen={setOpenRoundId} />
    );

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {t('pages.rounds')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('rounds.subtitle')}</Typography.Text>
      </div>
      <Input
        data-testid="rounds-search"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('rounds.searchPlaceholder')}
        aria-label={t('rounds.searchPlaceholder')}
        value={searchInput}
        onChange={(event) => {
          setSearchInput(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      <TabStrip
        activeKey={view}
        // A transition: the grid stays up while the list view's code arrives the first time.
        onChange={(key) => startTransition(() => setView(key))}
        items={[
          { key: 'grid', label: t('rounds.tabs.grid'), icon: <AppstoreOutlined /> },
          { key: 'list', label: t('rounds.tabs.list'), icon: <UnorderedListOutlined /> },
        ]}
      />
      <div role="tabpanel">
        <Spin spinning={isFetching && !data}>
          <Suspense fallback={null}>{body}</Suspense>
        </Spin>
      </div>
      {data && data.total > ROUNDS_PAGE_SIZE && (
        <Suspense fallback={null}>
          <RoundsPager page={page} total={data.total} onChange={setPage} />
        </Suspense>
      )}
      {/* Kept mounted once opened, so closing it still animates. */}
      {dialogOpened && (
        <Suspense fallback={null}>
          <RoundProductsDialog roundId={openRoundId} onClose={() => setOpenRoundId(null)} />
        </Suspense>
      )}
    </Flex>
  );
}

function RoundCard({ round, onOpen }: { round: BuyerRoundRow; onOpen: () => void }) {
  const { t } = useTranslation('buyer');
  return (
    <Card
      data-testid="round-card"
      data-round-title={round.title}
      title={round.title}
      extra={
        <MoqBadge
          percent={round.averageProgress}
          threshold={ROUNDS_BADGE_THRESHOLD}
          text={t('moqPercent', { percent: round.averageProgress })}
        />
      }
      actions={[
        <Button key="view" type="primary" onClick={onOpen}>
          {t('rounds.viewProducts')}
        </Button>,
      ]}
    >
      <RoundFacts round={round} />
    </Card>
  );
}

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
