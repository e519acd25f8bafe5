import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  List,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { DeleteOutlined, ShoppingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CartItemView, CartView } from '@marketplace/contracts';
import { moqBand, sumMoney, unitsCountedAtClose, unitsToMoq, type MoqBand } from '@marketplace/domain';
import {
  formatDateTime,
  formatMoney,
  problemMessage,
  useFeedback,
  useErrorToast,
  useFailureToast,
} from '@marketplace/web-kit';
import {
  useListCartsQuery,
  usePlaceOrderMutation,
  useRemoveFromCartMutation,
  useSetCartQtyMutation,
} from '../api/buyer-api';
import { useLiveRound } from '../api/use-live-round';
import { useBuyerNavigate } from '../ui/buyer-links';
import { GroupPrice, groupLineTotal } from '../ui/group-price';
import { LandedPriceLine } from '../ui/landed-price';
import { CartFlex, CartFlexRule } from './cart-flex';
import { BAND_COLORS, MoqProgress } from '../ui/moq-progress';
import { PackStepper } from '../ui/pack-stepper';
import { PageHeader } from '@marketplace/web-kit/page-header';

/** Spec §9: cart totals carry a `$` prefix whatever the round's currency. */
export const cartMoney = (amount: number) => formatMoney(amount, 'USD');

/** The cart to show: the one asked for by navigation state when it exists, else the first. */
export function chooseCart(
  carts: readonly CartView[],
  wanted: string | undefined,
  current: string | undefined,
) {
  const ids = carts.map((c) => c.roundId);
  if (current && ids.includes(current)) return current;
  if (wanted && ids.includes(wanted)) return wanted;
  return ids[0];
}

/** Spec §2.4 Shopping Cart: one cart per round, MOQ bands, summary and Place Order. */
export function CartPage() {
  const { t } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  const location = useLocation();
  const wanted = (location.state as { selectedRoundId?: string } | null)?.selectedRoundId;
  const { data, error, isLoading } = useListCartsQuery();
  useErrorToast(error, 'buyer:toast.loadCartsFailed');
  const carts = useMemo(() => data?.carts ?? [], [data]);
  const [selected, setSelected] = useState<string | undefined>();
  const roundId = chooseCart(carts, wanted, selected);
  const cart = carts.find((c) => c.roundId === roundId);
  useLiveRound(cart?.roundId);
  useEffect(() => setSelected(roundId), [roundId]);

  const header = <PageHeader title={t('pages.cart')} subtitle={t('cart.subtitle')} />;
  if (isLoading)
    return (
      <Flex vertical gap="middle">
        {header}
        <Skeleton active />
      </Flex>
    );
  if (!cart)
    return (
      <Flex vertical gap="middle">
        {header}
        <Result
          data-testid="cart-empty"
          icon={<ShoppingOutlined />}
          title={t('cart.emptyTitle')}
          subTitle={t('cart.emptyText')}
          extra={
            <Button type="primary" onClick={() => navigate('rounds')}>
              {t('browseRounds')}
            </Button>
          }
        />
      </Flex>
    );

  return (
    <Flex vertical gap="middle">
      {header}
      <Flex align="center" gap="small" wrap>
        <Typography.Text strong>{t('cart.selectCart')}</Typography.Text>
        <Select
          data-testid="cart-selector"
          aria-label={t('cart.selectCart')}
          style={{ minWidth: 360 }}
          value={cart.roundId}
          onChange={setSelected}
          options={carts.map((c) => ({
            value: c.roundId,
            label: t('cart.cartOption', {
              title: c.roundTitle,
              supplier: c.supplierName,
              count: c.totalItems,
            }),
          }))}
        />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <List
              dataSource={cart.items}
              rowKey="id"
              renderItem={(item) => <CartItemRow cart={cart} item={item} />}
            />
            <Divider />
            <Flex vertical gap="small">
              <CartFlexRule />
              <Legend />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Summary cart={cart} />
        </Col>
      </Row>
    </Flex>
  );
}

