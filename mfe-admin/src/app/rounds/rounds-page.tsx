import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow } from '@marketplace/contracts';
import { lazyPage, LightFlex } from '@marketplace/web-kit';
import { useListRoundsQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ROUND_FILTERS } from '../common/status-list';
import { StatusFilter, useStatusList } from '../common/status-filter';
import { ListCard } from '@marketplace/web-kit/list-card';
import { useRoundColumns } from './round-columns';
import { useRoundDecisions } from './use-round-decisions';

// The review (antd's Modal and Descriptions) loads when first opened: the list itself is drawn
// with the kit's light widgets, and the page loads no antd on its way to the screen.
const RoundReviewDialog = lazyPage(() => import('./round-review'), 'RoundReviewDialog');

/** Admin › Rounds (spec §2.6, §4): search, status filter, Approve / Reject / Close Round / view. */
export function RoundsPage() {
  const { t } = useTranslation('admin');
  const { searchBox, status, setStatus, data, isFetching } = useStatusList(
    'rounds',
    ROUND_FILTERS,
    useListRoundsQuery,
  );
  const [viewing, setViewing] = useState<AdminRoundRow | null>(null);
  const { act, decideFromReview, deciding } = useRoundDecisions(setViewing);

  const columns = useRoundColumns({ act, deciding, view: setViewing });

  return (
    <LightFlex vertical gap="middle">
      <PageHeader title={t('rounds.title')} subtitle={t('rounds.subtitle')} />
      <ListCard<AdminRoundRow>
        name="rounds"
        search={{ ...searchBox, placeholder: t('rounds.searchPlaceholder') }}
        filter={<StatusFilter list="rounds" filters={ROUND_FILTERS} value={status} onChange={setStatus} />}
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('rounds.empty')}
        footer={data && t('common.total', { count: data.total })}
      />
      {viewing && (
        <Suspense fallback={null}>
          <RoundReviewDialog
            round={viewing}
            deciding={deciding}
            onClose={() => setViewing(null)}
            onDecide={(decision) => void decideFromReview(viewing, decision)}
          />
        </Suspense>
      )}
    </LightFlex>
  );
}
