import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { quantityIn } from '@marketplace/i18n';
import type { AdminOrderRow } from '@marketplace/contracts';
import { adminMoney } from '../ui/admin-money';

/** An order's lines: product, quantity (with the flex asked or called), unit price and subtotal. */
export function OrderLinesTable({ items }: { items: AdminOrderRow['items'] }) {
  const { t } = useTranslation('admin');
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      scroll={{ y: 280 }}
      columns={[
        { key: 'product', title: t('orders.details.product'), render: (_, i) => `${i.name} (${i.sku})` },
        {
          key: 'qty',
          width: 120,
          title: t('orders.details.qty'),
          render: (_, i) => (
            <>
              {quantityIn(t, i.qty, i.uom)}
              {!!(i.flex || i.flexCalled) && (
                <Typography.Text
                  type="secondary"
                  style={{ display: 'block', fontSize: 12 }}
                  data-testid="order-item-flex"
                >
                  {i.flexCalled
                    ? t('orders.details.flexCalled', { count: i.flexCalled })
                    : t('orders.details.flex', { count: i.flex })}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'price',
          width: 120,
          title: t('orders.details.unitPrice'),
          render: (_, i) => adminMoney(i.unitPrice),
        },
        {
          key: 'subtotal',
          width: 120,
          title: t('orders.details.subtotal'),
          render: (_, i) => adminMoney(i.subtotal),
        },
      ]}
    />
  );
}
