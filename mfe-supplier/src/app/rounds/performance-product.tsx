import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoundPerformance } from '@marketplace/contracts';
import { quantityIn } from '@marketplace/i18n';
import { groupPriceView } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import { ProductOutcomeTag } from './round-outcome';

type PerformanceProduct = RoundPerformance['products'][number];

/** The product's name, SKU and price, and the group's price now with its breaks. */
function ProductSummary({ product: p, currency }: { product: PerformanceProduct; currency: string }) {
  const { t } = useTranslation('supplier');
  return (
    <div>
      <Typography.Text strong>{p.name}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {p.sku} · {formatMoney(p.unitPrice, p.currency || currency)}
      </Typography.Text>
      {/* The group's price now at the committed units, and the breaks. */}
      {p.priceBreaks && p.priceBreaks.length > 0 && (
        <div data-testid="performance-breaks">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('rounds.performance.groupPrice', {
              price: formatMoney(
                groupPriceView(p.unitPrice, p.priceBreaks, p.committed).unitPrice,
                p.currency || currency,
              ),
              breaks: p.priceBreaks
                .map((b) => `${b.minQty}+ ${formatMoney(b.unitPrice, p.currency || currency)}`)
                .join(' · '),
            })}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** Where the product stands: its cap, MOQ or outcome, flex called in, committed units, shortfall. */
function ProductStanding({ product: p }: { product: PerformanceProduct }) {
  const { t } = useTranslation('supplier');
  return (
    <Flex gap="small" align="center" wrap>
      {p.maxQty !== null && <Tag>{t('rounds.performance.maxQty', { count: p.maxQty })}</Tag>}
      {/* Once closed, the outcome says whether the MOQ was met, and what came of it. */}
      {p.outcome ? (
        <ProductOutcomeTag outcome={p.outcome} />
      ) : (
        p.moqMet && (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('rounds.performance.moqMet')}
          </Tag>
        )
      )}
      {/* Flexible units the close called in to meet the MOQ, part of the figure. */}
      {(p.flexCalled ?? 0) > 0 && (
        <Tag color="green" data-testid="performance-flex">
          {t('rounds.performance.metWithFlex', { count: p.flexCalled })}
        </Tag>
      )}
      <Typography.Text data-testid="product-committed">
        {t(p.outcome ? 'rounds.performance.committedOfAtClose' : 'rounds.performance.committedOf', {
          committed: p.committed,
          moq: quantityIn(t, p.moq, p.uom),
        })}
      </Typography.Text>
      {/* A round closed short, explained: how many more would have met it, and
          the flex offered that could not. */}
      {p.outcome === 'released' && p.committed < p.moq && (
        <Typography.Text data-testid="product-short-by">
          {t('rounds.performance.shortBy', { count: p.moq - p.committed })}
          {(p.flexOffered ?? 0) > 0 && (
            <>
              ;{' '}
              <span data-testid="performance-flex">
                {t('rounds.performance.flexOffered', { count: p.flexOffered })}
              </span>
            </>
          )}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A product's card in Round Performance: what it is, where it stands, its progress to the MOQ. */
export function PerformanceProductCard({
  product: p,
  currency,
}: {
  product: PerformanceProduct;
  currency: string;
}) {
  return (
    <Card size="small" data-testid="performance-product">
      <Flex justify="space-between" align="center" wrap gap="small">
        <ProductSummary product={p} currency={currency} />
        <ProductStanding product={p} />
      </Flex>
      <Progress
        percent={Math.round(p.progress)}
        status={p.moqMet ? 'success' : 'active'}
        strokeColor={p.moqMet ? undefined : p.progress >= 80 ? '#faad14' : '#ff4d4f'}
      />
    </Card>
  );
}
