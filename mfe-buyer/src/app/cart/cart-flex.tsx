import { Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CartItemView } from '@marketplace/contracts';
import { unitsLeft } from '@marketplace/domain';
import { useSetCartFlexMutation } from '../api/buyer-api';
import { FlexStepper } from '../ui/flex-stepper';

/**
 * A cart line's flexible commitment: "And up to [N] more if the group needs it", in
 * whole packs, 0 for none, saved as the line's quantity is (FlexStepper, shared with order lines).
 * It goes no higher than what is left under the product's max.
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
  const [setFlex] = useSetCartFlexMutation();
  return (
    <FlexStepper
      testId="cart-flex"
      lineTestId="cart-flex-line"
      value={item.flex}
      unitsPerPack={item.unitsPerPack}
      max={unitsLeft(item.committed, item.maxQty)}
      disabled={disabled}
      savedText={t('toast.cartUpdated')}
      save={(flex) => setFlex({ roundId, roundProductId: item.id, flex }).unwrap()}
    />
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
