import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { AdminOrderRow } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatDate, LightButton } from '@marketplace/web-kit';
import {
  CellText,
  EmailText,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { orderDecidable } from '../common/status-list';
import { adminMoney } from '../ui/admin-money';
import type { OrderRejection } from './reject-order-dialog';
import type { OrderDecision } from './use-order-decision';

interface OrderActionProps {
  act: OrderDecision;
  deciding: boolean;
  view: (order: AdminOrderRow) => void;
  reject: (rejecting: OrderRejection) => void;
}

/**
 * The columns of Admin › Orders' table; a pending order's row offers Approve and Reject (which
 * asks for a reason first, `reject`) beside View.
 */
export function useOrderColumns({ act, deciding, view, reject }: OrderActionProps) {
  const { t } = useTranslation('admin');
  return useMemo<DataColumn<AdminOrderRow>[]>(() => {
    return [
      {
        key: 'order',
        title: t('orders.columns.order'),
        render: (_, o) => (
          <CellText
            strong
            text={t('orders.number', { id: shortId(o.id) })}
            note={itemsAndUnits(t, o.totalItems, o.totalUnits)}
          />
        ),
      },
      {
        key: 'buyer',
        title: t('orders.columns.buyer'),
        render: (_, o) => (
          <CellText
            text={o.buyerName ?? shortId(o.buyerId)}
            note={o.buyerEmail && <EmailText email={o.buyerEmail} />}
          />
        ),
      },
      {
        key: 'round',
        title: t('orders.columns.round'),
        render: (_, o) => <CellText text={o.roundTitle} note={o.supplierName} />,
      },
      {
        key: 'status',
        title: t('orders.columns.status'),
        render: (_, o) => <OrderStatusTag status={o.status} labels="common:orderStatus" />,
      },
      {
        key: 'total',
        nowrap: true,
        title: t('orders.columns.total'),
        render: (_, o) => adminMoney(o.totalValue),
      },
      { key: 'items', title: t('orders.columns.items'), dataIndex: 'totalItems' },
      {
        // May wrap after the day ("Nov 25, / 2026"): eight columns and a pending order's three
        // buttons share 926 px at 1280 px, and long names in the other columns cannot break.
        key: 'date',
        title: t('orders.columns.date'),
        render: (_, o) => formatDate(o.createdAt),
      },
      actionsColumn('actions', t('common.actions'), (o) => (
        <OrderRowActions order={o} act={act} deciding={deciding} view={view} reject={reject} />
      )),
    ];
  }, [act, deciding, t, view, reject]);
}

/** A row's View, and for an order still to be decided its Approve and Reject. */
function OrderRowActions({
  order: o,
  act,
  deciding,
  view,
  reject,
}: OrderActionProps & { order: AdminOrderRow }) {
  const { t } = useTranslation('admin');
  return (
    <TableActions>
      <LightButton size="small" onClick={() => view(o)}>
        {t('common.view')}
      </LightButton>
      {orderDecidable(o.status) && (
        <>
          <LightButton
            size="small"
            variant="primary"
            disabled={deciding}
            onClick={() => void act(o, 'approve')}
          >
            {t('orders.approve')}
          </LightButton>
          <LightButton
            size="small"
            danger
            disabled={deciding}
            onClick={() => reject({ order: o, reason: '' })}
          >
            {t('orders.reject')}
          </LightButton>
        </>
      )}
    </TableActions>
  );
}
