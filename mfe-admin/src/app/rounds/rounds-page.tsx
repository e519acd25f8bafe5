import { useMemo, useState } from 'react';
import { Button, Descriptions, Flex, Modal, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow, RoundStatus } from '@marketplace/contracts';
import { clampLines, formatDate, useFeedback, useErrorToast } from '@marketplace/web-kit';
import { TableActions, type DataColumn } from '@marketplace/web-kit/data-table';
import { useDecideRoundMutation, useListRoundsQuery } from '../api/admin-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ROUND_FILTERS, ROUND_STATUS_COLORS, roundActions } from '../common/status-list';
import { useAdminToasts } from '../common/use-admin-toasts';
import { useDebouncedValue } from '@marketplace/web-kit';
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

function RoundDetails({ round, onClose }: { round: AdminRoundRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const status = round.status as RoundStatus;
  return (
    <Modal open title={t('rounds.details.title')} onCancel={onClose} footer={null}>
      <Descriptions column={1} size="small" data-testid="round-details">
        <Descriptions.Item label={t('rounds.columns.round')}>{round.title}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.description')}>
          {round.description ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.supplier')}>{round.supplierName}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.status')}>
          <Tag color={ROUND_STATUS_COLORS[status]}>{t(`rounds.statuses.${status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.currency')}>{round.currency}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.products')}>{round.productCount}</Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.opens')}>
          {round.openAt ? formatDate(round.openAt) : t('rounds.details.notScheduled')}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.details.closes')}>
          {round.closeAt ? formatDate(round.closeAt) : t('rounds.details.notScheduled')}
        </Descriptions.Item>
        <Descriptions.Item label={t('rounds.columns.created')}>
          {formatDate(round.createdAt)}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/** Admin › Rounds (spec §2.6, §4): search, status filter, Approve / Reject / Close Round / view. */
export function RoundsPage() {
  const { t } = useTranslation('admin');
  const toasts = useAdminToasts();
  const { modal } = useFeedback();
  const [searchInput, setSearchInput] = useState('');
  const [status, setStatus] = useState<(typeof ROUND_FILTERS)[number]>('all');
  const search = useDebouncedValue(searchInput, 300).trim();
  const { data, error, isFetching } = useListRoundsQuery({ search, status });
  useErrorToast(error, 'admin:rounds.loadFailed');
  const [decide, deciding] = useDecideRoundMutation();
  const [viewing, setViewing] = useState<AdminRoundRow | null>(null);

  const columns = useMemo<DataColumn<AdminRoundRow>[]>(() => {
    async function decideNow(round: AdminRoundRow, decision: Decision) {
      const result = await decide({ roundId: round.id, decision });
      if ('error' in result) return toasts.failure(t(FAILURE_KEY[decision]), result.error);
      toasts.success(t(SUCCESS_KEY[decision]));
    }
    function act(round: AdminRoundRow, decision: Decision) {
      const confirm = CONFIRM_KEYS[decision];
      if (!confirm) return void decideNow(round, decision);
      modal.confirm({
        title: t(confirm.title),
        content: t(confirm.text, { title: round.title }),
        okText: t(`rounds.${decision}`),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => decideNow(round, decision),
      });
    }
    return [
      {
        key: 'round',
        title: t('rounds.columns.round'),
        render: (_, r) => (
          <Flex vertical>
            <Typography.Text strong>{r.title}</Typography.Text>
            {r.description && (
              <Typography.Text type="secondary">
                <span style={clampLines(2)} title={r.description}>
                  {r.description}
                </span>
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        key: 'supplier',
        title: t('rounds.columns.supplier'),
        dataIndex: 'supplierName',
      },
      {
        key: 'status',
        title: t('rounds.columns.status'),
        render: (_, r) => (
          <Tag color={ROUND_STATUS_COLORS[r.status as RoundStatus]}>{t(`rounds.statuses.${r.status}`)}</Tag>
        ),
      },
      { key: 'currency', title: t('rounds.columns.currency'), dataIndex: 'currency' },
      {
        key: 'created',
        nowrap: true,
        title: t('rounds.columns.created'),
        render: (_, r) => formatDate(r.createdAt),
      },
      {
        key: 'actions',
        actions: true,
        title: t('common.actions'),
        render: (_, r) => (
          <TableActions>
            {roundActions(r.status as RoundStatus).map((action) =>
              action === 'view' ? (
                <Button key={action} size="small" onClick={() => setViewing(r)}>
                  {t('common.view')}
                </Button>
              ) : (
                <Button
                  key={action}
                  size="small"
                  type={action === 'approve' ? 'primary' : 'default'}
                  danger={action !== 'approve'}
                  disabled={deciding.isLoading}
                  onClick={() => act(r, action)}
                >
                  {t(`rounds.${action}`)}
                </Button>
              ),
            )}
          </TableActions>
        ),
      },
    ];
  }, [decide, deciding.isLoading, modal, t, toasts]);

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('rounds.title')} subtitle={t('rounds.subtitle')} />
      <ListCard<AdminRoundRow>
        name="rounds"
        search={{ value: searchInput, onChange: setSearchInput, placeholder: t('rounds.searchPlaceholder') }}
        filter={
          <Select
            data-testid="rounds-status-filter"
            aria-label={t('rounds.statusFilter.label')}
            style={{ minWidth: 200 }}
            value={status}
            onChange={setStatus}
            options={ROUND_FILTERS.map((value) => ({
              value,
              label: value === 'all' ? t('rounds.statusFilter.all') : t(`rounds.statuses.${value}`),
            }))}
          />
        }
        columns={columns}
        rows={data?.items}
        loading={isFetching}
        empty={t('rounds.empty')}
        footer={data && t('common.total', { count: data.total })}
      />
      {viewing && <RoundDetails round={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
