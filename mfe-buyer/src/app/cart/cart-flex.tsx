import { Flex, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CartItemView } from '@marketplace/contracts';
import { unitsLeft } from '@marketplace/domain';
import { problemMessage, useFeedback, type Translate } from '@marketplace/web-kit';
import { useSetCartFlexMutation } from '../api/buyer-api';
import { PackStepper } from '../ui/pack-stepper';

/** What a refused flex change tells the buyer, in their language: the service's reason after ours. */
export function flexFailureText(error: unknown, t: Translate): string {
  return `${String(t('buyer:toast.flexFailed'))}. ${problemMessage(error, t)}`;
}

/**
 * A cart line's flexible commitment (issue 42): "And up to [N] more if the group needs it", in
 * whole packs, 0 for none. Saved when the stepper commits (−/+, Enter, leaving the field), as the
 * line's quantity is. It goes no higher than what is left under the product's max: units past the
 * max are never called in, so offering them would promise nothing.
 */
export function CartFlex({
  roundId,
  item,
  disabled,
}: {
  roundId: string;
  item: CartItemView;
  disabled?: boolean;
}) {
  const { t } = useTranslation('buyer');
  const { message, notification } = useFeedback();
  const [setFlex, { isLoading }] = useSetCartFlexMutation();

  async function save(flex: number) {
    try {
      await setFlex({ roundId, roundProductId: item.id, flex }).unwrap();
      message.success(t('toast.cartUpdated'));
    } catch (err) {
      console.error('Failed to update flexible units', err);
      notification.error({ message: t('toast.error'), description: flexFailureText(err, t) });
    }
  }

  return (
    <Flex align="center" gap="small" wrap title={t('cart.flex.rule')} data-testid="cart-flex-line">
      <Typography.Text type="secondary">{t('cart.flex.before')}</Typography.Text>
      <PackStepper
        testId="cart-flex"
        label={t('cart.flex.label')}
        value={item.flex}
        min={0}
        unitsPerPack={item.unitsPerPack}
        max={unitsLeft(item.committed, item.maxQty)}
        disabled={disabled || isLoading}
        onChange={(flex) => void save(flex)}
      />
      <Typography.Text type="secondary">{t('cart.flex.after')}</Typography.Text>
    </Flex>
  );
}

/** The call-in rule, said once per cart under its lines. */
export function CartFlexRule() {
  const { t } = useTranslation('buyer');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="cart-flex-rule">
      <InfoCircleOutlined style={{ marginInlineEnd: 6 }} />
      {t('cart.flex.rule')}
    </Typography.Text>
  );
}
