import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleLine } from '@marketplace/contracts';
import { useLineWeights } from './use-line-weights';
import { MeasureField } from './measure-field';

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
  const { form, isLoading, submit } = useLineWeights(orderId, line, onClose);

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
        <MeasureField name="netWeightKg" label={t('sales.weights.netWeight')} step={0.01} precision={2} />
        <MeasureField name="grossWeightKg" label={t('sales.weights.grossWeight')} step={0.01} precision={2} />
        <MeasureField name="cbm" label={t('sales.weights.cbm')} step={0.001} precision={3} />
      </Form>
    </Modal>
  );
}
