import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StandingKey } from './standing-api';
import type { FieldProblem, StandingDraft, StandingField } from './standing-draft';
import { StandingFields, type ForOption } from './standing-fields';

/** The series' product a standing order is set on, as the dialog names it. */
export interface StandingTarget extends StandingKey {
  productName: string;
  unitsPerPack: number;
}

/**
 * The dialog's content: what a standing order does, in one sentence, the product and its pack,
 * whose it is when the approver edits a member's, then the fields. Exported for the specs, which
 * draw it without the Modal.
 */
export function StandingForm({
  target,
  draft,
  problems,
  forOptions,
  holderName,
  onChange,
}: {
  target: StandingTarget;
  draft: StandingDraft;
  problems: Partial<Record<StandingField, FieldProblem>>;
  forOptions?: ForOption[];
  /** A member's standing order the approver edits: the member's name. */
  holderName?: string;
  onChange: (patch: Partial<StandingDraft>) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <Flex vertical gap="middle" data-testid="standing-dialog">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="standing-explained">
        {t('standing.dialog.explained')}
      </Typography.Paragraph>
      <Typography.Text>
        {target.productName} · {t('standing.dialog.pack', { count: target.unitsPerPack })}
      </Typography.Text>
      {holderName && (
        <Typography.Text strong data-testid="standing-holder">
          {t('standing.card.for', { name: holderName })}
        </Typography.Text>
      )}
      <StandingFields draft={draft} problems={problems} forOptions={forOptions} onChange={onChange} />
    </Flex>
  );
}
