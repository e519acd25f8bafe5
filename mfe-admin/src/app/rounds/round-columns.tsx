import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow, RoundStatus } from '@marketplace/contracts';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { LightButton } from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { roundActions } from '../common/status-list';
import type { RoundDecision } from './use-round-decisions';

/** The columns of Admin › Rounds' table; each row's buttons are what its status allows (`roundActions`). */
export function useRoundColumns({
  act,
  deciding,
  view,
}: {
  act: (round: AdminRoundRow, decision: RoundDecision) => void;
  deciding: boolean;
  view: (round: AdminRoundRow) => void;
}) {
  const { t } = useTranslation('admin');
  return useMemo<DataColumn<AdminRoundRow>[]>(() => {
    return [
      {
        key: 'round',
        title: t('rounds.columns.round'),
        render: (_, r) => <CellText strong text={r.title} note={r.description} noteLines={2} />,
      },
      {
        key: 'supplier',
        title: t('rounds.columns.supplier'),
        dataIndex: 'supplierName',
      },
      {
        key: 'status',
        title: t('rounds.columns.status'),
        render: (_, r) => <RoundStatusTag status={r.status as RoundStatus} labels="common:roundStatus" />,
      },
      { key: 'currency', title: t('rounds.columns.currency'), dataIndex: 'currency' },
      dateColumn('created', t('rounds.columns.created'), (r) => r.createdAt),
      actionsColumn('actions', t('common.actions'), (r) => (
        <TableActions>
          {roundActions(r.status as RoundStatus).map((action) =>
            action === 'view' ? (
              <LightButton key={action} size="small" onClick={() => view(r)}>
                {t('common.view')}
              </LightButton>
            ) : (
              <LightButton
                key={action}
                size="small"
                variant={action === 'approve' ? 'primary' : 'default'}
                danger={action !== 'approve'}
                disabled={deciding}
                onClick={() => act(r, action)}
              >
                {t(`rounds.${action}`)}
              </LightButton>
            ),
          )}
        </TableActions>
      )),
    ];
  }, [act, deciding, t, view]);
}
