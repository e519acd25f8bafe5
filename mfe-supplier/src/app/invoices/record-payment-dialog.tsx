import { DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { amountDue } from '@marketplace/domain';
import { formatMoney, showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useRecordInvoicePaymentMutation } from '../sales/sales-api';

interface Values {
  paidOn?: { format(pattern: string): string } | null;
  amount?: number | null;
  reference?: string;
}

/**
 * Record Payment for one sent or accepted invoice: the day the money arrived (today unless said),
 * the amount (what is still due unless said) and the reference on the statement. A refusal (more
 * than is due, a reference already recorded) is told in the user's words; a refused field is
 * marked under it.
 */
export function RecordPaymentDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceSnapshot | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<Values>();
  const [record, { isLoading }] = useRecordInvoicePaymentMutation();
  const due = invoice ? amountDue(invoice) : 0;

  const submit = async (values: Values) => {
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

  return (
    <Modal
      open={!!invoice}
      title={invoice ? t('invoices.recordPayment.title', { number: invoice.invoiceNumber }) : ''}
      onCancel={onClose}
      okText={t('invoices.recordPayment.submit')}
      cancelText={t('invoices.recordPayment.cancel')}
      okButtonProps={{ 'data-testid': 'record-payment-submit' } as Record<`data-${string}`, string>}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      // The next payment starts from today and what is then still due, not from a refused attempt.
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {invoice && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ paidOn: dayjs(), amount: due }}
          onFinish={(v) => void submit(v)}
          data-testid="record-payment-form"
        >
          <Typography.Paragraph type="secondary" data-testid="record-payment-due">
            {t('invoices.recordPayment.dueHint', { due: formatMoney(due, invoice.currency) })}
          </Typography.Paragraph>
          <Form.Item
            name="paidOn"
            label={t('invoices.recordPayment.paidOn')}
            rules={[{ required: true, message: t('invoices.recordPayment.required') }]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              data-testid="record-payment-date"
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('invoices.recordPayment.amount')}
            rules={[{ required: true, message: t('invoices.recordPayment.required') }]}
          >
            <InputNumber
              style={{ width: '100%' }}
              min={0.01}
              max={due}
              step={0.01}
              precision={2}
              data-testid="record-payment-amount"
            />
          </Form.Item>
          <Form.Item
            name="reference"
            label={t('invoices.recordPayment.reference')}
            rules={[{ required: true, whitespace: true, message: t('invoices.recordPayment.required') }]}
          >
            <Input
              maxLength={80}
              placeholder={t('invoices.recordPayment.referencePlaceholder')}
              data-testid="record-payment-reference"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
