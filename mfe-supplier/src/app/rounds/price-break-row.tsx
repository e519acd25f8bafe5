import { Button, Flex, InputNumber, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PriceBreakView } from '@marketplace/contracts';

/** One price break of a round product: "Break n", from how many units, its price, and Remove. */
export function PriceBreakRow({
  sku,
  currency,
  n,
  value,
  onChange,
  onRemove,
}: {
  sku: string;
  currency: string;
  /** The break's place, counted from 1. */
  n: number;
  value: PriceBreakView;
  onChange: (patch: Partial<PriceBreakView>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('supplier');
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text>{t('rounds.breaks.label', { n })}</Typography.Text>
      <InputNumber
        aria-label={t('rounds.breaks.qty', { n })}
        data-testid={`break-qty-${sku}-${n}`}
        min={1}
        precision={0}
        addonBefore={t('rounds.breaks.from')}
        addonAfter={t('rounds.breaks.units')}
        value={value.minQty}
        onChange={(v) => onChange({ minQty: Number(v) || 0 })}
        style={{ width: 210 }}
      />
      <InputNumber
        aria-label={t('rounds.breaks.price', { n })}
        data-testid={`break-price-${sku}-${n}`}
        min={0}
        step={0.01}
        addonAfter={currency}
        value={value.unitPrice}
        onChange={(v) => onChange({ unitPrice: Number(v) || 0 })}
        style={{ width: 160 }}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('rounds.breaks.remove', { n })}
        onClick={onRemove}
      />
    </Flex>
  );
}
