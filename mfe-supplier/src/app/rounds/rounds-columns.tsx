import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRound } from '@marketplace/contracts';
import { clampLines, LightFlex, LightProgress, LightText } from '@marketplace/web-kit';
import { type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { roundDurationParts } from './round-format';
import { RoundFill } from './round-fill';
import { EndActionCell, OutcomeTags } from './round-outcome';
import { RoundRowActions, type RoundRowHandlers } from './round-row-actions';

/** The round's title and description, what it runs again, and its fill. */
function RoundTitleCell({ round: r, titles }: { round: SupplierRound; titles: Map<string, string> }) {
  const { t } = useTranslation('supplier');
  return (
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
  );
}

function RoundDurationCell({ round: r }: { round: SupplierRound }) {
  const { t, i18n } = useTranslation('supplier');
  const duration = roundDurationParts(r.openAt, r.closeAt, i18n.resolvedLanguage);
  // One date a line: side by side, with the time of day, they overflow the card at 1280 px.
  return duration ? (
    <LightFlex vertical data-testid="round-duration">
      <span>{duration[0]} –</span>
      <span>{duration[1]}</span>
    </LightFlex>
  ) : (
    <>{t('rounds.notScheduled')}</>
  );
}

export interface RoundsColumnsOptions {
  /** Titles of the listed rounds by id, to name the one a round runs again. */
  titles: Map<string, string>;
  /** The row whose other actions are open. */
  expanded: string | null;
  /** The round whose submission is in flight. */
  submittingId: string | undefined;
  handlers: RoundRowHandlers;
}

/** My Rounds' columns, rebuilt when the language, the open row or a submission changes. */
export function useRoundsColumns({ titles, expanded, submittingId, handlers }: RoundsColumnsOptions) {
  const { t, i18n } = useTranslation('supplier');
  return useMemo<DataColumn<SupplierRound>[]>(
    () => [
      {
        key: 'round',
        title: t('rounds.columns.round'),
        render: (_, r) => <RoundTitleCell round={r} titles={titles} />,
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
        render: (_, r) => <RoundDurationCell round={r} />,
      },
      {
        key: 'endAction',
        title: t('rounds.columns.endAction'),
        render: (_, r) => <EndActionCell round={r} />,
      },
      actionsColumn('actions', t('rounds.columns.actions'), (r) => (
        <RoundRowActions
          round={r}
          handlers={handlers}
          expanded={expanded === r.id}
          submitting={submittingId === r.id}
        />
      )),
    ],
    // The handlers only open dialogs and submit: a new set each render need not rebuild the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.resolvedLanguage, submittingId, titles, expanded],
  );
}
