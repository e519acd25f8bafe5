import { useMemo, type HTMLAttributes } from 'react';
import { Button, Card } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@marketplace/contracts';
import {
  CellText,
  DataTable,
  EmailText,
  TableActions,
  type DataColumn,
} from '@marketplace/web-kit/data-table';
import { Limits, RoleTag, Spent } from './team-figures';

/** The approver's members table: who, their role, limits and spending, and Set limits for each. */
export function TeamMembersCard({
  members,
  loading,
  onSetLimits,
}: {
  members: readonly TeamMember[] | undefined;
  loading: boolean;
  onSetLimits: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('buyer');
  const memberColumns = useMemo<DataColumn<TeamMember>[]>(
    () => [
      { key: 'name', title: t('team.members.name'), render: (_, m) => <CellText strong text={m.name} /> },
      { key: 'email', title: t('team.members.email'), render: (_, m) => <EmailText email={m.email} /> },
      { key: 'role', title: t('team.members.role'), render: (_, m) => <RoleTag role={m.teamRole} /> },
      {
        key: 'limits',
        title: t('team.members.limits'),
        render: (_, m) => <Limits limits={m.limits} testId={`limits-${m.userId}`} />,
      },
      {
        key: 'spent',
        title: t('team.members.spent'),
        render: (_, m) => <Spent spent={m.spentThisMonth} testId={`spent-${m.userId}`} />,
      },
      {
        key: 'actions',
        actions: true,
        title: t('team.members.actions'),
        render: (_, m) => (
          <TableActions>
            <Button icon={<EditOutlined />} onClick={() => onSetLimits(m)} data-testid="set-limits">
              {t('team.members.setLimits')}
            </Button>
          </TableActions>
        ),
      },
    ],
    [t, onSetLimits],
  );
  return (
    <Card title={t('team.members.title')}>
      <div data-testid="team-members">
        <DataTable<TeamMember>
          rowKey="userId"
          columns={memberColumns}
          dataSource={members ?? []}
          loading={loading}
          locale={{ emptyText: t('team.members.empty') }}
          pagination={false}
          onRow={(m) => ({ 'data-testid': `team-member-${m.userId}` }) as HTMLAttributes<HTMLElement>}
        />
      </div>
    </Card>
  );
}
