import { useId } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EditionChange, SinceLastApproved } from '@marketplace/contracts';
import { formatDate } from '@marketplace/web-kit';

type Money = (value: number) => string;

/** The values a change's sentence shows, formatted as the rest of the review shows them. */
function changeValues(change: EditionChange, t: TFunction, money: Money): Record<string, string | number> {
  const key = 'rounds.review.sinceLast';
  switch (change.kind) {
    case 'unit_price':
      return { name: change.name, from: money(change.from), to: money(change.to) };
    case 'max_qty': {
      const max = (value: number | null) => value ?? t(`${key}.noMax`);
      return { name: change.name, from: max(change.from), to: max(change.to) };
    }
    case 'freight_cost': {
      const freight = (value: number | null) => (value === null ? t(`${key}.noFreight`) : money(value));
      return { from: freight(change.from), to: freight(change.to) };
    }
    case 'end_action':
      return { from: t(`common:endActions.${change.from}`), to: t(`common:endActions.${change.to}`) };
    default:
      return { ...change };
  }
}

/**
 * A series' edition beside the edition of that series buyers last saw approved: what the admin
 * would approve differently, one sentence per change, or that nothing changed.
 */
export function SinceLastApprovedSection({ since, money }: { since: SinceLastApproved; money: Money }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const { changes, title, approvedAt } = since;
  const note = [
    changes.length ? t('rounds.review.sinceLast.count', { count: changes.length }) : null,
    approvedAt
      ? t('rounds.review.sinceLast.approvedAt', { date: formatDate(approvedAt, i18n.language) })
      : null,
  ].filter(Boolean);
  return (
    <Flex vertical gap={4} component="section" aria-labelledby={headingId} data-testid="review-since-last">
      <Typography.Text strong id={headingId}>
        {t(changes.length ? 'rounds.review.sinceLast.title' : 'rounds.review.sinceLast.none', { title })}
      </Typography.Text>
      {note.length > 0 && <Typography.Text type="secondary">{note.join(' · ')}</Typography.Text>}
      {changes.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20, overflowWrap: 'anywhere' }}>
          {changes.map((change, i) => (
            <li key={i} data-kind={change.kind}>
              {t(`rounds.review.sinceLast.changes.${change.kind}`, changeValues(change, t, money))}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
