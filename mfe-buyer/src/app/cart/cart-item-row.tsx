import { Alert, Button, Flex, List, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CartItemView, CartView } from '@marketplace/contracts';
import { moqBand, unitsCountedAtClose, unitsToMoq } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import { GroupPrice, groupLineTotal } from '../ui/group-price';
import { LandedPriceLine } from '../ui/landed-price';
import { MoqProgress } from '../ui/moq-progress';
import { PackStepper } from '../ui/pack-stepper';
import { CartFlex } from './cart-flex';
import { useCartLineActions } from './use-cart-line-actions';

/** One line of a cart: its product, MOQ band, unit price, quantity, flex and landed price. */
export function CartItemRow({ cart, item }: { cart: CartView; item: CartItemView }) {
  const { t } = useTranslation('buyer');
  const { update, drop, busy } = useCartLineActions(cart, item, t);
  // Judged on ordered units, as the close judges it: the line's own cart units decide nothing.
  const counted = unitsCountedAtClose(item);
  const band = moqBand(counted, item.moq);

  return (
    <List.Item data-testid="cart-item" data-product-name={item.name} data-band={band}>
      <Flex vertical gap={6} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" gap="middle" wrap>
          <div>
            <Typography.Text strong>{item.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('cart.supplier', { name: cart.supplierName })} ·{' '}
              {t('cart.round', { title: cart.roundTitle })}
            </Typography.Text>
          </div>
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => void drop()}
            disabled={busy}
            aria-label={t('cart.remove')}
          >
            {t('cart.remove')}
          </Button>
        </Flex>
        {/* The flex segment is the flex offered in placed orders (`flexOffered`); this line's own
            `flex` is in no order yet, so it is not part of it. */}
        <MoqProgress
          banded
          committed={item.committed}
          ordered={item.ordered}
          flex={item.flexOffered}
          held={item.awaitingApproval}
          moq={item.moq}
          label={`${t('cart.currentOfMoq', { committed: item.committed, moq: item.moq })} · ${
            item.maxQty != null ? t('cart.max', { count: item.maxQty }) : t('cart.noMax')
          }`}
        />
        {band === 'danger' && (
          <Alert
            type="warning"
            showIcon
            data-testid="moq-warning"
            message={t('cart.warning', { count: unitsToMoq(counted, item.moq) })}
          />
        )}
        <CartLinePrices cart={cart} item={item} busy={busy} onQty={(qty) => void update(qty)} />
      </Flex>
    </List.Item>
  );
}

/** A line's unit price, its quantity with the line's total, its flex and its landed price. */
function CartLinePrices({
  cart,
  item,
  busy,
  onQty,
}: {
  cart: CartView;
  item: CartItemView;
  busy: boolean;
  onQty: (qty: number) => void;
}) {
  const { t, i18n } = useTranslation('buyer');
  return (
    <>
      {/* The unit price has a line of its own, its label kept whole: beside the stepper and the
          total, a phone's width squeezed "Preço unitário:" into a narrow column. */}
      <Flex gap="2px 6px" align="baseline" wrap data-testid="cart-unit-price-line">
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('cart.unitPrice')}:
        </Typography.Text>
        <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <GroupPrice product={item} testId="cart-unit-price" />
        </div>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap="small">
        <PackStepper
          testId="cart-qty"
          label={t('dialog.quantity')}
          value={item.qty}
          min={item.unitsPerPack}
          unitsPerPack={item.unitsPerPack}
          max={item.maxQty}
          disabled={busy}
          onChange={onQty}
        />
        <Typography.Text strong data-testid="line-total">
          {/* Live: the group's price moves as others commit (the server's figure at load). */}
          {t('cart.lineTotal')}: {formatMoney(groupLineTotal(item, item.qty), item.currency, i18n.language)}
        </Typography.Text>
      </Flex>
      <CartFlex roundId={cart.roundId} item={item} disabled={busy} />
      {/* The server's figure: one rule with the invoice's freight split; a cart's round is
          open, so the share is the freight over the group's load so far. */}
      {item.landed && cart.freightBasis && (
        <LandedPriceLine
          landed={item.landed}
          basis={cart.freightBasis}
          currency={item.currency}
          uom={item.uom}
          testId="cart-landed-price"
          soFar
        />
      )}
    </>
  );
}
