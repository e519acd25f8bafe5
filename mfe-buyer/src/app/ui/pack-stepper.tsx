import { useEffect, useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { roundToPack } from '@marketplace/domain';

/**
 * A quantity in whole packs (spec §5): − and + move by one pack, a typed value is rounded to a
 * pack multiple when the field is left, and nothing goes above `max` or below `min`.
 */
export function PackStepper({
  value,
  unitsPerPack,
  max,
  min = 0,
  disabled,
  onChange,
  testId,
  label,
}: {
  value: number;
  unitsPerPack: number;
  max: number | null;
  min?: number;
  disabled?: boolean;
  onChange: (qty: number) => void;
  testId?: string;
  label: string;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const clamp = (qty: number) => Math.max(min, roundToPack(qty, unitsPerPack, max));
  const commit = (qty: number | null) => {
    const next = clamp(qty ?? 0);
    setDraft(next);
    if (next !== value) onChange(next);
  };
  return (
    <Space.Compact data-testid={testId}>
      <Button
        aria-label="-"
        icon={<MinusOutlined />}
        disabled={disabled || value - unitsPerPack < min}
        onClick={() => commit(value - unitsPerPack)}
      />
      <InputNumber
        aria-label={label}
        controls={false}
        min={0}
        max={max ?? undefined}
        value={draft}
        disabled={disabled}
        style={{ width: 90, textAlign: 'center' }}
        onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
        onBlur={() => commit(draft)}
        onPressEnter={() => commit(draft)}
      />
      <Button
        aria-label="+"
        icon={<PlusOutlined />}
        disabled={disabled || (max != null && value + unitsPerPack > max)}
        onClick={() => commit(value + unitsPerPack)}
      />
    </Space.Compact>
  );
}
