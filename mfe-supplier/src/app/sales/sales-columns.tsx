import { useMemo } from 'react';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatMoney, SvgIcon } from '@marketplace/web-kit';
import {
  dateColumn,
  TableActions,
  type DataColumn,
  IconAction,
  figureColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { CodeText } from '../ui/code-text';
import { SaleBuyer } from './sale-buyer';

/** Sales History's columns; the row actions open a sale's details or its quick invoice by order id. */
export function useSalesColumns(onView: (id: string) => void, onGenerate: (id: string) => void) {
  const { t } = useTranslation('supplier');
  return useMemo<DataColumn<SaleSummary>[]>(
    () => [
      {
        key: 'id',
        nowrap: true,
        title: t('sales.columns.orderId'),
        render: (_, s) => <CodeText>{shortId(s.id)}</CodeText>,
      },
      dateColumn('date', t('sales.columns.date'), (s) => s.createdAt),
      {
        key: 'buyer',
        title: t('sales.columns.buyer'),
        render: (_, s) => <SaleBuyer sale={s} />,
      },
      { key: 'round', title: t('sales.columns.round'), dataIndex: 'roundTitle' },
      { key: 'items', title: t('sales.columns.items'), align: 'right', dataIndex: 'totalItems' },
      figureColumn('total', t('sales.columns.totalValue'), (s) => formatMoney(s.totalValue, s.currency), {
        nowrap: true,
      }),
      {
        key: 'status',
        title: t('sales.columns.status'),
        render: (_, s) => <OrderStatusTag status={s.status} labels="supplier:sales.orderStatus" />,
      },
      actionsColumn('actions', t('sales.columns.actions'), (s) => (
        <TableActions>
          <IconAction
            label={t('sales.viewDetails')}
            icon={<SvgIcon icon={EyeOutlined} />}
            testId={`view-sale-${s.id}`}
            onClick={() => onView(s.id)}
          />
          <IconAction
            label={t('sales.generate.button')}
            icon={<SvgIcon icon={FileTextOutlined} />}
            testId={`quick-invoice-${s.id}`}
            onClick={() => onGenerate(s.id)}
          />
        </TableActions>
      )),
    ],
    [t, onView, onGenerate],
  );
}
