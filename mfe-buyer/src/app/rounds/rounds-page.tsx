import { memo, startTransition, Suspense, useCallback, useState } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundRow } from '@marketplace/contracts';
import {
  Busy,
  CardGrid,
  lazyPage,
  LightButton,
  LightCard,
  Notice,
  PageTitle,
  Pager,
  SearchField,
  SvgIcon,
  TabStrip,
  useDebouncedValue,
  OnceOpened,
  usePagerLabels,
} from '@marketplace/web-kit';
import { ROUNDS_PAGE_SIZE, useListRoundsQuery } from '../api/buyer-api';
import { MoqBadge } from '../ui/moq-badge';
import { RoundFacts, ROUNDS_BADGE_THRESHOLD } from './round-facts';

// The dialog (Modal, its product cards, the cart stepper) loads the first time a round is opened.
const RoundProductsDialog = lazyPage(() => import('./round-products-dialog'), 'RoundProductsDialog');
// The list view (antd's List), loaded the first time it is shown.
const RoundsListView = lazyPage(
  () => import(/* webpackChunkName: "rounds-on-demand" */ './rounds-on-demand'),
  'RoundsListView',
);

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec §2.4 Explore Rounds: approved rounds newest first, searched and paged on the server.
 *
 * The page a buyer opens first, drawn with the kit's light widgets (antd's look, none of its code):
 * the grid, its cards and the search load no antd, and neither does the signed-in layout around
 * them. The dialog, the list view and the pager do, when first shown (lazyPage).
 */
export function RoundsPage() {
  const { t } = useTranslation(['buyer', 'common']);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [openRoundId, setOpenRoundId] = useState<string | null>(null);
  const pagerLabels = usePagerLabels();
  // A transition: the click paints at once, and the dialog's first render (its code and antd's
  // arriving and their shared modules resolved, ~100-200 ms at 4x CPU) runs after that paint.
  const openRound = useCallback((roundId: string) => startTransition(() => setOpenRoundId(roundId)), []);
  const { data, error, isFetching } = useListRoundsQuery({ search, page, pageSize: ROUNDS_PAGE_SIZE });
  const rounds = data?.items ?? [];

  const body =
    error || (data && rounds.length === 0) ? (
      <Notice title={t('rounds.emptyTitle')} text={t('rounds.emptyText')} data-testid="rounds-empty" />
    ) : view === 'grid' ? (
      <CardGrid>
        {rounds.map((round) => (
          <RoundCard key={round.id} round={round} onOpen={openRound} />
        ))}
      </CardGrid>
    ) : (
      <RoundsListView rounds={rounds} onOpen={openRound} />
    );

  return (
    <div className="mk-page">
      <PageTitle title={t('pages.rounds')} subtitle={t('rounds.subtitle')} />
      <SearchField
        data-testid="rounds-search"
        placeholder={t('rounds.searchPlaceholder')}
        clearLabel={t('common:clear')}
        value={searchInput}
        onChange={(value) => {
          setSearchInput(value);
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      <TabStrip
        activeKey={view}
        // A transition: the grid stays up while the list view's code arrives the first time.
        onChange={(key) => startTransition(() => setView(key))}
        items={[
          { key: 'grid', label: t('rounds.tabs.grid'), icon: <SvgIcon icon={AppstoreOutlined} /> },
          { key: 'list', label: t('rounds.tabs.list'), icon: <SvgIcon icon={UnorderedListOutlined} /> },
        ]}
      />
      <div role="tabpanel">
        <Busy busy={isFetching && !data}>
          <Suspense fallback={null}>{body}</Suspense>
        </Busy>
      </div>
      {/* A light widget: drawn on the server like the grid (antd's Pagination made the server view fail). */}
      {data && (
        <Pager
          page={page}
          pageSize={ROUNDS_PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          labels={pagerLabels}
        />
      )}
      {/* Kept mounted once opened, so closing it still animates. */}
      <OnceOpened open={openRoundId !== null}>
        <RoundProductsDialog roundId={openRoundId} onClose={() => setOpenRoundId(null)} />
      </OnceOpened>
    </div>
  );
}

/**
 * Memoized, and handed one callback for all: opening a round re-renders the page around the grid,
 * not every card again (at 4x CPU that re-render was most of the click's 110-170 ms before the next
 * paint, tests/load/README.md).
 */
const RoundCard = memo(function RoundCard({
  round,
  onOpen,
}: {
  round: BuyerRoundRow;
  onOpen: (roundId: string) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <LightCard
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
        <LightButton key="view" variant="primary" onClick={() => onOpen(round.id)}>
          {t('rounds.viewProducts')}
        </LightButton>,
      ]}
    >
      <RoundFacts round={round} />
    </LightCard>
  );
});
