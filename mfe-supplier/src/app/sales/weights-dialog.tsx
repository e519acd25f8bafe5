import { useEffect } from 'react';
import { Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleLine } from '@marketplace/contracts';
import { showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useSaveLineWeightsMutation } from './sales-api';

interface Values {
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

/** 'Edit Product Weights & Dimensions' (spec §2.5): kg steps 0.01, m³ step 0.001; empty is none. */
export function WeightsDialog({
  orderId,
  line,
  onClose,
}: {
  orderId: string;
  line: SaleLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveLineWeightsMutation();

  useEffect(() => {
    if (line)
      form.setFieldsValue({
        netWeightKg: line.netWeightKg,
        grossWeightKg: line.grossWeightKg,
        cbm: line.cbm,
      });
  }, [form, line]);

  const submit = async (values: Values) => {
    if (!line) return;
    const result = await save({
      orderId,
      lineId: line.id,
      body: {
        netWeightKg: values.netWeightKg ?? null,
        grossWeightKg: values.grossWeightKg ?? null,
        cbm: values.cbm ?? null,
      },
    });
    if ('error' in result && result.error) {
      showFieldErrors(form, result.error, t);
      failure('supplier:sales.weights.failed', result.error);
      return;
    }
    notification.success({ message: t('sales.weights.success') });
    onClose();
  };

  const measure = (name: keyof Values, label: string, step: number, precision: number) => (
    <Form.Item name={name} label={label}>
      <InputNumber
        data-testid={`weights-${name}`}
        min={0}
        step={step}
        precision={precision}
        style={{ width: '100%' }}
        placeholder="0"
      />
    </Form.Item>
  );

  return (
    <Modal
      open={!!line}
      title={t('sales.weights.title')}
      onCancel={onClose}
      okText={t('sales.weights.save')}
      cancelText={t('sales.weights.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="weights-dialog"
    >
      {line && (
        <p>
          <strong>{line.name}</strong> · {line.sku}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {measure('netWeightKg', t('sales.weights.netWeight'), 0.01, 2)}
        {measure('grossWeightKg', t('sales.weights.grossWeight'), 0.01, 2)}
        {measure('cbm', t('sales.weights.cbm'), 0.001, 3)}
      </Form>
    </Modal>
  );
}
