import type { HTMLAttributes } from 'react';
import { Badge, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot, TeamMember } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/web-kit';
import { CellText, DataTable, type DataColumn } from '@marketplace/web-kit/data-table';
import { orderNumber } from '../ui/order-number';
import { CompanyDecisionButtons } from './company-decision';
import { exceededText } from './limits-text';

/**
 * The orders waiting for the approver, with how many in the card's title, the limits each went
 * over and the decision's buttons. The member is named from the team's list (an id until it has come).
 */
export function TeamApprovalsCard({
  pending,
  members,
  loading,
}: {
  pending: OrderSnapshot[];
  members: readonly TeamMember[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('buyer');
  const nameOf = (userId: string) => members?.find((m) => m.userId === userId)?.name ?? userId;
  const approvalColumns: DataColumn<OrderSnapshot>[] = [
    {
      key: 'order',
      nowrap: true,
      title: t('team.approvals.order'),
      render: (_, o) => <CellText strong text={orderNumber(o.id)} />,
    },
    {
      key: 'round',
      title: t('team.approvals.round'),
      render: (_, o) => <CellText text={o.roundTitle} note={o.supplierName} />,
    },
    { key: 'member', title: t('team.approvals.member'), render: (_, o) => nameOf(o.buyerId) },
    {
      key: 'total',
      nowrap: true,
      title: t('team.approvals.total'),
      render: (_, o) => formatMoney(o.totalValue, o.currency),
    },
    {
      key: 'exceeded',
      title: t('team.approvals.exceeded'),
      render: (_, o) => (
        <span data-testid={`exceeded-${o.id}`}>{exceededText(t, o.companyApproval?.exceeded ?? [])}</span>
      ),
    },
    {
      key: 'actions',
      actions: true,
      title: t('team.approvals.actions'),
      render: (_, o) => <CompanyDecisionButtons order={o} />,
    },
  ];
  return (
    <Card
      title={
        <Flex align="center" gap="small" wrap>
          <span>{t('team.approvals.title')}</span>
          <Badge
            count={pending.length}
            showZero
            color="#1f5eff"
            title={t('team.approvals.waiting', { count: pending.length })}
            data-testid="approvals-count"
          />
        </Flex>
      }
    >
      <div data-testid="team-approvals">
        <DataTable<OrderSnapshot>
          columns={approvalColumns}
          dataSource={pending}
          loading={loading}
          locale={{ emptyText: t('team.approvals.empty') }}
          pagination={false}
          onRow={(o) => ({ 'data-testid': `approval-${o.id}` }) as HTMLAttributes<HTMLElement>}
        />
      </div>
    </Card>
  );
}
