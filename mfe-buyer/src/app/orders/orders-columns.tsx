import { useMemo } from 'react';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { OrderSnapshot } from '@marketplace/contracts';
import { formatMoney, LightButton, LightFlex, LightText, SvgIcon } from '@marketplace/web-kit';
import { CellText, dateColumn, type DataColumn } from '@marketplace/web-kit/data-table';
import { orderNumber } from '../ui/order-number';
import { OrderStatusTag } from '../ui/order-status-tag';

/** Under an order's number: its items and units, and who placed it when someone did for the team. */
function orderNote(t: TFunction<'buyer'>, o: OrderSnapshot): string {
  // An approver's list holds the team's orders: each says who placed it.
  return o.placedByName
    ? `${itemsAndUnits(t, o.totalItems, o.totalUnits)} · ${t('orders.placedBy', { name: o.placedByName })}`
    : itemsAndUnits(t, o.totalItems, o.totalUnits);
}

/** Order History's columns; `onView` opens an order's details. */
function orderColumns(
  t: TFunction<'buyer'>,
  onView: (order: OrderSnapshot) => void,
): DataColumn<OrderSnapshot>[] {
  return [
    {
      key: 'order',
      title: t('orders.columns.order'),
      render: (_, o) => (
        <CellText strong testId="order-number" text={orderNumber(o.id)} note={orderNote(t, o)} />
      ),
    },
    {
      key: 'round',
      title: t('orders.columns.roundSupplier'),
      render: (_, o) => (
        <LightFlex vertical>
          <span>{o.roundTitle}</span>
          <LightText type="secondary">{o.supplierName}</LightText>
        </LightFlex>
      ),
    },
    {
      key: 'status',
      title: t('orders.columns.status'),
      render: (_, o) => <OrderStatusTag status={o.status} />,
    },
    {
      key: 'total',
      nowrap: true,
      title: t('orders.columns.total'),
      render: (_, o) => formatMoney(o.totalValue, o.currency),
    },
    { key: 'items', title: t('orders.columns.items'), render: (_, o) => o.totalItems },
    dateColumn('date', t('orders.columns.date'), (o) => o.createdAt),
    {
      key: 'details',
      actions: true,
      title: t('orders.columns.details'),
      render: (_, o) => (
        <LightButton icon={<SvgIcon icon={EyeOutlined} />} onClick={() => onView(o)} data-testid="view-order">
          {t('orders.viewDetails')}
        </LightButton>
      ),
    },
  ];
}

/** The columns, built once per language: `onView` must keep its identity (a state setter does). */
export function useOrderColumns(onView: (order: OrderSnapshot) => void) {
  const { t } = useTranslation('buyer');
  return useMemo(() => orderColumns(t, onView), [t, onView]);
}
