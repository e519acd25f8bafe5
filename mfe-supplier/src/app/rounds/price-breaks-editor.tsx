import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PriceBreakView } from '@marketplace/contracts';
import { ROUND_PRICE_BREAKS_MAX } from '@marketplace/contracts/constants';
import { decimalPriceBreakProblems, type PriceBreakProblem } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import { PriceBreakRow } from './price-break-row';

/** The problems of a product's breaks, each in the supplier's language ("Break 2: …"). */
export function priceBreakMessages(
  t: (key: string, options?: Record<string, unknown>) => string,
  unitPrice: number,
  breaks: readonly PriceBreakView[],
  maxQty: number | null,
): string[] {
  return decimalPriceBreakProblems(unitPrice, breaks, maxQty).map((p: PriceBreakProblem) =>
    t(`rounds.breaks.problems.${p.code}`, { ...p }),
  );
}

/**
 * A round product's price breaks: up to three rows of "from N units, price P", below
 * the product's own price and falling. Problems show as the supplier types, in the same rules the
 * service applies (libs/domain), so a refused save is never the first they hear of it.
 */
export function PriceBreaksEditor({
  sku,
  unitPrice,
  currency,
  maxQty,
  value,
  onChange,
}: {
  sku: string;
  unitPrice: number;
  currency: string;
  maxQty: number | null;
  value: readonly PriceBreakView[];
  onChange: (next: PriceBreakView[]) => void;
}) {
  const { t } = useTranslation('supplier');
  const problems = priceBreakMessages(t, unitPrice, value, maxQty);
  const set = (i: number, patch: Partial<PriceBreakView>) =>
    onChange(value.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const last = value[value.length - 1];
  return (
    <Flex vertical gap={8} data-testid={`breaks-${sku}`}>
      <Typography.Text type="secondary">
        {t('rounds.breaks.hint', { price: formatMoney(unitPrice, currency) })}
      </Typography.Text>
      {value.map((b, i) => (
        <PriceBreakRow
          key={i}
          sku={sku}
          currency={currency}
          n={i + 1}
          value={b}
          onChange={(patch) => set(i, patch)}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      {value.length < ROUND_PRICE_BREAKS_MAX && (
        <div>
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid={`add-break-${sku}`}
            onClick={() =>
              onChange([
                ...value,
                // A starting point the supplier edits: past the last break, a little cheaper.
                {
                  minQty: (last?.minQty ?? 0) + 100,
                  unitPrice: Math.max(0.01, Math.round((last?.unitPrice ?? unitPrice) * 95) / 100),
                },
              ])
            }
          >
            {t('rounds.breaks.add')}
          </Button>
        </div>
      )}
      {problems.map((message) => (
        <Typography.Text key={message} type="danger" role="alert">
          {message}
        </Typography.Text>
      ))}
    </Flex>
  );
}
