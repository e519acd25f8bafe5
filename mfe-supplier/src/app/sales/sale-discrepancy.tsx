import { useState } from 'react';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { CheckOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DiscrepancyDecision, SaleDetail, SaleLine } from '@marketplace/contracts';
import { isReceivedOrder } from '@marketplace/domain';
import { formatDate, lazyPage, OnceOpened, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useDecideDiscrepancyMutation } from './sales-api';

const DisputeDialog = lazyPage(() => import('./dispute-dialog'), 'DisputeDialog');

/** Units the receipt reported short or damaged, over the sale's lines. */
export function unitsReported(lines: ReadonlyArray<Pick<SaleLine, 'receipt'>>): number {
  return lines.reduce((sum, l) => sum + (l.receipt ? l.receipt.short + l.receipt.damaged : 0), 0);
}

/** A line's receipt as the buyer confirmed it: received, damaged and short, with the buyer's note. */
export function LineReceipt({ line }: { line: Pick<SaleLine, 'receipt'> }) {
  const { t } = useTranslation('supplier');
  const { receipt } = line;
  if (!receipt) return null;
  const issues = receipt.short + receipt.damaged > 0;
  return (
    <Flex vertical>
      <Typography.Text type={issues ? undefined : 'secondary'} data-testid="sale-line-receipt">
        {[
          t('sales.detail.receipt.received', { units: receipt.received }),
          t('sales.detail.receipt.damaged', { units: receipt.damaged }),
          t('sales.detail.receipt.short', { units: receipt.short }),
        ].join(' · ')}
      </Typography.Text>
      {receipt.note && (
        <Typography.Text type="secondary" data-testid="sale-line-receipt-note">
          {t('sales.detail.receipt.note', { note: receipt.note })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** What the supplier decided, in one line: accepted (units credited) or disputed (the reason). */
export function DiscrepancyDecided({ decision }: { decision: DiscrepancyDecision }) {
  const { t } = useTranslation('supplier');
  const date = formatDate(decision.decidedAt);
  const text =
    decision.decision === 'accept'
      ? t('sales.detail.discrepancy.acceptedOn', {
          date,
          count: decision.lines.reduce((sum, l) => sum + l.units, 0),
        })
      : t('sales.detail.discrepancy.disputedOn', { date, reason: decision.reason ?? '' });
  return <Typography.Text data-testid="sale-discrepancy">{text}</Typography.Text>;
}

/**
 * The receipt's discrepancy on a sale: once decided, the decision; while the buyer's receipt
 * reports units short or damaged and nothing is decided, Accept and credit (confirmed) and
 * Dispute (a reason, in a dialog loaded when first opened). Nothing on other sales.
 */
export function SaleDiscrepancy({
  sale,
}: {
  sale: Pick<SaleDetail, 'id' | 'status' | 'lines' | 'discrepancy'>;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [decide, { isLoading }] = useDecideDiscrepancyMutation();
  const [disputing, setDisputing] = useState(false);

  if (sale.discrepancy) return <DiscrepancyDecided decision={sale.discrepancy} />;
  const count = unitsReported(sale.lines);
  if (!isReceivedOrder(sale.status) || count === 0) return null;

  const accept = async () => {
    const result = await decide({ orderId: sale.id, body: { decision: 'accept' } });
    if ('error' in result && result.error) failure('supplier:sales.detail.discrepancy.failed', result.error);
    else notification.success({ message: t('sales.detail.discrepancy.accepted') });
  };

  return (
    <Flex vertical gap="small" data-testid="sale-discrepancy-actions">
      <Typography.Text strong>
        <ExclamationCircleOutlined aria-hidden /> {t('sales.detail.discrepancy.reported', { count })}
      </Typography.Text>
      <Flex wrap gap="small">
        <Popconfirm
          title={t('sales.detail.discrepancy.acceptConfirm', { count })}
          okText={t('sales.detail.discrepancy.accept')}
          cancelText={t('sales.detail.discrepancy.cancel')}
          okButtonProps={{ 'data-testid': 'discrepancy-accept-confirm' } as Record<`data-${string}`, string>}
          onConfirm={() => accept()}
        >
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={isLoading}
            data-testid="discrepancy-accept"
          >
            {t('sales.detail.discrepancy.accept')}
          </Button>
        </Popconfirm>
        <Button onClick={() => setDisputing(true)} disabled={isLoading} data-testid="discrepancy-dispute">
          {t('sales.detail.discrepancy.dispute')}
        </Button>
      </Flex>
      <OnceOpened open={disputing}>
        <DisputeDialog orderId={sale.id} open={disputing} onClose={() => setDisputing(false)} />
      </OnceOpened>
    </Flex>
  );
}
