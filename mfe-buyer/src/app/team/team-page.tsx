import { useState } from 'react';
import { Alert, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@marketplace/contracts';
import { areaPageTitleKey, useErrorToast, useSession } from '@marketplace/web-kit';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { LimitsDialog } from './limits-dialog';
import { TeamActivityCard } from './team-activity-card';
import { TeamApprovalsCard } from './team-approvals-card';
import { useGetTeamQuery, useMySpendingQuery } from './team-api';
import { TeamCartsCard } from './team-carts-card';
import { Limits, Spent } from './team-figures';
import { TeamMembersCard } from './team-members-card';
import { TimeZoneCard } from './time-zone-card';

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
  const loading = isFetching && !data;
  return (
    <Flex vertical gap="middle" data-testid="team-page">
      <PageHeader title={t(areaPageTitleKey('team'))} subtitle={t('team.subtitle')} />
      <TeamApprovalsCard pending={data?.pendingApprovals ?? []} members={members} loading={loading} />
      <TeamMembersCard members={members} loading={loading} onSetLimits={setEditing} />
      <TeamCartsCard carts={data?.carts ?? []} loading={loading} />
      {data && <TimeZoneCard timeZone={data.timeZone} />}
      <TeamActivityCard />
      {editing && <LimitsDialog member={editing} onClose={() => setEditing(null)} />}
    </Flex>
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
