import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { useRecordPayment } from './use-record-payment';
import { RecordPaymentFields } from './record-payment-fields';

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
  const { form, isLoading, due, submit } = useRecordPayment(invoice, onClose);

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
          <RecordPaymentFields due={due} currency={invoice.currency} />
        </Form>
      )}
    </Modal>
  );
}
