import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { sumMoney } from '@marketplace/domain';
// Through the package, as InvoiceDetail.tsx explains: this file is bundled into each remote's own build.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatDate } from '@marketplace/web-kit';
import { InvoiceStatusTag } from '../status/status-tag';
import { moneyIn } from './invoice-format';

/** The invoice number, with its revision and when it was revised once it has been. */
function InvoiceNumber({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const revised = (invoice.revision ?? 1) > 1;
  return (
    <Flex vertical>
      <Typography.Text strong>
        {invoice.invoiceNumber}
        {revised && (
          <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="invoice-revision">
            {t('invoice.revision', { revision: invoice.revision })}
          </Tag>
        )}
      </Typography.Text>
      {revised && (
        <Typography.Text type="secondary" data-testid="invoice-revised-note">
          {t('invoice.revisedNote', { date: formatDate(invoice.revisedAt ?? invoice.issueDate) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The invoice's number, issue date, totals and status, as the PDF's heading lists them. */
export function InvoiceFigures({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const money = moneyIn(invoice.currency);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { label: t('invoice.invoiceNumber'), children: <InvoiceNumber invoice={invoice} /> },
        { label: t('invoice.issueDate'), children: formatDate(invoice.issueDate) },
        // The freight share is its own line of the total, as on the PDF.
        ...(invoice.freight
          ? [
              {
                label: t('invoice.totalValue'),
                children: money(sumMoney(invoice.lines.map((l) => l.subtotal))),
              },
              {
                label: t(`invoice.freight.${invoice.freight.basis}`),
                children: <span data-testid="invoice-freight">{money(invoice.freight.amount)}</span>,
              },
            ]
          : []),
        {
          // "Total Value" is the goods everywhere; with freight the total is named apart.
          label: t(invoice.freight ? 'invoice.totalWithFreight' : 'invoice.totalValue'),
          children: (
            <Typography.Text strong data-testid="invoice-total">
              {money(invoice.totalValue)}
            </Typography.Text>
          ),
        },
        { label: t('invoice.status'), children: <InvoiceStatusTag status={invoice.status} /> },
      ]}
    />
  );
}
