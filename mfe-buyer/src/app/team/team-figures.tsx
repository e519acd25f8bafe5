import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoredLimit, TeamMember, TeamRole } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/web-kit';
import { limitLines } from './limits-text';

/** A buyer's limits, one line per currency; the approver's table and a member's own page show them alike. */
export function Limits({ limits, testId }: { limits: readonly StoredLimit[]; testId?: string }) {
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

/** What a buyer spent this month, one line per currency they spent in. */
export function Spent({ spent, testId }: { spent: TeamMember['spentThisMonth']; testId?: string }) {
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

export function RoleTag({ role }: { role: TeamRole }) {
  const { t } = useTranslation('buyer');
  return (
    <Tag color={role === 'approver' ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
      {t(`team.roles.${role}`)}
    </Tag>
  );
}
