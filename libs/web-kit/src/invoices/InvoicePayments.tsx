import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { InvoicePayment, InvoiceSnapshot } from '@marketplace/contracts';
import { PAYABLE_STATUSES, amountDue, amountOverpaid, amountPaid, isOverdue } from '@marketplace/domain';
// Through the package, as InvoiceDetail.tsx explains: this file is bundled into each remote's own build.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatDay } from '@marketplace/web-kit';
import { DataTable, figureColumn } from '../widgets/DataTable';
import { moneyIn } from './invoice-format';

/** Paid, due (red when overdue) and, only when the buyer paid too much, overpaid. */
function paymentFigures(
  t: TFunction,
  invoice: InvoiceSnapshot,
  overdue: boolean,
): DescriptionsProps['items'] {
  const money = moneyIn(invoice.currency);
  return [
    {
      label: t('invoice.payments.paid'),
      children: <span data-testid="invoice-amount-paid">{money(amountPaid(invoice))}</span>,
    },
    {
      label: t('invoice.payments.due'),
      children: (
        <Typography.Text strong type={overdue ? 'danger' : undefined} data-testid="invoice-amount-due">
          {money(amountDue(invoice))}
        </Typography.Text>
      ),
    },
    ...(amountOverpaid(invoice) > 0
      ? [
          {
            label: t('invoice.payments.overpaid'),
            children: (
              <Typography.Text strong data-testid="invoice-amount-overpaid">
                {money(amountOverpaid(invoice))}
              </Typography.Text>
            ),
          },
        ]
      : []),
  ];
}

/** Each payment the supplier recorded, oldest first. */
function PaymentRows({ invoice, payments }: { invoice: InvoiceSnapshot; payments: InvoicePayment[] }) {
  const { t } = useTranslation('common');
  const money = moneyIn(invoice.currency);
  return (
    <DataTable<InvoicePayment>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payments}
      data-testid="invoice-payment-rows"
      columns={[
        {
          key: 'paidOn',
          nowrap: true,
          title: t('invoice.payments.columns.paidOn'),
          render: (_, p) => formatDay(p.paidOn),
        },
        { key: 'reference', title: t('invoice.payments.columns.reference'), dataIndex: 'reference' },
        figureColumn('amount', t('invoice.payments.columns.amount'), (p) => money(p.amount), {
          nowrap: true,
        }),
      ]}
    />
  );
}

/**
 * What has been paid and what is still due, with each payment the supplier recorded: shown once
 * the buyer has the invoice (sent, accepted, paid) or a payment exists.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const payments = invoice.payments ?? [];
  if (!payments.length && !PAYABLE_STATUSES.includes(invoice.status) && invoice.status !== 'paid')
    return null;
  const overdue = isOverdue(invoice, new Date());
  return (
    <Card
      size="small"
      title={t('invoice.payments.title')}
      data-testid="invoice-payments"
      extra={
        overdue && (
          <Tag color="red" data-testid="invoice-overdue">
            {t('invoice.payments.overdue')}
          </Tag>
        )
      }
    >
      <Flex vertical gap="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={paymentFigures(t, invoice, overdue)} />
        {payments.length ? (
          <PaymentRows invoice={invoice} payments={payments} />
        ) : (
          <Typography.Text type="secondary">{t('invoice.payments.none')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
