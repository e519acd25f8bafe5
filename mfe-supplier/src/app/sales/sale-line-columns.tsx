import { Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { quantityIn } from '@marketplace/i18n';
import type { SaleLine } from '@marketplace/contracts';
import { CBM_DECIMALS, WEIGHT_DECIMALS } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import {
  TableActions,
  type DataColumn,
  IconAction,
  figureColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { LineReceipt } from './sale-discrepancy';

const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));

/** The columns of a sale's lines: packs and measures, the price paid, and the edit-weights action. */
export function useSaleLineColumns(currency: string | undefined, onEdit: (line: SaleLine) => void) {
  const { t } = useTranslation('supplier');
  const money = (v: number) => formatMoney(v, currency);
  const columns: DataColumn<SaleLine>[] = [
    {
      key: 'product',
      title: t('sales.detail.columns.product'),
      // Once the buyer confirmed receipt, what arrived of the line stands under its name.
      render: (_, l) =>
        l.receipt ? (
          <Flex vertical gap={2}>
            <span>{l.name}</span>
            <LineReceipt line={l} />
          </Flex>
        ) : (
          l.name
        ),
    },
    { key: 'sku', nowrap: true, title: t('sales.detail.columns.sku'), dataIndex: 'sku' },
    figureColumn('qty', t('sales.detail.columns.quantity'), (l) => quantityIn(t, l.qty, l.uom)),
    { key: 'packs', title: t('sales.detail.columns.packs'), align: 'right', dataIndex: 'packs' },
    figureColumn('net', t('sales.detail.columns.netWeight'), (l) => fixed(l.netWeightKg, WEIGHT_DECIMALS)),
    figureColumn('gross', t('sales.detail.columns.grossWeight'), (l) =>
      fixed(l.grossWeightKg, WEIGHT_DECIMALS),
    ),
    figureColumn('cbm', t('sales.detail.columns.cbm'), (l) => fixed(l.cbm, CBM_DECIMALS)),
    {
      key: 'unitPrice',
      nowrap: true,
      title: t('sales.detail.columns.unitPrice'),
      align: 'right',
      // A line sold at a price break shows the round's own price struck through.
      render: (_, l) =>
        l.catalogueUnitPrice !== null && l.catalogueUnitPrice > l.unitPrice ? (
          <span data-testid="sale-line-price">
            <Typography.Text delete type="secondary">
              {money(l.catalogueUnitPrice)}
            </Typography.Text>{' '}
            {money(l.unitPrice)}
          </span>
        ) : (
          money(l.unitPrice)
        ),
    },
    figureColumn('subtotal', t('sales.detail.columns.subtotal'), (l) => money(l.subtotal), { nowrap: true }),
    actionsColumn('edit', t('sales.detail.columns.actions'), (l) => (
      <TableActions>
        <IconAction
          label={t('sales.detail.editLine')}
          icon={<EditOutlined />}
          testId={`edit-line-${l.sku}`}
          onClick={() => onEdit(l)}
        />
      </TableActions>
    )),
  ];
  return columns;
}
