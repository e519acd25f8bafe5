import { useState } from 'react';
import { Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleLine } from '@marketplace/contracts';
import { useErrorToast } from '@marketplace/web-kit';
import { DataTable } from '@marketplace/web-kit/data-table';
import { useGetSaleQuery } from './sales-api';
import { SaleDiscrepancy } from './sale-discrepancy';
import { WeightsDialog } from './weights-dialog';
import { SaleSummaryItems } from './sale-summary-items';
import { SaleTimeline } from './sale-timeline';
import { useSaleLineColumns } from './sale-line-columns';
import { SaleDetailFooter } from './sale-detail-footer';

export { SaleSummaryItems } from './sale-summary-items';

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
  const columns = useSaleLineColumns(data?.currency, setEditing);

  return (
    <Modal
      open={!!orderId}
      onCancel={onClose}
      width={1150}
      title={t('sales.detail.title')}
      footer={data && <SaleDetailFooter sale={data} onGenerate={onGenerate} />}
    >
      {data && (
        <Flex vertical gap="middle" data-testid="sale-detail">
          <SaleSummaryItems sale={data} />
          <DataTable<SaleLine>
            size="small"
            loading={isFetching}
            pagination={false}
            dataSource={data.lines}
            columns={columns}
          />
          <SaleDiscrepancy sale={data} />
          <SaleTimeline orderId={data.id} currency={data.currency} />
        </Flex>
      )}
      {orderId && <WeightsDialog orderId={orderId} line={editing} onClose={() => setEditing(null)} />}
    </Modal>
  );
}
