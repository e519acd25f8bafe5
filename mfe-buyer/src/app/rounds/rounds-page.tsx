import { Suspense, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Flex,
  Input,
  List,
  Pagination,
  Result,
  Row,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { AppstoreOutlined, CalendarOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import { clampLines, formatDate, lazyPage, useDebouncedValue } from '@marketplace/web-kit';
import { ROUNDS_PAGE_SIZE, useListRoundsQuery } from '../api/buyer-api';
import { MoqBadge } from '../ui/moq-progress';

// The dialog (Modal, its product cards, the cart stepper) loads the first time a round is opened.
const RoundProductsDialog = lazyPage(() => import('./round-products-dialog'), 'RoundProductsDialog');

const SEARCH_DEBOUNCE_MS = 300;
/** Spec §9: the rounds list shows the average MOQ badge in the strong style from 80%. */
export const ROUNDS_BADGE_THRESHOLD = 80;

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
      <List
        dataSource={rounds}
        renderItem={(round) => (
          <List.Item
            data-testid="round-card"
            data-round-title={round.title}
            actions={[
              <Button key="view" type="primary" onClick={() => setOpenRoundId(round.id)}>
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
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key === 'list' ? 'list' : 'grid')}
        items={[
          { key: 'grid', label: t('rounds.tabs.grid'), icon: <AppstoreOutlined /> },
          { key: 'list', label: t('rounds.tabs.list'), icon: <UnorderedListOutlined /> },
        ]}
      />
      <Spin spinning={isFetching && !data}>{body}</Spin>
      {data && data.total > ROUNDS_PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={ROUNDS_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
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

// Cut by CSS (clampLines), not antd's `ellipsis`, which measures every card's text after render.
const DESCRIPTION_LINES = clampLines(2);

function RoundFacts({ round }: { round: BuyerRoundRow }) {
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

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
