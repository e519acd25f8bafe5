import { useMemo, useState, type HTMLAttributes } from 'react';
import { Alert, Badge, Button, Card, Descriptions, Empty, Flex, List, Select, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type {
  OrderSnapshot,
  StoredLimit,
  TeamAuditEntry,
  TeamCart,
  TeamMember,
  TeamRole,
} from '@marketplace/contracts';
import {
  areaPageTitleKey,
  formatDateTime,
  formatMoney,
  useErrorToast,
  useFailureToast,
  useFeedback,
  useSession,
} from '@marketplace/web-kit';
import { itemsAndUnits } from '@marketplace/i18n';
import { PageHeader } from '@marketplace/web-kit/page-header';
import {
  CellText,
  DataTable,
  EmailText,
  TableActions,
  type DataColumn,
} from '@marketplace/web-kit/data-table';
import { orderNumber } from '../ui/order-number';
import { CompanyDecisionButtons } from './company-decision';
import { LimitsDialog } from './limits-dialog';
import { exceededText, limitLines, type Translate } from './limits-text';
import {
  useGetTeamQuery,
  useMySpendingQuery,
  useSetTeamTimeZoneMutation,
  useTeamAuditQuery,
} from './team-api';

function Limits({ limits, testId }: { limits: readonly StoredLimit[]; testId?: string }) {
  const { t } = useTranslation('buyer');
  const lines = limitLines(t, limits);
  return (
    <Flex vertical data-testid={testId}>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{t('team.noLimit')}</Typography.Text>
      ) : (
        lines.map((line) => <span key={line}>{line}</span>)
      )}
    </Flex>
  );
}

function Spent({ spent, testId }: { spent: TeamMember['spentThisMonth']; testId?: string }) {
  const { t } = useTranslation('buyer');
  const lines = spent.filter((s) => s.amount > 0);
  return (
    <Flex vertical data-testid={testId}>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{t('team.nothingSpent')}</Typography.Text>
      ) : (
        lines.map((s) => (
          <span key={s.currency} style={{ whiteSpace: 'nowrap' }}>
            {s.currency}: {formatMoney(s.amount, s.currency)}
          </span>
        ))
      )}
    </Flex>
  );
}

