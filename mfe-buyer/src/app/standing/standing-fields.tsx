import type { ReactNode } from 'react';
import { Flex, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PRICE_RISE_MAX_PCT,
  type FieldProblem,
  type StandingDraft,
  type StandingField,
} from './standing-draft';

/** Whom an approver may set it for: themselves and their team's members. */
export interface ForOption {
  value: string;
  label: string;
}

const FIELDS: readonly { field: StandingField; testId: string; labelKey: string; max?: number }[] = [
  { field: 'qty', testId: 'standing-qty', labelKey: 'standing.form.qty' },
  { field: 'flex', testId: 'standing-flex', labelKey: 'standing.form.flex' },
  {
    field: 'priceRiseLimitPct',
    testId: 'standing-price-limit',
    labelKey: 'standing.form.priceLimit',
    max: PRICE_RISE_MAX_PCT,
  },
];

/**
 * The standing order's fields, one under the other (the dialog is a phone's width at 390 px):
 * For (an approver's), quantity and flexible units in units, and the price limit. A field's
 * problem shows under it once the buyer has tried to save.
 */
export function StandingFields({
  draft,
  problems,
  forOptions,
  onChange,
}: {
  draft: StandingDraft;
  /** Shown: the problems of the fields (none until a save was tried). */
  problems: Partial<Record<StandingField, FieldProblem>>;
  /** An approver's choice of whose it is; absent for anyone else. */
  forOptions?: ForOption[];
  onChange: (patch: Partial<StandingDraft>) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <Flex vertical gap="middle" data-testid="standing-fields">
      {forOptions && (
        <Labelled id="standing-for" label={t('standing.form.for')}>
          <Select<string>
            id="standing-for"
            data-testid="standing-for"
            value={draft.buyerId}
            options={forOptions}
            onChange={(buyerId) => onChange({ buyerId })}
            style={{ width: '100%' }}
          />
        </Labelled>
      )}
      {FIELDS.map(({ field, testId, labelKey, max }) => {
        const problem = problems[field];
        const errorId = `${testId}-error`;
        return (
          <Labelled key={field} id={testId} label={t(labelKey)}>
            <InputNumber
              id={testId}
              data-testid={testId}
              min={0}
              max={max}
              // Units are whole; a percentage may have decimals.
              precision={field === 'priceRiseLimitPct' ? undefined : 0}
              value={draft[field]}
              status={problem ? 'error' : undefined}
              aria-invalid={!!problem}
              aria-describedby={problem ? errorId : undefined}
              onChange={(value) => onChange({ [field]: typeof value === 'number' ? value : null })}
              style={{ width: '100%', maxWidth: 200 }}
            />
            {problem && (
              <Typography.Text type="danger" id={errorId} role="alert" data-testid={errorId}>
                {t(problem.key, problem.values)}
              </Typography.Text>
            )}
          </Labelled>
        );
      })}
    </Flex>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Flex>
  );
}