function CartItemRow({ cart, item }: { cart: CartView; item: CartItemView }) {
  const { t, i18n } = useTranslation('buyer');
  const { message, notification } = useFeedback();
  const [setQty, setState] = useSetCartQtyMutation();
  const [remove, removeState] = useRemoveFromCartMutation();
  // Judged on ordered units, as the close judges it: the line's own cart units decide nothing.
  const counted = unitsCountedAtClose(item);
  const band = moqBand(counted, item.moq);
  const busy = setState.isLoading || removeState.isLoading;

  async function update(qty: number) {
    try {
      await setQty({ roundId: cart.roundId, roundProductId: item.id, qty }).unwrap();
      message.success(t('toast.cartUpdated'));
    } catch (err) {
      console.error('Failed to update quantity', err);
      notification.error({
        message: t('toast.error'),
        description: `${t('toast.updateFailed')}. ${problemMessage(err, t)}`,
      });
    }
  }
  async function drop() {
    try {
      await remove({ roundId: cart.roundId, roundProductId: item.id }).unwrap();
      message.success(t('toast.itemRemoved'));
    } catch (err) {
      console.error('Failed to remove item', err);
      notification.error({ message: t('toast.error'), description: t('toast.removeFailed') });
    }
  }

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
            onChange={(qty) => void update(qty)}
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
      </Flex>
    </List.Item>
  );
}

const BANDS: MoqBand[] = ['met', 'close', 'danger'];

function Legend() {
  const { t } = useTranslation('buyer');
  return (
    <Flex gap="middle" wrap align="center" data-testid="moq-legend">
      <Typography.Text type="secondary">{t('cart.legend.title')}:</Typography.Text>
      {BANDS.map((band) => (
        <Space key={band} size={6}>
          <span
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              borderRadius: 6,
              background: BAND_COLORS[band],
            }}
          />
          <Typography.Text>{t(`cart.legend.${band}`)}</Typography.Text>
        </Space>
      ))}
    </Flex>
  );
}

function Summary({ cart }: { cart: CartView }) {
  const { t } = useTranslation('buyer');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  // The lines' live totals (price breaks move with the group), summed to the cent.
  const subtotal = sumMoney(cart.items.map((item) => groupLineTotal(item, item.qty)));

  async function place() {
    try {
      // One key per cart: a double click or a retry after a lost answer finds the same order.
      await placeOrder({ roundId: cart.roundId, idempotencyKey: `cart-${cart.id}` }).unwrap();
      notification.success({ message: t('toast.orderPlacedTitle'), description: t('toast.orderPlacedText') });
    } catch (err) {
      failure('buyer:toast.orderFailedTitle', err);
    }
  }

  return (
    <Card title={t('cart.summary.title')} data-testid="cart-summary">
      <Flex vertical gap="small">
        <Flex justify="space-between">
          <Typography.Text>{t('cart.summary.totalItems')}</Typography.Text>
          <Typography.Text data-testid="summary-items">{cart.totalItems}</Typography.Text>
        </Flex>
        <Flex justify="space-between">
          <Typography.Text>{t('cart.summary.subtotal')}</Typography.Text>
          <Typography.Text>{cartMoney(subtotal)}</Typography.Text>
        </Flex>
        <Divider style={{ margin: '8px 0' }} />
        <Flex justify="space-between">
          <Typography.Text strong>{t('cart.summary.total')}</Typography.Text>
          <Typography.Text strong data-testid="summary-total">
            {cartMoney(subtotal)}
          </Typography.Text>
        </Flex>
        <Button
          type="primary"
          size="large"
          block
          loading={isLoading}
          onClick={() => void place()}
          data-testid="place-order"
        >
          {t('cart.summary.placeOrder')}
        </Button>
        {/* Spec §2.4 shows the button without its behaviour. A cart is already kept on the server
            until the order is placed or the round closes, so saving it for later is saying so
            (a button that does nothing tells the buyer nothing). */}
        <Button
          block
          data-testid="save-for-later"
          onClick={() =>
            notification.success({
              message: t('cart.saved.title'),
              description: cart.closeAt
                ? t('cart.saved.untilClose', { round: cart.roundTitle, date: formatDateTime(cart.closeAt) })
                : t('cart.saved.untilOrder', { round: cart.roundTitle }),
            })
          }
        >
          {t('cart.summary.saveForLater')}
        </Button>
      </Flex>
    </Card>
  );
}
