import { Fragment, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@marketplace/contracts';
import { LIMIT_CURRENCIES, SPENDING_LIMIT_MAX } from '@marketplace/contracts/constants';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { dialogFooter } from '@marketplace/web-kit/dialog-footer';
import { limitDrafts, limitsBody, useSetMemberLimitsMutation, type LimitDrafts } from './team-api';

/** An amount a limit field may hold: empty (no limit), or at least 0 with at most 2 decimals. */
export function validLimitText(text: string): boolean {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return true;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return false;
  return Number(trimmed) <= SPENDING_LIMIT_MAX;
}

type Kind = 'perOrder' | 'perMonth';
const KINDS: readonly { kind: Kind; testId: string; labelKey: string }[] = [
  { kind: 'perOrder', testId: 'per-order', labelKey: 'team.limitsDialog.perOrderLabel' },
  { kind: 'perMonth', testId: 'per-month', labelKey: 'team.limitsDialog.perMonthLabel' },
];

/** The member's whole set of limits, one row per currency; saving replaces it (PUT). */
export function LimitsDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failure = useFailureToast();
  const [save, { isLoading }] = useSetMemberLimitsMutation();
  const [drafts, setDrafts] = useState<LimitDrafts>(() => limitDrafts(member.limits));
  const valid = LIMIT_CURRENCIES.every((c) => KINDS.every(({ kind }) => validLimitText(drafts[c][kind])));

  const submit = async () => {
    if (!valid) return;
    const result = await save({ userId: member.userId, limits: limitsBody(drafts) });
    if ('error' in result && result.error) {
      failure('buyer:team.limitsDialog.failed', result.error);
      return;
    }
    message.success(t('team.limitsDialog.saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('team.limitsDialog.title', { name: member.name })}
      onCancel={onClose}
      footer={dialogFooter({
        cancel: { label: t('team.limitsDialog.cancel'), onClick: onClose, testId: 'limits-cancel' },
        ok: {
          label: t('team.limitsDialog.save'),
          testId: 'limits-save',
          loading: isLoading,
          disabled: !valid,
          onClick: () => void submit(),
        },
      })}
    >
      <Typography.Paragraph type="secondary">{t('team.limitsDialog.help')}</Typography.Paragraph>
      <LimitsFields
        drafts={drafts}
        onChange={(currency, kind, value) =>
          setDrafts((d) => ({ ...d, [currency]: { ...d[currency], [kind]: value } }))
        }
      />
    </Modal>
  );
}

type Currency = keyof LimitDrafts;

/** The dialog's fields: a row per currency, its per-order and per-month amounts. */
export function LimitsFields({
  drafts,
  onChange,
}: {
  drafts: LimitDrafts;
  onChange: (currency: Currency, kind: Kind, value: string) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <div
      data-testid="limits-form"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <Typography.Text strong>{t('team.limitsDialog.currency')}</Typography.Text>
      <Typography.Text strong>{t('team.limitsDialog.perOrder')}</Typography.Text>
      <Typography.Text strong>{t('team.limitsDialog.perMonth')}</Typography.Text>
      {LIMIT_CURRENCIES.map((currency) => (
        <Fragment key={currency}>
          <Typography.Text>{currency}</Typography.Text>
          {KINDS.map(({ kind, testId, labelKey }) => (
            <Input
              key={kind}
              inputMode="decimal"
              autoComplete="off"
              data-testid={`limit-${currency}-${testId}`}
              aria-label={t(labelKey, { currency })}
              value={drafts[currency][kind]}
              status={validLimitText(drafts[currency][kind]) ? undefined : 'error'}
              aria-invalid={!validLimitText(drafts[currency][kind])}
              onChange={(e) => onChange(currency, kind, e.target.value)}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
