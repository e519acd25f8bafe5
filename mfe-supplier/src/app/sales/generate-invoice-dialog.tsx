import { DatePicker, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SalesProblemCodes, toProblemCode } from './problem-code';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useGenerateInvoiceMutation } from './sales-api';

interface Values {
  dueDate?: { format(pattern: string): string } | null;
  notes?: string;
}

/**
 * Generate Proforma Invoice for one order: due date and notes, then the spec's success text, or
 * 'Missing Information' while a line lacks net weight, gross weight or CBM.
 */
export function GenerateInvoiceDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<Values>();
  const [generate, { isLoading }] = useGenerateInvoiceMutation();

  const submit = async (values: Values) => {
    if (!orderId) return;
    const result = await generate({
      orderId,
      body: {
        dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null,
        notes: values.notes ?? null,
      },
    });
    if ('error' in result && result.error) {
      if (toProblemCode(result.error) !== SalesProblemCodes.missingInformation)
        failure('supplier:sales.generate.failed', result.error);
      else {
        console.error('Failed to generate proforma invoice', result.error);
        notification.error({
          message: t('sales.generate.missingTitle'),
          description: t('sales.generate.missingText'),
        });
      }
      return;
    }
    const { created, invoice } = result.data;
    if (created)
      notification.success({ message: t('sales.generate.success', { number: invoice.invoiceNumber }) });
    else notification.info({ message: t('sales.generate.exists', { number: invoice.invoiceNumber }) });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={!!orderId}
      title={t('sales.generate.title')}
      onCancel={onClose}
      okText={t('sales.generate.submit')}
      okButtonProps={{ 'data-testid': 'generate-invoice-submit' } as Record<`data-${string}`, string>}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="dueDate" label={t('sales.generate.dueDate')}>
          <DatePicker style={{ width: '100%' }} data-testid="generate-due-date" />
        </Form.Item>
        <Form.Item name="notes" label={t('sales.generate.notes')}>
          <Input.TextArea
            rows={3}
            maxLength={2000}
            placeholder={t('sales.generate.notesPlaceholder')}
            data-testid="generate-notes"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
