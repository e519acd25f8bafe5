import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
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
import { ShoppingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CartView } from '@marketplace/contracts';
import { sumMoney, type MoqBand } from '@marketplace/domain';
import {
  formatDateTime,
  formatMoney,
  useFeedback,
  useErrorToast,
  useFailureToast,
} from '@marketplace/web-kit';
import { useListCartsQuery, usePlaceOrderMutation } from '../api/buyer-api';
import { useLiveRound } from '../api/use-live-round';
import { useBuyerNavigate } from '../ui/buyer-links';
import { groupLineTotal } from '../ui/group-price';
import { CartFlexRule } from './cart-flex';
import { CartItemRow } from './cart-item-row';
import { BAND_COLORS } from '../ui/moq-progress';
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
      <CartSelector carts={carts} value={cart.roundId} onChange={setSelected} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <CartLines cart={cart} />
        </Col>
        <Col xs={24} lg={8}>
          <Summary cart={cart} />
        </Col>
      </Row>
    </Flex>
  );
}

/** Which of the buyer's carts (one per round) the page shows. */
function CartSelector({
  carts,
  value,
  onChange,
}: {
  carts: readonly CartView[];
  value: string;
  onChange: (roundId: string) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <Flex align="center" gap="small" wrap>
      <Typography.Text strong>{t('cart.selectCart')}</Typography.Text>
      <Select
        data-testid="cart-selector"
        aria-label={t('cart.selectCart')}
        style={{ minWidth: 360 }}
        value={value}
        onChange={onChange}
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
  );
}

/** The cart's lines, then the flex rule and the MOQ bands' legend. */
function CartLines({ cart }: { cart: CartView }) {
  return (
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
