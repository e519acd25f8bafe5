import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceLine, InvoiceSnapshot } from '@marketplace/contracts';
import { CBM_DECIMALS, formatDecimal } from '@marketplace/domain';
import { currentLanguage, quantityIn } from '@marketplace/i18n';
import { CellText, DataTable, figureColumn } from '../widgets/DataTable';
import { kg, moneyIn } from './invoice-format';

/** The invoice's products with their packs, prices (the catalogue's struck out when it differs) and weights. */
export function InvoiceProducts({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const money = moneyIn(invoice.currency);
  return (
    <DataTable<InvoiceLine>
      rowKey="orderItemId"
      size="small"
      pagination={false}
      dataSource={invoice.lines}
      columns={[
        { key: 'sku', nowrap: true, title: t('invoice.columns.sku'), dataIndex: 'sku' },
        {
          key: 'product',
          title: t('invoice.columns.product'),
          render: (_, l) => (
            <CellText
              strong
              text={l.name}
              note={t('invoice.perPack', { quantity: quantityIn(t, l.unitsPerPack, l.uom) })}
            />
          ),
        },
        { key: 'material', title: t('invoice.columns.material'), render: (_, l) => l.material ?? '—' },
        { key: 'color', title: t('invoice.columns.color'), render: (_, l) => l.color ?? '—' },
        { key: 'size', title: t('invoice.columns.size'), render: (_, l) => l.size ?? '—' },
        figureColumn('qty', t('invoice.columns.qty'), (l) => quantityIn(t, l.qty, l.uom)),
        {
          key: 'unitPrice',
          nowrap: true,
          title: t('invoice.columns.unitPrice'),
          align: 'right',
          render: (_, l) => (
            <Flex vertical align="end">
              <span>{money(l.unitPrice)}</span>
              {l.catalogueUnitPrice !== null && l.catalogueUnitPrice !== l.unitPrice && (
                <Typography.Text delete type="secondary" data-testid="catalogue-price">
                  {money(l.catalogueUnitPrice)}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        figureColumn('subtotal', t('invoice.columns.subtotal'), (l) => money(l.subtotal), { nowrap: true }),
        figureColumn('net', t('invoice.columns.netWeight'), (l) => kg(l.netWeightKg)),
        figureColumn('gross', t('invoice.columns.grossWeight'), (l) => kg(l.grossWeightKg)),
        figureColumn('cbm', t('invoice.columns.cbm'), (l) =>
          formatDecimal(l.cbm, CBM_DECIMALS, currentLanguage()),
        ),
      ]}
    />
  );
}
