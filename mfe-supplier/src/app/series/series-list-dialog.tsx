import type { HTMLAttributes } from 'react';
import { Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Series } from '@marketplace/contracts';
import { formatDate } from '@marketplace/web-kit';
import {
  actionsColumn,
  CellText,
  DataTable,
  figureColumn,
  type DataColumn,
} from '@marketplace/web-kit/data-table';
import { useLoadFailureToast } from '../common/failure';
import { useListSeriesQuery } from './series-api';
import { SeriesStatusTag } from './series-dialog';
import { rhythmText } from './series-rules';

/** My Series: the company's series, newest first, each opening its series view (`onView`). */
export function SeriesListDialog({
  open,
  onClose,
  onView,
}: {
  open: boolean;
  onClose: () => void;
  onView: (seriesId: string) => void;
}) {
  const { t } = useTranslation('supplier');
  const { currentData, error } = useListSeriesQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  useLoadFailureToast(error, 'series.toast.listFailed');
  return (
    <Modal
      open={open}
      title={t('series.list.title')}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <div data-testid="series-list">
        {currentData ? <SeriesListContent series={currentData.items} onView={onView} /> : <Skeleton active />}
      </div>
    </Modal>
  );
}

export function SeriesListContent({
  series,
  onView,
}: {
  series: readonly Series[];
  onView: (seriesId: string) => void;
}) {
  const { t, i18n } = useTranslation('supplier');
  const columns: DataColumn<Series>[] = [
    {
      key: 'series',
      title: t('series.list.columns.series'),
      render: (_, s) => <CellText text={s.title} note={rhythmText(t, s.every, s.openDaysBefore)} />,
    },
    {
      key: 'status',
      title: t('series.list.columns.status'),
      render: (_, s) => <SeriesStatusTag status={s.status} />,
    },
    {
      key: 'next',
      nowrap: true,
      title: t('series.list.columns.next'),
      render: (_, s) =>
        s.next && s.status !== 'ended' ? formatDate(s.next.closeAt, i18n.resolvedLanguage) : '—',
    },
    figureColumn('editions', t('series.list.columns.editions'), (s) => s.editions.length),
    actionsColumn('actions', t('series.list.columns.actions'), (s) => (
      <Button size="small" onClick={() => onView(s.id)} data-testid={`series-open-${s.id}`}>
        {t('series.list.view')}
      </Button>
    )),
  ];
  return (
    <DataTable<Series>
      size="small"
      pagination={false}
      dataSource={series}
      columns={columns}
      locale={{ emptyText: t('series.list.empty') }}
      onRow={(s) => ({ 'data-testid': `series-row-${s.id}` }) as HTMLAttributes<HTMLElement>}
    />
  );
}
