import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemMessage, useFeedback, type Translate } from '@marketplace/web-kit';
import { PackStepper } from './pack-stepper';

/** What a refused flex change tells the buyer, in their language: the service's reason after ours. */
export function flexFailureText(error: unknown, t: Translate): string {
  return `${String(t('buyer:toast.flexFailed'))}. ${problemMessage(error, t)}`;
}

/**
 * A line's flexible commitment, on a cart line and on a standing order's line: "And up
 * to [N] more if the group needs it", in whole packs, 0 for none. Saved when the stepper commits
 * (−/+, Enter, leaving the field); `save` is the line's own request (its promise rejects with the
 * service's problem), and the outcome is told here, the same way for both. `max` is what is left
 * under the product's max: units past it are never called in, so offering them would promise
 * nothing.
 */
export function FlexStepper({
  value,
  unitsPerPack,
  max,
  disabled,
  save,
  savedText,
  testId,
  lineTestId,
}: {
  value: number;
  unitsPerPack: number;
  max: number | null;
  disabled?: boolean;
  save: (flex: number) => Promise<unknown>;
  /** The success message (the cart says "Cart updated"). */
  savedText: string;
  /** The stepper's test id (PackStepper's). */
  testId: string;
  /** The whole sentence's test id. */
  lineTestId: string;
}) {
  const { t } = useTranslation('buyer');
  const { message, notification } = useFeedback();
  const [saving, setSaving] = useState(false);

  async function commit(flex: number) {
    setSaving(true);
    try {
      await save(flex);
      message.success(savedText);
    } catch (err) {
      console.error('Failed to update flexible units', err);
      notification.error({ message: t('toast.error'), description: flexFailureText(err, t) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex align="center" gap="small" wrap title={t('cart.flex.rule')} data-testid={lineTestId}>
      <Typography.Text type="secondary">{t('cart.flex.before')}</Typography.Text>
      <PackStepper
        testId={testId}
        label={t('cart.flex.label')}
        value={value}
        min={0}
        unitsPerPack={unitsPerPack}
        max={max}
        disabled={disabled || saving}
        onChange={(flex) => void commit(flex)}
      />
      <Typography.Text type="secondary">{t('cart.flex.after')}</Typography.Text>
    </Flex>
  );
}
