import { type HTMLAttributes } from 'react';
import { Alert, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Series, SeriesEdition } from '@marketplace/contracts';
import { formatCount, formatDate, formatDateTime, LightTag, theme } from '@marketplace/web-kit';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { CellText, DataTable, figureColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { useLoadFailureToast } from '../common/failure';
import { OutcomeTags } from '../rounds/round-outcome';
import { useSeriesQuery } from './series-api';
import { useSeriesMove } from './use-series-move';
import { SeriesActions } from './series-actions';
import { rhythmText, seriesProblemMessage, type SeriesStatus } from './series-rules';

const STATUS_COLORS: Record<SeriesStatus, string> = { active: 'green', paused: 'gold', ended: 'default' };

/** A series' status as a tag: Active, Paused or Ended. */
export function SeriesStatusTag({ status, testId }: { status: SeriesStatus; testId?: string }) {
  const { t } = useTranslation('supplier');
  return (
    <LightTag color={STATUS_COLORS[status]} data-testid={testId}>
      {t(`series.status.${status}`)}
    </LightTag>
  );
}

/**
 * A series: its status and rhythm, the next edition, Pause, Resume and End, each edition with how
 * it went, and the units and buyers per edition. Read afresh at each opening.
 */
export function SeriesDialog({ seriesId, onClose }: { seriesId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  // `currentData`: another series never shows while this one is on its way.
  const { currentData, error } = useSeriesQuery(seriesId ?? '', {
    skip: !seriesId,
    refetchOnMountOrArgChange: true,
  });
  useLoadFailureToast(error, 'series.toast.loadFailed');
  return (
    <Modal
      open={!!seriesId}
      title={currentData ? t('series.title', { title: currentData.title }) : t('series.titleLoading')}
      onCancel={onClose}
      footer={
        currentData ? (
          <ExportButton
            apiBase="/api/supplier"
            path={`/series/${encodeURIComponent(currentData.id)}/export`}
            testId="series-export"
          />
        ) : null
      }
      width={1000}
      destroyOnHidden
    >
      <div data-testid="series-view">
        {currentData ? (
          <SeriesContent key={currentData.id} series={currentData} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            message={seriesProblemMessage(error, t)}
            data-testid="series-load-problem"
          />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}

/** The view's content once the series is in: status, rhythm, moves, next edition, editions, trend. */
export function SeriesContent({ series }: { series: Series }) {
  const { t } = useTranslation('supplier');
  const { moved, act, busy } = useSeriesMove(series);

  return (
    <Flex vertical gap="large" data-testid="series">
      <Flex vertical gap="small">
        <Flex wrap gap="small" align="center" justify="space-between">
          <Flex wrap gap="small" align="center">
            <SeriesStatusTag status={series.status} testId="series-status" />
            <Typography.Text strong data-testid="series-rhythm">
              {rhythmText(t, series.every, series.openDaysBefore)}
            </Typography.Text>
          </Flex>
          {series.status !== 'ended' && <SeriesActions status={series.status} busy={busy} act={act} />}
        </Flex>
        <Typography.Text data-testid="series-auto-submit">
          <Typography.Text type="secondary">{t('series.autoSubmit')}</Typography.Text>{' '}
          {series.autoSubmit ? t('series.yes') : t('series.no')}
        </Typography.Text>
      </Flex>
      {moved.error && (
        <Alert
          type="error"
          showIcon
          message={seriesProblemMessage(moved.error, t)}
          data-testid="series-problem"
        />
      )}
      <NextEdition series={series} />
      <SeriesEditions editions={series.editions} />
      <SeriesTrend editions={series.editions} />
    </Flex>
  );
}

/** The next edition's dates and when it is made, or why there is none. */
function NextEdition({ series }: { series: Series }) {
  const { t, i18n } = useTranslation('supplier');
  const language = i18n.resolvedLanguage;
  const { next } = series;
  return (
    <section data-testid="series-next">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('series.next.title')}
      </Typography.Title>
      {next && series.status !== 'ended' ? (
        <Flex vertical gap={4}>
          <Typography.Text strong data-testid="series-next-dates">
            {t('series.next.dates', {
              openAt: formatDateTime(next.openAt, language),
              closeAt: formatDateTime(next.closeAt, language),
            })}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="series-next-made">
            {t(series.autoSubmit ? 'series.next.madeAuto' : 'series.next.made', {
              date: formatDateTime(next.createdAt, language),
            })}
          </Typography.Text>
          {series.status === 'paused' && (
            <Typography.Text type="warning" data-testid="series-next-paused">
              {t('series.next.paused')}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary" data-testid="series-next-none">
          {t('series.next.none')}
        </Typography.Text>
      )}
    </section>
  );
}

/** Every edition, oldest first: its round's status, dates, outcome once closed, units and buyers. */
function SeriesEditions({ editions }: { editions: readonly SeriesEdition[] }) {
  const { t, i18n } = useTranslation('supplier');
  const language = i18n.resolvedLanguage;
  const date = (value: string | null) => (value ? formatDate(value, language) : t('series.notSet'));
  const columns: DataColumn<SeriesEdition>[] = [
    figureColumn('number', t('series.editions.columns.number'), (e) => e.number),
    {
      key: 'title',
      title: t('series.editions.columns.title'),
      render: (_, e) => <CellText text={e.title} />,
    },
    {
      key: 'status',
      title: t('series.editions.columns.status'),
      render: (_, e) => <RoundStatusTag status={e.status} labels="common:roundStatus" />,
    },
    {
      key: 'openAt',
      nowrap: true,
      title: t('series.editions.columns.openAt'),
      render: (_, e) => date(e.openAt),
    },
    {
      key: 'closeAt',
      nowrap: true,
      title: t('series.editions.columns.closeAt'),
      render: (_, e) => date(e.closeAt),
    },
    {
      key: 'outcome',
      title: t('series.editions.columns.outcome'),
      render: (_, e) => (e.outcome ? <OutcomeTags counts={e.outcome} /> : '—'),
    },
    figureColumn('units', t('series.editions.columns.units'), (e) => formatCount(e.units, language)),
    figureColumn('buyers', t('series.editions.columns.buyers'), (e) => formatCount(e.buyers, language)),
  ];
  return (
    <section>
      <Typography.Title level={5}>{t('series.editions.title', { count: editions.length })}</Typography.Title>
      <div data-testid="series-editions">
        <DataTable<SeriesEdition>
          size="small"
          pagination={false}
          rowKey="roundId"
          dataSource={editions}
          columns={columns}
          onRow={(e) => ({ 'data-testid': `series-edition-${e.roundId}` }) as HTMLAttributes<HTMLElement>}
        />
      </div>
    </section>
  );
}

/** How many editions the trend shows: the latest ones. */
export const TREND_EDITIONS = 12;

const UNITS_COLOR = theme.token?.colorPrimary;
const BUYERS_COLOR = theme.token?.colorTextTertiary;

/**
 * Units and buyers per edition as bars, each the share of the largest figure shown: plain
 * elements, no chart library. Each edition reads as one image labelled with its figures.
 */
export function SeriesTrend({ editions }: { editions: readonly SeriesEdition[] }) {
  const { t } = useTranslation('supplier');
  const shown = editions.slice(-TREND_EDITIONS);
  const maxUnits = Math.max(0, ...shown.map((e) => e.units));
  const maxBuyers = Math.max(0, ...shown.map((e) => e.buyers));
  const share = (value: number, max: number) => (max > 0 ? `${(value / max) * 100}%` : '0%');
  if (shown.length === 0) return null;
  return (
    <section data-testid="series-trend">
      <Typography.Title level={5}>{t('series.trend.title')}</Typography.Title>
      <Flex wrap gap="middle" style={{ marginBottom: 8 }}>
        {editions.length > shown.length && (
          <Typography.Text type="secondary">
            {t('series.trend.recent', { count: shown.length })}
          </Typography.Text>
        )}
        <Legend color={UNITS_COLOR} label={t('series.trend.units')} />
        <Legend color={BUYERS_COLOR} label={t('series.trend.buyers')} />
      </Flex>
      <Flex vertical gap="small">
        {shown.map((e) => {
          const units = t('series.trend.unitCount', { count: e.units });
          const buyers = t('series.trend.buyerCount', { count: e.buyers });
          return (
            <div
              key={e.roundId}
              role="img"
              aria-label={t('series.trend.edition', { number: e.number, units, buyers })}
              data-testid={`series-trend-${e.roundId}`}
              style={{ display: 'flex', gap: 8, alignItems: 'center' }}
            >
              <span style={{ minWidth: 32 }}>#{e.number}</span>
              <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Bar width={share(e.units, maxUnits)} color={UNITS_COLOR} text={units} />
                <Bar width={share(e.buyers, maxBuyers)} color={BUYERS_COLOR} text={buyers} />
              </div>
            </div>
          );
        })}
      </Flex>
    </section>
  );
}

function Bar({ width, color, text }: { width: string; color: string | undefined; text: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div
          style={{ width, minWidth: width === '0%' ? 0 : 2, height: 10, borderRadius: 2, background: color }}
        />
      </div>
      {/* One width for every figure, so the bars of all editions share one scale. */}
      <span style={{ flex: '0 0 9.5em', fontSize: 12 }}>{text}</span>
    </div>
  );
}

function Legend({ color, label }: { color: string | undefined; label: string }) {
  return (
    <Flex gap={4} align="center">
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: color }} />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
