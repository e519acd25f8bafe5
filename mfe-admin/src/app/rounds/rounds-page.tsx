import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow, RoundStatus } from '@marketplace/contracts';
import { RoundStatusTag } from '@marketplace/web-kit/status-tag';
import { lazyPage, LightButton, LightFlex, useFeedback, useFailureToast } from '@marketplace/web-kit';
import {
  CellText,
  dateColumn,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useDecideRoundMutation, useListRoundsQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ROUND_FILTERS, roundActions } from '../common/status-list';
import { StatusFilter, useStatusList } from '../common/status-filter';
import { ListCard } from '@marketplace/web-kit/list-card';

type Decision = 'approve' | 'reject' | 'close';
const SUCCESS_KEY: Record<Decision, string> = {
  approve: 'rounds.approved',
  reject: 'rounds.rejected',
  close: 'rounds.closed',
};
/** Decisions that cannot be taken back ask first, saying what they do (spec §4). */
const CONFIRM_KEYS: Partial<Record<Decision, { title: string; text: string }>> = {
  reject: { title: 'rounds.confirm.rejectTitle', text: 'rounds.confirm.rejectText' },
  close: { title: 'rounds.confirm.closeTitle', text: 'rounds.confirm.closeText' },
};
const FAILURE_KEY: Record<Decision, string> = {
  approve: 'rounds.updateFailed',
  reject: 'rounds.updateFailed',
  close: 'rounds.closeFailed',
};

// The review (antd's Modal and Descriptions) loads when first opened: the list itself is drawn
// with the kit's light widgets, and the page loads no antd on its way to the screen.
const RoundReviewDialog = lazyPage(() => import('./round-review'), 'RoundReviewDialog');

/** Admin › Rounds (spec §2.6, §4): search, status filter, Approve / Reject / Close Round / view. */
export function RoundsPage() {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { modal, notification } = useFeedback();
  const { searchBox, status, setStatus, data, isFetching } = useStatusList(
    'rounds',
    ROUND_FILTERS,
    useListRoundsQuery,
  );
  const [decide, deciding] = useDecideRoundMutation();
  const [viewing, setViewing] = useState<AdminRoundRow | null>(null);

  const decisions = useMemo(() => {
    /** True when the decision was taken. */
    async function decideNow(round: AdminRoundRow, decision: Decision): Promise<boolean> {
      const result = await decide({ roundId: round.id, decision });
      if ('error' in result) {
        failure(`admin:${FAILURE_KEY[decision]}`, result.error);
        return false;
      }
      notification.success({ message: t(SUCCESS_KEY[decision]) });
      return true;
    }
    function confirmThenDecide(
      round: AdminRoundRow,
      decision: Decision,
      confirm: { title: string; text: string },
    ) {
      modal.confirm({
        title: t(confirm.title),
        content: t(confirm.text, { title: round.title }),
        okText: t(`rounds.${decision}`),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => decideNow(round, decision),
      });
    }
    function act(round: AdminRoundRow, decision: Decision) {
      // Approving commits buyers and supplier to the round's products and terms, so
      // it is done from the review that shows them.
      if (decision === 'approve') return setViewing(round);
      const confirm = CONFIRM_KEYS[decision];
      if (!confirm) return void decideNow(round, decision);
      confirmThenDecide(round, decision, confirm);
    }
    /** From the review: approve at once (the terms are on screen), reject after its question. */
    async function decideFromReview(round: AdminRoundRow, decision: 'approve' | 'reject') {
      const confirm = CONFIRM_KEYS[decision];
      if (confirm) {
        setViewing(null);
        return confirmThenDecide(round, decision, confirm);
      }
      if (await decideNow(round, decision)) setViewing(null);
    }
    return { act, decideFromReview };
  }, [decide, modal, t, failure, notification]);
  const { act, decideFromReview } = decisions;

  const columns = useMemo<DataColumn<AdminRoundRow>[]>(() => {
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
              <LightButton key={action} size="small" onClick={() => setViewing(r)}>
                {t('common.view')}
              </LightButton>
            ) : (
              <LightButton
                key={action}
                size="small"
                variant={action === 'approve' ? 'primary' : 'default'}
                danger={action !== 'approve'}
                disabled={deciding.isLoading}
                onClick={() => act(r, action)}
              >
                {t(`rounds.${action}`)}
              </LightButton>
            ),
          )}
        </TableActions>
      )),
    ];
  }, [act, deciding.isLoading, t]);

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
            deciding={deciding.isLoading}
            onClose={() => setViewing(null)}
            onDecide={(decision) => void decideFromReview(viewing, decision)}
          />
        </Suspense>
      )}
    </LightFlex>
  );
}
