import { useState } from 'react';
import { Button, Descriptions, Flex, List, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuyerRoundProduct, OrderSnapshot } from '@marketplace/contracts';
import { countsAtClose, sumMoney, unitsLeft } from '@marketplace/domain';
import { formatDate, formatMoney, lazyPage, OnceOpened, useSession } from '@marketplace/web-kit';
import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { useGetOrderTimelineQuery, useGetRoundQuery, useSetOrderFlexMutation } from '../api/buyer-api';
import { useBuyingPhase } from '../rounds/use-buying-phase';
import { FlexStepper } from '../ui/flex-stepper';
import { orderNumber } from '../ui/order-number';
import { OrderStatusTag } from '../ui/order-status-tag';
import { LandedPriceLine } from '../ui/landed-price';
import { StandingOrderNote } from '../standing/standing-order-note';
import { CompanyDecisionButtons } from '../team/company-decision';
import { exceededText } from '../team/limits-text';

/*
 * An order's details (Order History's dialog): antd's Modal, Descriptions and List, loaded when
 * the first order is opened; the list page itself is drawn without antd.
 */

// Only a shipped order offers it: loaded when first opened.
const ConfirmReceiptDialog = lazyPage(() => import('./confirm-receipt-dialog'), 'ConfirmReceiptDialog');

export function OrderDetailsDialog({ order, onClose }: { order: OrderSnapshot | null; onClose: () => void }) {
  const { t } = useTranslation('buyer');
  return (
    <Modal
      open={!!order}
      onCancel={onClose}
      footer={null}
      title={order && t('orders.details.title', { number: orderNumber(order.id) })}
    >
      {order && (
        <Flex vertical gap="large">
          <OrderDetails order={order} />
          <BuyerOrderTimeline order={order} />
        </Flex>
      )}
    </Modal>
  );
}

/** The order's changes, read when its details open and again whenever the orders change. */
function BuyerOrderTimeline({ order }: { order: OrderSnapshot }) {
  const { data, isLoading, isError } = useGetOrderTimelineQuery(order.id);
  return (
    <OrderTimeline entries={data?.entries} currency={order.currency} loading={isLoading} failed={isError} />
  );
}

/**
 * A standing order's round products while the round is still open (its lines' flex can
 * change until the close), or null. The round is read only for such an order, while its details
 * are shown; the phase turns at the deadline without a reload.
 */
function useOpenRoundProducts(order: OrderSnapshot): BuyerRoundProduct[] | null {
  // An order the close still counts (its lines' flex can change).
  const standing = countsAtClose(order.status) && order.items.length > 0;
  const { data: round } = useGetRoundQuery(order.roundId, { skip: !standing });
  const phase = useBuyingPhase(standing ? round : undefined);
  return round && phase === 'open' ? round.products : null;
}

