import { useMemo, useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import type { SupplierRound } from '@marketplace/contracts';
import { MY_ROUNDS_STATUS_FILTERS } from '@marketplace/contracts/constants';
import { LightButton, LightFlex, SvgIcon, useListSearch } from '@marketplace/web-kit';
import { ListCard, SelectFilter } from '@marketplace/web-kit/list-card';
import { useListRoundsQuery, useSubmitRoundMutation } from '../api/rounds-api';
import { isNoCompany, NoCompany, useActionToasts, useLoadFailureToast } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import type { RoundRowHandlers } from './round-row-actions';
import { useRoundsColumns } from './rounds-columns';
import { RoundsDialogs, useRoundsDialogs, type RoundsDialogsState } from './rounds-dialogs';

type StatusFilter = (typeof MY_ROUNDS_STATUS_FILTERS)[number];

/** Submits a draft round for review, saying how it went; `submittingId` is the one in flight. */
function useSubmitRound() {
  const toasts = useActionToasts();
  const [submitRound, submitting] = useSubmitRoundMutation();
  const submit = async (round: SupplierRound) => {
    try {
      await submitRound(round.id).unwrap();
      toasts.success('rounds.toast.submitted');
    } catch (err) {
      toasts.failure('rounds.toast.submitFailed', err);
    }
  };
  return { submit, submittingId: submitting.isLoading ? submitting.originalArgs : undefined };
}

/** The header's actions: the list's own (Create Round, as the kit's `add` draws it) after My Series. */
function RoundsHeaderActions({ dialogs }: { dialogs: RoundsDialogsState }) {
  const { t } = useTranslation('supplier');
  return (
    <LightFlex wrap gap="small">
      <LightButton onClick={() => dialogs.setListingSeries(true)} data-testid="rounds-series-list">
        {t('rounds.seriesList')}
      </LightButton>
      <LightButton
        variant="primary"
        icon={<SvgIcon icon={PlusOutlined} />}
        data-testid="create-round"
        onClick={() => dialogs.setCreating(true)}
      >
        {t('rounds.create')}
      </LightButton>
    </LightFlex>
  );
}

/** My Rounds (spec §2.5): drawn without antd (the kit's light table, filters and header). */
export function RoundsPage() {
  const { t } = useTranslation('supplier');
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const dialogs = useRoundsDialogs();
  // The row whose other actions are open below its line (one at a time).
  const [expanded, setExpanded] = useState<string | null>(null);
  const { data, error, isFetching } = useListRoundsQuery({ search, status });
  const { submit, submittingId } = useSubmitRound();
  useLoadFailureToast(error, 'rounds.toast.loadFailed');
  // A round made with Run again names the one it repeats, when that one is in the list too.
  const titles = useMemo(() => new Map(data?.items.map((r) => [r.id, r.title])), [data?.items]);
  const handlers: RoundRowHandlers = {
    submit: (round) => void submit(round),
    view: dialogs.setViewing,
    ship: dialogs.setShipping,
    short: dialogs.setShorting,
    repeat: dialogs.setRepeating,
    showSeries: dialogs.setSeriesShown,
    schedule: dialogs.setScheduling,
    toggleMore: (id) => setExpanded((open) => (open === id ? null : id)),
  };
  const columns = useRoundsColumns({ titles, expanded, submittingId, handlers });

  if (isNoCompany(error)) return <NoCompany />;
  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('pages.rounds')}
        subtitle={t('rounds.subtitle')}
        extra={<RoundsHeaderActions dialogs={dialogs} />}
      />
      <ListCard<SupplierRound>
        name="rounds"
        search={{ ...searchBox, placeholder: t('rounds.searchPlaceholder') }}
        filter={
          <SelectFilter<StatusFilter>
            testId="rounds-status-filter"
            label={t('rounds.statusFilter.label')}
            value={status}
            onChange={setStatus}
            options={MY_ROUNDS_STATUS_FILTERS.map((value) => ({
              value,
              label: value === 'all' ? t('rounds.statusFilter.all') : t(`common:roundStatus.${value}`),
            }))}
          />
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('rounds.empty')}
      />
      <RoundsDialogs dialogs={dialogs} />
    </LightFlex>
  );
}
