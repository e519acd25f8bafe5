import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { useTranslation } from 'react-i18next';
import type { SalesListResponse } from '@marketplace/contracts';
import { formatMoney, SvgIcon } from '@marketplace/web-kit';
import { StatCards } from '@marketplace/web-kit/dashboard';

/** Sales History's three cards: total sales, orders and units sold (zero until the list answers). */
export function SalesFigures({ stats }: { stats: SalesListResponse['stats'] | undefined }) {
  const { t } = useTranslation('supplier');
  return (
    <StatCards
      col={{ xs: 24, md: 8 }}
      asGiven
      figures={[
        {
          key: 'totalSales',
          testId: 'card-total-sales',
          title: t('sales.cards.totalSales'),
          icon: <SvgIcon icon={DollarOutlined} />,
          value: formatMoney(stats?.totalSales ?? 0, 'USD'),
        },
        {
          key: 'ordersCount',
          testId: 'card-orders-count',
          title: t('sales.cards.ordersCount'),
          icon: <SvgIcon icon={ShoppingOutlined} />,
          value: stats?.ordersCount ?? 0,
        },
        {
          key: 'totalUnitsSold',
          testId: 'card-units-sold',
          title: t('sales.cards.totalUnitsSold'),
          icon: <SvgIcon icon={InboxOutlined} />,
          value: stats?.totalUnitsSold ?? 0,
        },
      ]}
    />
  );
}
