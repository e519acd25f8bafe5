import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import {
  DollarOutlined,
  EyeOutlined,
  FileTextOutlined,
  InboxOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import {
  dateColumn,
  DataTable,
  TableActions,
  type DataColumn,
  IconAction,
  figureColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { GenerateInvoiceDialog } from './generate-invoice-dialog';
import { SaleDetailDialog } from './sale-detail-dialog';
import { useListSalesQuery } from './sales-api';
import { StatCards } from '@marketplace/web-kit/dashboard';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';
import { LIST_PAGINATION } from '@marketplace/web-kit/list-card';

/** Supplier › Sales History (spec §2.5). */
export function SalesHistoryPage() {
  const { t } = useTranslation('supplier');
  const { data, error, isFetching } = useListSalesQuery();
  const [viewing, setViewing] = useState<string | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);
  useLoadFailureToast(error, 'sales.loadFailed');

  const columns = useMemo<DataColumn<SaleSummary>[]>(
    () => [
      {
        key: 'id',
        nowrap: true,
        title: t('sales.columns.orderId'),
        render: (_, s) => <Typography.Text code>{shortId(s.id)}</Typography.Text>,
      },
      dateColumn('date', t('sales.columns.date'), (s) => s.createdAt),
      {
        key: 'buyer',
        title: t('sales.columns.buyer'),
        render: (_, s) => (
          <Flex vertical>
            <Typography.Text code>{shortId(s.buyerId)}</Typography.Text>
            {s.buyerCompanyName && <Typography.Text type="secondary">{s.buyerCompanyName}</Typography.Text>}
          </Flex>
        ),
      },
      { key: 'round', title: t('sales.columns.round'), dataIndex: 'roundTitle' },
      { key: 'items', title: t('sales.columns.items'), align: 'right', dataIndex: 'totalItems' },
      figureColumn('total', t('sales.columns.totalValue'), (s) => formatMoney(s.totalValue, s.currency), {
        nowrap: true,
      }),
      {
        key: 'status',
        title: t('sales.columns.status'),
        render: (_, s) => <OrderStatusTag status={s.status} labels="supplier:sales.orderStatus" />,
      },
      actionsColumn('actions', t('sales.columns.actions'), (s) => (
        <TableActions>
          <IconAction
            label={t('sales.viewDetails')}
            icon={<EyeOutlined />}
            testId={`view-sale-${s.id}`}
            onClick={() => setViewing(s.id)}
          />
          <IconAction
            label={t('sales.generate.button')}
            icon={<FileTextOutlined />}
            testId={`quick-invoice-${s.id}`}
            onClick={() => setGenerating(s.id)}
          />
        </TableActions>
      )),
    ],
    [t],
  );

  const stats = data?.stats;
  // A supplier without a company: the same page as on products, rounds and the dashboard.
  if (isNoCompany(error)) return <NoCompany />;

  return (
    <Flex vertical gap="middle" data-testid="sales-history">
      <PageHeader
        title={t('sales.title')}
        subtitle={t('sales.subtitle')}
        extra={<ExportButton apiBase="/api/supplier" path="/sales/export" testId="sales-export" />}
      />
      <StatCards
        col={{ xs: 24, md: 8 }}
        asGiven
        figures={[
          {
            key: 'totalSales',
            testId: 'card-total-sales',
            title: t('sales.cards.totalSales'),
            icon: <DollarOutlined />,
            value: formatMoney(stats?.totalSales ?? 0, 'USD'),
          },
          {
            key: 'ordersCount',
            testId: 'card-orders-count',
            title: t('sales.cards.ordersCount'),
            icon: <ShoppingOutlined />,
            value: stats?.ordersCount ?? 0,
          },
          {
            key: 'totalUnitsSold',
            testId: 'card-units-sold',
            title: t('sales.cards.totalUnitsSold'),
            icon: <InboxOutlined />,
            value: stats?.totalUnitsSold ?? 0,
          },
        ]}
      />
      <Card title={t('sales.recentSales')}>
        <DataTable<SaleSummary>
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          pagination={LIST_PAGINATION}
          locale={{
            emptyText: <Empty description={`${t('sales.empty.title')} - ${t('sales.empty.text')}`} />,
          }}
        />
      </Card>
      <SaleDetailDialog
        orderId={viewing}
        onClose={() => setViewing(null)}
        onGenerate={(id) => setGenerating(id)}
      />
      <GenerateInvoiceDialog orderId={generating} onClose={() => setGenerating(null)} />
    </Flex>
  );
}
