import { useEffect } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleLine } from '@marketplace/contracts';
import { showFieldErrors, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useSaveLineWeightsMutation } from './sales-api';

export interface LineWeightsValues {
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

/** A sale line's weights form, filled from the line when it opens, and its saving (empty is none). */
export function useLineWeights(orderId: string, line: SaleLine | null, onClose: () => void) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const [form] = Form.useForm<LineWeightsValues>();
  const [save, { isLoading }] = useSaveLineWeightsMutation();

  useEffect(() => {
    if (line)
      form.setFieldsValue({
        netWeightKg: line.netWeightKg,
        grossWeightKg: line.grossWeightKg,
        cbm: line.cbm,
      });
  }, [form, line]);

  const submit = async (values: LineWeightsValues) => {
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

  return { form, isLoading, submit };
}