/** An order's figures and lines; lines its round's close released come last, apart. */
export function OrderDetails({ order }: { order: OrderSnapshot }) {
  const { t } = useTranslation('buyer');
  const released = order.releasedItems ?? [];
  const openProducts = useOpenRoundProducts(order);
  return (
    <Flex vertical gap="middle" data-testid="order-details">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('orders.details.totalValue')}>
          <span data-testid="order-total-value">{formatMoney(order.totalValue, order.currency)}</span>
        </Descriptions.Item>
        {order.freightEstimate && (
          <Descriptions.Item label={t('orders.details.freight')}>
            <span data-testid="order-freight">
              {formatMoney(order.freightEstimate.amount, order.currency)}
            </span>{' '}
            <Typography.Text type="secondary">
              ({t(`orders.details.freightBasis.${order.freightEstimate.basis}`)})
            </Typography.Text>
          </Descriptions.Item>
        )}
        {order.freightEstimate && (
          <Descriptions.Item label={t('orders.details.totalWithFreight')}>
            <Typography.Text strong data-testid="order-total-with-freight">
              {formatMoney(sumMoney([order.totalValue, order.freightEstimate.amount]), order.currency)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('orders.details.productTypes')}>{order.totalItems}</Descriptions.Item>
        <Descriptions.Item label={t('orders.details.totalUnits')}>
          <span data-testid="order-total-units">{order.totalUnits}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.details.status')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.details.placed')}>
          {formatDate(order.createdAt)}
        </Descriptions.Item>
        {order.companyApproval && (
          <Descriptions.Item label={t('orders.details.companyApproval.label')}>
            <CompanyApproval order={order} approval={order.companyApproval} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <StandingOrderNote order={order} />
      <ConfirmReceipt order={order} />
      {order.items.length > 0 && (
        <>
          <Typography.Text strong>{t('orders.details.items')}</Typography.Text>
          <div style={{ maxHeight: 260, overflowY: 'auto' }}>
            <OrderLines
              items={order.items}
              currency={order.currency}
              freight={order.freightEstimate}
              flexOf={openProducts ? { order, products: openProducts } : undefined}
            />
          </div>
        </>
      )}
      {/* Lines the round's close released stay visible, apart and out of the totals. */}
      {released.length > 0 && (
        <Flex vertical gap="small" data-testid="order-released-items">
          <Flex wrap gap="small" align="center">
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {t('orders.details.released')}
            </Tag>
            <Typography.Text type="secondary">{t('orders.details.releasedHelp')}</Typography.Text>
          </Flex>
          <OrderLines items={released} currency={order.currency} released shortfalls={order.shortfalls} />
        </Flex>
      )}
    </Flex>
  );
}

/**
 * Where an order over a spending limit stands with the buyer's company; the company's approver
 * decides a waiting one here too.
 */
function CompanyApproval({
  order,
  approval,
}: {
  order: OrderSnapshot;
  approval: NonNullable<OrderSnapshot['companyApproval']>;
}) {
  const { t } = useTranslation('buyer');
  const { profile } = useSession();
  const name = approval.decidedByName ?? t('orders.details.companyApproval.someone');
  const text = {
    pending: () =>
      t('orders.details.companyApproval.pending', { limits: exceededText(t, approval.exceeded) }),
    approved: () =>
      t('orders.details.companyApproval.approved', { name, date: formatDate(approval.decidedAt) }),
    rejected: () => t('orders.details.companyApproval.rejected', { name, reason: approval.reason ?? '' }),
    released: () => t('orders.details.companyApproval.released'),
  }[approval.status]();
  const decides =
    profile?.teamRole === 'approver' && order.status === 'pending_company' && approval.status === 'pending';
  return (
    <Flex vertical gap="small" align="flex-start">
      <span data-testid="order-company-approval" data-status={approval.status}>
        {text}
      </span>
      {decides && <CompanyDecisionButtons order={order} />}
    </Flex>
  );
}

function OrderLines({
  items,
  currency,
  released = false,
  freight,
  shortfalls,
  flexOf,
}: {
  items: OrderSnapshot['items'];
  currency: string;
  released?: boolean;
  /** The order's freight estimate: each line landed. */
  freight?: OrderSnapshot['freightEstimate'];
  /** Released lines: by how much each product missed its MOQ. */
  shortfalls?: OrderSnapshot['shortfalls'];
  /** A standing order of an open round: each line's flex can change. */
  flexOf?: { order: OrderSnapshot; products: BuyerRoundProduct[] };
}) {
  const { t } = useTranslation('buyer');
  return (
    <List
      size="small"
      dataSource={items}
      rowKey="id"
      renderItem={(item) => (
        <List.Item
          extra={
            <Typography.Text delete={released} type={released ? 'secondary' : undefined}>
              {formatMoney(item.subtotal, currency)}
            </Typography.Text>
          }
        >
          <List.Item.Meta
            title={item.name}
            description={
              <Flex vertical gap={2}>
                <span data-testid="order-line-price">
                  {currency} · {/* A line at a price break shows the round's own price struck through. */}
                  {item.listUnitPrice !== undefined && item.listUnitPrice > item.unitPrice && (
                    <>
                      <Typography.Text delete type="secondary" data-testid="list-price">
                        {formatMoney(item.listUnitPrice, currency)}
                      </Typography.Text>{' '}
                    </>
                  )}
                  {t('orders.details.line', { price: formatMoney(item.unitPrice, currency), qty: item.qty })}
                </span>
                {flexOf ? (
                  <OrderFlex
                    order={flexOf.order}
                    item={item}
                    product={flexOf.products.find((p) => p.id === item.roundProductId)}
                  />
                ) : (
                  <LineFlex item={item} />
                )}
                {shortfalls?.[item.roundProductId] && (
                  <Shortfall shortfall={shortfalls[item.roundProductId]!} />
                )}
                {!released && <LineFulfilment item={item} />}
                {freight?.landed?.[item.id] && (
                  <LandedPriceLine
                    landed={freight.landed[item.id]!}
                    basis={freight.basis}
                    currency={currency}
                    uom={item.uom}
                    testId="order-line-landed"
                  />
                )}
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}

/**
 * The buyer's own shipped order: Confirm receipt opens the dialog counting what arrived. An
 * approver reading a member's order does not confirm for them (the service answers only the buyer).
 */
function ConfirmReceipt({ order }: { order: OrderSnapshot }) {
  const { t } = useTranslation('buyer');
  const { profile } = useSession();
  const [open, setOpen] = useState(false);
  if (order.status !== 'shipped' || (profile && profile.id !== order.buyerId)) return null;
  return (
    <div>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="confirm-receipt">
        {t('orders.details.confirmReceipt')}
      </Button>
      <OnceOpened open={open}>
        {open && <ConfirmReceiptDialog order={order} onClose={() => setOpen(false)} />}
      </OnceOpened>
    </div>
  );
}

/**
 * What has left of a line in the supplier's shipments, and once the buyer confirmed receipt, what
 * arrived: received, damaged and short, with the buyer's note, and the units the supplier credited.
 */
function LineFulfilment({ item }: { item: OrderSnapshot['items'][number] }) {
  const { t } = useTranslation('buyer');
  const { receipt } = item;
  const credited = item.credited ?? 0;
  return (
    <>
      {item.shipped !== undefined && (
        <Typography.Text type="secondary" data-testid="order-line-shipped">
          {/* Shipped against what was ordered: a credit lowers the quantity after the units left. */}
          {t('orders.details.shipped', { count: item.qty + credited, shipped: item.shipped })}
        </Typography.Text>
      )}
      {receipt && (
        <Typography.Text data-testid="order-line-receipt">
          {[
            t('orders.details.received', { units: receipt.received }),
            t('orders.details.damaged', { units: receipt.damaged }),
            t('orders.details.short', { units: receipt.short }),
          ].join(' · ')}
        </Typography.Text>
      )}
      {receipt?.note && (
        <Typography.Text type="secondary" data-testid="order-line-receipt-note">
          {t('orders.details.receiptNote', { note: receipt.note })}
        </Typography.Text>
      )}
      {credited > 0 && (
        <Typography.Text data-testid="order-line-credited">
          {t('orders.details.credited', { count: credited })}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * A line's flexible commitment: what the buyer offered, and what the close called in
 * (already in the line's quantity).
 */
function LineFlex({ item }: { item: OrderSnapshot['items'][number] }) {
  const { t } = useTranslation('buyer');
  const offered = item.flex ?? 0;
  const called = item.flexCalled ?? 0;
  if (offered <= 0 && called <= 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="order-line-flex">
      {[
        offered > 0 && t('orders.details.flex', { count: offered }),
        called > 0 && t('orders.details.flexCalled', { count: called }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography.Text>
  );
}

/**
 * A standing order line's flex while its round is open: the cart's "And up to [N] more
 * if the group needs it", saved with PUT …/orders/:id/items/:itemId/flex. No higher than what is
 * left under the product's max.
 */
function OrderFlex({
  order,
  item,
  product,
}: {
  order: OrderSnapshot;
  item: OrderSnapshot['items'][number];
  product: BuyerRoundProduct | undefined;
}) {
  const { t } = useTranslation('buyer');
  const [setFlex] = useSetOrderFlexMutation();
  return (
    <FlexStepper
      testId="order-flex"
      lineTestId="order-flex-line"
      value={item.flex ?? 0}
      unitsPerPack={item.unitsPerPack}
      max={product ? unitsLeft(product.committed, product.maxQty) : null}
      savedText={t('toast.orderFlexUpdated')}
      save={(flex) => setFlex({ orderId: order.id, itemId: item.id, roundId: order.roundId, flex }).unwrap()}
    />
  );
}

/** By how much a released product missed its MOQ, and the flex that could not reach it. */
function Shortfall({ shortfall }: { shortfall: NonNullable<OrderSnapshot['shortfalls']>[string] }) {
  const { t } = useTranslation('buyer');
  return (
    <Typography.Text data-testid="order-line-shortfall">
      {t('orders.details.shortBy', {
        count: shortfall.shortBy,
        ordered: shortfall.ordered,
        moq: shortfall.moq,
      })}
      {shortfall.flex != null && shortfall.flex > 0 && (
        <> {t('orders.details.flexOffered', { count: shortfall.flex })}</>
      )}
    </Typography.Text>
  );
}