function RoleTag({ role }: { role: TeamRole }) {
  const { t } = useTranslation('buyer');
  return (
    <Tag color={role === 'approver' ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
      {t(`team.roles.${role}`)}
    </Tag>
  );
}

/**
 * Buyer › Team: the approver's page (members and their limits, orders waiting for approval,
 * the company's time zone, the audit trail); a member sees their own limits and spending. Which
 * one comes from the signed-in profile, so a member never asks for the approver's reads.
 */
export function TeamPage() {
  const { profile } = useSession();
  return profile?.teamRole === 'approver' ? <ApproverTeam /> : <MemberTeam />;
}

function ApproverTeam() {
  const { t } = useTranslation('buyer');
  const { data, error, isFetching } = useGetTeamQuery();
  useErrorToast(error, 'buyer:team.loadFailed');
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const members = data?.members;

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
            <Button icon={<EditOutlined />} onClick={() => setEditing(m)} data-testid="set-limits">
              {t('team.members.setLimits')}
            </Button>
          </TableActions>
        ),
      },
    ],
    [t],
  );

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

  const cartColumns: DataColumn<TeamCart>[] = [
    {
      key: 'member',
      title: t('team.carts.member'),
      render: (_, c) => <CellText strong text={c.memberName} />,
    },
    {
      key: 'round',
      title: t('team.carts.round'),
      render: (_, c) => <CellText text={c.roundTitle} note={c.supplierName} />,
    },
    {
      key: 'items',
      title: t('team.carts.items'),
      render: (_, c) => itemsAndUnits(t, c.totalItems, c.totalUnits),
    },
    {
      key: 'subtotal',
      nowrap: true,
      title: t('team.carts.subtotal'),
      render: (_, c) => formatMoney(c.subtotal, c.currency),
    },
    {
      key: 'closes',
      title: t('team.carts.closes'),
      render: (_, c) => (c.closeAt ? formatDateTime(c.closeAt) : '—'),
    },
  ];

  const pending = data?.pendingApprovals ?? [];
  return (
    <Flex vertical gap="middle" data-testid="team-page">
      <PageHeader title={t(areaPageTitleKey('team'))} subtitle={t('team.subtitle')} />
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
            loading={isFetching && !data}
            locale={{ emptyText: t('team.approvals.empty') }}
            pagination={false}
            onRow={(o) => ({ 'data-testid': `approval-${o.id}` }) as HTMLAttributes<HTMLElement>}
          />
        </div>
      </Card>
      <Card title={t('team.members.title')}>
        <div data-testid="team-members">
          <DataTable<TeamMember>
            rowKey="userId"
            columns={memberColumns}
            dataSource={members ?? []}
            loading={isFetching && !data}
            locale={{ emptyText: t('team.members.empty') }}
            pagination={false}
            onRow={(m) => ({ 'data-testid': `team-member-${m.userId}` }) as HTMLAttributes<HTMLElement>}
          />
        </div>
      </Card>
      <Card title={t('team.carts.title')}>
        <div data-testid="team-carts">
          <DataTable<TeamCart>
            rowKey={(c) => `${c.memberId}:${c.roundId}`}
            columns={cartColumns}
            dataSource={data?.carts ?? []}
            loading={isFetching && !data}
            locale={{ emptyText: t('team.carts.empty') }}
            pagination={false}
            onRow={(c) =>
              ({ 'data-testid': `team-cart-${c.memberId}-${c.roundId}` }) as HTMLAttributes<HTMLElement>
            }
          />
        </div>
      </Card>
      {data && <TimeZoneCard timeZone={data.timeZone} />}
      <ActivityCard />
      {editing && <LimitsDialog member={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

/** Zones offered for the company's months; the company's own is added when it is not among them. */
export const TIME_ZONES = [
  'UTC',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Atlantic/Azores',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Luanda',
  'Africa/Maputo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failure = useFailureToast();
  const [save, { isLoading }] = useSetTeamTimeZoneMutation();
  const zones: readonly string[] = TIME_ZONES.includes(timeZone as (typeof TIME_ZONES)[number])
    ? TIME_ZONES
    : [timeZone, ...TIME_ZONES];
  const change = async (next: string) => {
    const result = await save({ timeZone: next });
    if ('error' in result && result.error) failure('buyer:team.settings.failed', result.error);
    else message.success(t('team.settings.saved'));
  };
  return (
    <Card title={t('team.settings.title')}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('team.settings.help')}</Typography.Text>
        <Select<string>
          data-testid="team-time-zone"
          aria-label={t('team.settings.label')}
          showSearch
          loading={isLoading}
          value={timeZone}
          onChange={(next) => void change(next)}
          options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
          style={{ width: '100%', maxWidth: 360 }}
        />
      </Flex>
    </Card>
  );
}

/** What an audit entry says happened, in the user's language. */
export function activityText(t: Translate, entry: TeamAuditEntry): string {
  const reason = typeof entry.details['reason'] === 'string' ? entry.details['reason'] : null;
  const values = {
    actor: entry.actorName ?? entry.actorId ?? t('team.activity.closing'),
    member: entry.memberName ?? entry.memberId ?? '',
    order: entry.orderId ? orderNumber(entry.orderId) : '',
    reason,
    timeZone: typeof entry.details['after'] === 'string' ? entry.details['after'] : '',
  };
  if (entry.action === 'order_company_rejected' && reason)
    return t('team.activity.order_company_rejected_reason', values);
  return t(`team.activity.${entry.action}`, values);
}

function ActivityCard() {
  const { t } = useTranslation('buyer');
  const { data, error, isFetching } = useTeamAuditQuery();
  useErrorToast(error, 'buyer:team.activityFailed');
  return (
    <Card title={t('team.activity.title')}>
      <List<TeamAuditEntry>
        data-testid="team-activity"
        size="small"
        loading={isFetching && !data}
        dataSource={data?.items ?? []}
        rowKey="id"
        locale={{ emptyText: t('team.activity.empty') }}
        renderItem={(entry) => (
          <List.Item data-testid="team-activity-entry">
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <span style={{ overflowWrap: 'anywhere' }}>{activityText(t, entry)}</span>
              <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** A member's (or a buyer outside a team's) own limits and this month's spending. */
function MemberTeam() {
  const { t } = useTranslation('buyer');
  const { data, error, isFetching } = useMySpendingQuery();
  useErrorToast(error, 'buyer:team.mine.loadFailed');
  return (
    <Flex vertical gap="middle" data-testid="team-page">
      <PageHeader title={t(areaPageTitleKey('team'))} />
      <Card title={t('team.mine.title')} loading={isFetching && !data} data-testid="team-mine">
        {data &&
          (data.teamRole === null ? (
            <Empty description={t('team.mine.noTeam')} />
          ) : (
            <Flex vertical gap="middle">
              <Alert type="info" showIcon message={t('team.mine.text')} />
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('team.mine.limits')}>
                  <Limits limits={data.limits} testId="my-limits" />
                </Descriptions.Item>
                <Descriptions.Item label={t('team.mine.spent')}>
                  <Flex vertical>
                    <Spent spent={data.spentThisMonth} testId="my-spent" />
                    <Typography.Text type="secondary">
                      {t('team.mine.month', { month: data.month, timeZone: data.timeZone })}
                    </Typography.Text>
                  </Flex>
                </Descriptions.Item>
              </Descriptions>
            </Flex>
          ))}
      </Card>
    </Flex>
  );
}
