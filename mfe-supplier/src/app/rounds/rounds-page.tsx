import { useMemo, useState } from 'react';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { useTranslation } from 'react-i18next';
import type { SupplierRound } from '@marketplace/contracts';
import { MY_ROUNDS_STATUS_FILTERS } from '@marketplace/contracts/constants';
import {
  clampLines,
  lazyPage,
  LightButton,
  LightFlex,
  LightProgress,
  LightText,
  SvgIcon,
  useListSearch,
  OnceOpened,
} from '@marketplace/web-kit';
import { TableActions, type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { ListCard, SelectFilter } from '@marketplace/web-kit/list-card';
import { useListRoundsQuery, useSubmitRoundMutation } from '../api/rounds-api';
import { isNoCompany, NoCompany, useActionToasts, useLoadFailureToast } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { roundDurationParts } from './round-format';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { RoundFill } from './round-fill';
import { EndActionCell, OutcomeTags } from './round-outcome';

type StatusFilter = (typeof MY_ROUNDS_STATUS_FILTERS)[number];

// The dialogs (antd's Modal and Form) load when first opened: the list itself is drawn with the
// kit's light widgets, and the page loads no antd on its way to the screen.
const CreateRoundDialog = lazyPage(() => import('./create-round-dialog'), 'CreateRoundDialog');
const RoundPerformanceDialog = lazyPage(() => import('./round-performance-dialog'), 'RoundPerformanceDialog');
const RoundShipmentsDialog = lazyPage(
  () => import('../shipments/round-shipments-dialog'),
  'RoundShipmentsDialog',
);
const RoundShortfallDialog = lazyPage(
  () => import('../shortfalls/round-shortfall-dialog'),
  'RoundShortfallDialog',
);
const RunAgainDialog = lazyPage(() => import('../run-again/run-again-dialog'), 'RunAgainDialog');
const ScheduleDialog = lazyPage(() => import('../series/schedule-dialog'), 'ScheduleDialog');
const SeriesDialog = lazyPage(() => import('../series/series-dialog'), 'SeriesDialog');
const SeriesListDialog = lazyPage(() => import('../series/series-list-dialog'), 'SeriesListDialog');

/** My Rounds (spec §2.5): drawn without antd (the kit's light table, filters and header). */
export function RoundsPage() {
  const { t, i18n } = useTranslation('supplier');
  const toasts = useActionToasts();
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const [shorting, setShorting] = useState<string | null>(null);
  const [repeating, setRepeating] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<SupplierRound | null>(null);
  const [seriesShown, setSeriesShown] = useState<string | null>(null);
  const [listingSeries, setListingSeries] = useState(false);
  // The row whose other actions are open below its line (one at a time).
  const [expanded, setExpanded] = useState<string | null>(null);
  const { data, error, isFetching } = useListRoundsQuery({ search, status });
  const [submitRound, submitting] = useSubmitRoundMutation();
  useLoadFailureToast(error, 'rounds.toast.loadFailed');
  // A round made with Run again names the one it repeats, when that one is in the list too.
  const titles = useMemo(() => new Map(data?.items.map((r) => [r.id, r.title])), [data?.items]);

  const submit = async (round: SupplierRound) => {
    try {
      await submitRound(round.id).unwrap();
      toasts.success('rounds.toast.submitted');
    } catch (err) {
      toasts.failure('rounds.toast.submitFailed', err);
    }
  };

  const viewDetails = (r: SupplierRound) => (
    <LightButton size="small" icon={<SvgIcon icon={EyeOutlined} />} onClick={() => setViewing(r.id)}>
      {t('rounds.viewDetails')}
    </LightButton>
  );

  const columns = useMemo<DataColumn<SupplierRound>[]>(
    () => [
      {
        key: 'round',
        title: t('rounds.columns.round'),
        render: (_, r) => (
          <LightFlex vertical>
            <LightText strong>{r.title}</LightText>
            <LightText type="secondary">
              <span style={clampLines(2)} title={r.description ?? undefined}>
                {r.description || t('rounds.noDescription')}
              </span>
            </LightText>
            {r.repeatOf && titles.has(r.repeatOf) && (
              <LightText type="secondary" data-testid={`round-runs-again-${r.id}`}>
                {t('rounds.runsAgain', { title: titles.get(r.repeatOf) })}
              </LightText>
            )}
            {/* Under the title, not a column of its own (the table fits its card at 1280 px). */}
            {r.fill?.plan && <RoundFill fill={r.fill} compact />}
          </LightFlex>
        ),
      },
      {
        key: 'status',
        title: t('rounds.columns.status'),
        render: (_, r) => (
          <LightFlex vertical align="start" gap={4}>
            <RoundStatusTag status={r.status} labels="common:roundStatus" data-testid="round-status" />
            {r.outcome && <OutcomeTags counts={r.outcome} />}
          </LightFlex>
        ),
      },
      { key: 'products', title: t('rounds.columns.products'), dataIndex: 'productCount' },
      {
        key: 'committed',
        title: t('rounds.columns.committed'),
        render: (_, r) => t('rounds.units', { count: r.committedUnits }),
      },
      {
        key: 'progress',
        title: t('rounds.columns.progress'),
        render: (_, r) => (
          <div style={{ minWidth: 64 }}>
            <LightProgress percent={Math.min(100, r.averageProgress)} label={t('rounds.columns.progress')} />
          </div>
        ),
      },
      {
        key: 'duration',
        title: t('rounds.columns.duration'),
        render: (_, r) => {
          const duration = roundDurationParts(r.openAt, r.closeAt, i18n.resolvedLanguage);
          // One date a line: side by side, with the time of day, they overflow the card at 1280 px.
          return duration ? (
            <LightFlex vertical data-testid="round-duration">
              <span>{duration[0]} –</span>
              <span>{duration[1]}</span>
            </LightFlex>
          ) : (
            t('rounds.notScheduled')
          );
        },
      },
      {
        key: 'endAction',
        title: t('rounds.columns.endAction'),
        render: (_, r) => <EndActionCell round={r} />,
      },
      actionsColumn('actions', t('rounds.columns.actions'), (r) => (
        <TableActions>
          {/* One line of actions; the round's others open below it, on lines of their own (side
              by side they would widen the table past its card at 1280 px). */}
          <LightFlex vertical gap={4} align="stretch">
            <LightFlex gap={8} align="center">
              {r.status === 'draft' && (
                <LightButton
                  size="small"
                  variant="primary"
                  icon={<SvgIcon icon={SendOutlined} />}
                  loading={submitting.isLoading && submitting.originalArgs === r.id}
                  onClick={() => void submit(r)}
                >
                  {t('rounds.submit')}
                </LightButton>
              )}
              {/* A draft's own action is its submission; its details wait with the others. */}
              {r.status !== 'draft' && viewDetails(r)}
              <LightButton
                size="small"
                variant="text"
                icon={<SvgIcon icon={MoreOutlined} />}
                aria-label={t('rounds.moreActions', { title: r.title })}
                aria-expanded={expanded === r.id}
                aria-controls={`round-more-actions-${r.id}`}
                onClick={() => setExpanded((open) => (open === r.id ? null : r.id))}
                data-testid={`round-more-${r.id}`}
              />
            </LightFlex>
            <LightFlex
              vertical
              gap={4}
              align="stretch"
              id={`round-more-actions-${r.id}`}
              hidden={expanded !== r.id}
              // Inline styles outrank `hidden`'s own display: said again here.
              style={expanded !== r.id ? { display: 'none' } : undefined}
            >
              {r.status === 'draft' && viewDetails(r)}
              {/* A closed round's sold orders ship, in as many parts as it takes; a product that
                  arrived short is shared out before it ships. */}
              {r.status === 'closed' && (
                <>
                  <LightButton
                    size="small"
                    icon={<SvgIcon icon={CarOutlined} />}
                    onClick={() => setShipping(r.id)}
                    data-testid={`round-shipments-${r.id}`}
                  >
                    {t('rounds.shipments')}
                  </LightButton>
                  <LightButton
                    size="small"
                    icon={<SvgIcon icon={WarningOutlined} />}
                    onClick={() => setShorting(r.id)}
                    data-testid={`round-shortfall-${r.id}`}
                  >
                    {t('rounds.shortfall')}
                  </LightButton>
                </>
              )}
              {/* Run again, for a round of any status, then its series (Schedule for a round with
                  a deadline in none yet, Series for an edition). */}
              <LightButton
                size="small"
                variant="text"
                onClick={() => setRepeating(r.id)}
                data-testid={`round-run-again-${r.id}`}
              >
                {t('rounds.runAgain')}
              </LightButton>
              {r.seriesId ? (
                <LightButton
                  size="small"
                  variant="text"
                  onClick={() => setSeriesShown(r.seriesId ?? null)}
                  data-testid={`round-series-${r.id}`}
                >
                  {t('rounds.series')}
                </LightButton>
              ) : (
                r.closeAt && (
                  <LightButton
                    size="small"
                    variant="text"
                    onClick={() => setScheduling(r)}
                    data-testid={`round-schedule-${r.id}`}
                  >
                    {t('rounds.schedule')}
                  </LightButton>
                )
              )}
            </LightFlex>
          </LightFlex>
        </TableActions>
      )),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.resolvedLanguage, submitting.isLoading, submitting.originalArgs, titles, expanded],
  );

  if (isNoCompany(error)) return <NoCompany />;
  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('pages.rounds')}
        subtitle={t('rounds.subtitle')}
        extra={
          // The list's own action (Create Round, as the kit's `add` draws it) after My Series.
          <LightFlex wrap gap="small">
            <LightButton onClick={() => setListingSeries(true)} data-testid="rounds-series-list">
              {t('rounds.seriesList')}
            </LightButton>
            <LightButton
              variant="primary"
              icon={<SvgIcon icon={PlusOutlined} />}
              data-testid="create-round"
              onClick={() => setCreating(true)}
            >
              {t('rounds.create')}
            </LightButton>
          </LightFlex>
        }
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
      <OnceOpened open={creating}>
        <CreateRoundDialog open={creating} onClose={() => setCreating(false)} />
      </OnceOpened>
      <OnceOpened open={viewing !== null}>
        <RoundPerformanceDialog roundId={viewing} onClose={() => setViewing(null)} />
      </OnceOpened>
      <OnceOpened open={shipping !== null}>
        <RoundShipmentsDialog roundId={shipping} onClose={() => setShipping(null)} />
      </OnceOpened>
      <OnceOpened open={shorting !== null}>
        <RoundShortfallDialog roundId={shorting} onClose={() => setShorting(null)} />
      </OnceOpened>
      <OnceOpened open={repeating !== null}>
        <RunAgainDialog roundId={repeating} onClose={() => setRepeating(null)} />
      </OnceOpened>
      <OnceOpened open={scheduling !== null}>
        <ScheduleDialog
          round={scheduling}
          onClose={() => setScheduling(null)}
          onScheduled={(series) => {
            setScheduling(null);
            setSeriesShown(series.id);
          }}
        />
      </OnceOpened>
      <OnceOpened open={listingSeries}>
        <SeriesListDialog
          open={listingSeries}
          onClose={() => setListingSeries(false)}
          onView={(id) => {
            setListingSeries(false);
            setSeriesShown(id);
          }}
        />
      </OnceOpened>
      <OnceOpened open={seriesShown !== null}>
        <SeriesDialog seriesId={seriesShown} onClose={() => setSeriesShown(null)} />
      </OnceOpened>
    </LightFlex>
  );
}
