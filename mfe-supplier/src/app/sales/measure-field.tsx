import { Form, InputNumber } from 'antd';
import type { LineWeightsValues } from './use-line-weights';

/** One measure of a sale line (a weight in kg or a volume in m³), never below zero. */
export function MeasureField({
  name,
  label,
  step,
  precision,
}: {
  name: keyof LineWeightsValues;
  label: string;
  step: number;
  precision: number;
}) {
  return (
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
}
