import { useEffect, useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { roundToPack } from '@marketplace/domain';

/** The quantity a typed text stands for: whole packs, within `min` and `max` (one rule). */
export function steppedQuantity(
  typed: string | number | null,
  unitsPerPack: number,
  max: number | null,
  min = 0,
): number {
  const parsed = typeof typed === 'number' ? typed : Number.parseFloat(String(typed ?? '').replace(',', '.'));
  return Math.max(min, roundToPack(Number.isFinite(parsed) ? parsed : 0, unitsPerPack, max));
}

/**
 * A quantity in whole packs (spec §5): − and + move by one pack, a typed value is rounded to a
 * pack multiple when the field is left, and nothing goes above `max` or below `min`.
 *
 * The field never limits the value itself (no min/max, no change on blur): it used to clamp
 * 500 to 200 on screen after this component had taken the text typed before, so the field showed
 * 200 while the quantity, the subtotal and Add to Cart kept another value. Here the
 * text in the field when it is left is the one value, clamped once and reported.
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
  const commit = (typed: string | number | null) => {
    const next = steppedQuantity(typed, unitsPerPack, max, min);
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
        changeOnBlur={false}
        value={draft}
        disabled={disabled}
        style={{ width: 90, textAlign: 'center' }}
        onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
        onBlur={(e) => commit(e.currentTarget.value)}
        // The key event's currentTarget is antd's wrapper, not the input: read the input itself
        // (with currentTarget, Enter read no value and reset the field to its minimum).
        onPressEnter={(e) => commit((e.target as HTMLInputElement).value)}
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
