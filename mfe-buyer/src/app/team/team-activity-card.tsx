import { Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamAuditEntry } from '@marketplace/contracts';
import { formatDateTime, useErrorToast } from '@marketplace/web-kit';
import { orderNumber } from '../ui/order-number';
import type { Translate } from './limits-text';
import { useTeamAuditQuery } from './team-api';

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

/** The team's audit trail, read apart from the team so that it can fail or load on its own. */
export function TeamActivityCard() {
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
