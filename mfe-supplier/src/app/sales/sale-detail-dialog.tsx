import { useState } from 'react';
import { Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { quantityIn } from '@marketplace/i18n';
import type { SaleLine, SaleSummary } from '@marketplace/contracts';
import { CBM_DECIMALS, shortId, WEIGHT_DECIMALS } from '@marketplace/domain';
import { formatMoney, useErrorToast } from '@marketplace/web-kit';
import {
  DataTable,
  TableActions,
  IconAction,
  figureColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { OrderTimeline } from '@marketplace/web-kit/order-timeline';
import { useGetSaleQuery, useGetSaleTimelineQuery } from './sales-api';
import { LineReceipt, SaleDiscrepancy } from './sale-discrepancy';
import { WeightsDialog } from './weights-dialog';

const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));

/**
 * Who bought and how much (spec §2.5). The buyer is named by the company on the order (an
 * id alone told the supplier nothing); the spec's short buyer id stays beside it.
 */
export function SaleSummaryItems({ sale }: { sale: SaleSummary }) {
  const { t } = useTranslation('supplier');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 4 }}
      items={[
        {
          label: t('sales.detail.buyer'),
          children: (
            <Flex vertical data-testid="sale-buyer">
              <Typography.Text strong>{sale.buyerCompanyName ?? t('sales.detail.noCompany')}</Typography.Text>
              <Typography.Text type="secondary">
                {t('sales.detail.buyerId')} {shortId(sale.buyerId)}
              </Typography.Text>
            </Flex>
          ),
        },
        { label: t('sales.detail.totalItems'), children: sale.totalItems },
        { label: t('sales.detail.totalUnits'), children: sale.totalUnits },
        { label: t('sales.detail.totalValue'), children: formatMoney(sale.totalValue, sale.currency) },
      ]}
    />
  );
}

/** The sale's changes (placed, decided, re-priced, invoiced…), read when its details open. */
function SaleTimeline({ orderId, currency }: { orderId: string; currency: string }) {
  const { data, isLoading, isError } = useGetSaleTimelineQuery(orderId);
  return <OrderTimeline entries={data?.entries} currency={currency} loading={isLoading} failed={isError} />;
}

/** Order detail (spec §2.5): totals, lines with packs and measures, edit action, Generate Proforma Invoice. */
export function SaleDetailDialog({
  orderId,
  onClose,
  onGenerate,
}: {
  orderId: string | null;
  onClose: () => void;
  onGenerate: (orderId: string) => void;
}) {
  const { t } = useTranslation('supplier');
  const { data, error, isFetching } = useGetSaleQuery(orderId ?? '', { skip: !orderId });
  const [editing, setEditing] = useState<SaleLine | null>(null);
  useErrorToast(error, 'supplier:sales.detail.loadFailed');
  const money = (v: number) => formatMoney(v, data?.currency);

  return (
    <Modal
      open={!!orderId}
      onCancel={onClose}
      width={1150}
      title={t('sales.detail.title')}
      footer={
        data && (
          <Flex justify="space-between" align="center">
            <span>
              {data.invoiceNumber && (
                <Tag color="blue">{t('sales.detail.invoiceIssued', { number: data.invoiceNumber })}</Tag>
              )}
            </span>
            <Button
              type="primary"
              icon={<FileTextOutlined />}
              onClick={() => onGenerate(data.id)}
              data-testid="generate-invoice"
            >
              {t('sales.generate.button')}
            </Button>
          </Flex>
        )
      }
    >
      {data && (
        <Flex vertical gap="middle" data-testid="sale-detail">
          <SaleSummaryItems sale={data} />
          <DataTable<SaleLine>
            size="small"
            loading={isFetching}
            pagination={false}
            dataSource={data.lines}
            columns={[
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
              figureColumn('net', t('sales.detail.columns.netWeight'), (l) =>
                fixed(l.netWeightKg, WEIGHT_DECIMALS),
              ),
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
              figureColumn('subtotal', t('sales.detail.columns.subtotal'), (l) => money(l.subtotal), {
                nowrap: true,
              }),
              actionsColumn('edit', t('sales.detail.columns.actions'), (l) => (
                <TableActions>
                  <IconAction
                    label={t('sales.detail.editLine')}
                    icon={<EditOutlined />}
                    testId={`edit-line-${l.sku}`}
                    onClick={() => setEditing(l)}
                  />
                </TableActions>
              )),
            ]}
          />
          <SaleDiscrepancy sale={data} />
          <SaleTimeline orderId={data.id} currency={data.currency} />
        </Flex>
      )}
      {orderId && <WeightsDialog orderId={orderId} line={editing} onClose={() => setEditing(null)} />}
    </Modal>
  );
}
