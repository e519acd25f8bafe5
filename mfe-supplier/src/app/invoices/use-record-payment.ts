import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { amountDue } from '@marketplace/domain';
import { formatMoney, showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useRecordInvoicePaymentMutation } from '../sales/sales-api';

export interface RecordPaymentValues {
  paidOn?: { format(pattern: string): string } | null;
  amount?: number | null;
  reference?: string;
}

/**
 * Record Payment's form and its sending: what is still due, and on a refusal the user's words
 * (a refused field marked under it); on success the toast says whether the invoice is now paid.
 */
export function useRecordPayment(invoice: InvoiceSnapshot | null, onClose: () => void) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<RecordPaymentValues>();
  const [record, { isLoading }] = useRecordInvoicePaymentMutation();
  const due = invoice ? amountDue(invoice) : 0;

  const submit = async (values: RecordPaymentValues) => {
    if (!invoice) return;
    const result = await record({
      id: invoice.id,
      body: {
        paidOn: (values.paidOn ?? dayjs()).format('YYYY-MM-DD'),
        amount: values.amount ?? 0,
        reference: values.reference ?? '',
      },
    });
    if ('error' in result && result.error) {
      showFieldErrors(form, result.error, t);
      failure('supplier:invoices.recordPayment.failed', result.error);
      return;
    }
    const saved = result.data;
    const amount = formatMoney(values.amount ?? 0, invoice.currency);
    notification.success({
      message:
        saved.status === 'paid'
          ? t('invoices.recordPayment.paidSuccess', { number: invoice.invoiceNumber })
          : t('invoices.recordPayment.success', { amount, number: invoice.invoiceNumber }),
    });
    onClose();
  };

  return { form, isLoading, due, submit };
}
