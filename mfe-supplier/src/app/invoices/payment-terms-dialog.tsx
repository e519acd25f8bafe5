import { Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentTerms } from '@marketplace/contracts';
import { PAYMENT_TERMS_DAYS_MAX } from '@marketplace/contracts/constants';
import { showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useSetPaymentTermsMutation } from '../sales/sales-api';

interface Values {
  netDays?: number | null;
}

/** Changes the company's payment terms: net days after sending, or none (left empty). */
export function PaymentTermsDialog({
  open,
  terms,
  onClose,
}: {
  open: boolean;
  terms: PaymentTerms | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSetPaymentTermsMutation();

  const submit = async (values: Values) => {
    const result = await save({ netDays: values.netDays ?? null });
    if ('error' in result && result.error) {
      showFieldErrors(form, result.error, t);
      failure('supplier:invoices.paymentTerms.failed', result.error);
      return;
    }
    notification.success({ message: t('invoices.paymentTerms.saved') });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('invoices.paymentTerms.title')}
      onCancel={onClose}
      okText={t('invoices.paymentTerms.save')}
      cancelText={t('invoices.paymentTerms.cancel')}
      okButtonProps={{ 'data-testid': 'payment-terms-save' } as Record<`data-${string}`, string>}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ netDays: terms?.netDays ?? null }}
        onFinish={(v) => void submit(v)}
      >
        <Typography.Paragraph type="secondary">{t('invoices.paymentTerms.help')}</Typography.Paragraph>
        <Form.Item name="netDays" label={t('invoices.paymentTerms.netDays')}>
          <InputNumber
            style={{ width: '100%' }}
            min={0}
            max={PAYMENT_TERMS_DAYS_MAX}
            step={1}
            precision={0}
            data-testid="payment-terms-days"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
