import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';

/**
 * Who bought and how much (spec §2.5). The buyer is named by the company on the order (an
 * id alone told the supplier nothing); the spec's short buyer id stays beside it.
 */
export function SaleSummaryItems({ sale }: { sale: SaleSummary }) {
  const { t } = useTranslation('supplier');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 4 }}
      items={[
        {
          label: t('sales.detail.buyer'),
          children: (
            <Flex vertical data-testid="sale-buyer">
              <Typography.Text strong>{sale.buyerCompanyName ?? t('sales.detail.noCompany')}</Typography.Text>
              <Typography.Text type="secondary">
                {t('sales.detail.buyerId')} {shortId(sale.buyerId)}
              </Typography.Text>
            </Flex>
          ),
        },
        { label: t('sales.detail.totalItems'), children: sale.totalItems },
        { label: t('sales.detail.totalUnits'), children: sale.totalUnits },
        { label: t('sales.detail.totalValue'), children: formatMoney(sale.totalValue, sale.currency) },
      ]}
    />
  );
}
