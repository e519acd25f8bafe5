import { useMemo, useState } from 'react';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import {
  ServerPager,
  formatMoney,
  lazyPage,
  LightCard,
  LightFlex,
  LightText,
  SvgIcon,
  OnceOpened,
  useCursorPages,
} from '@marketplace/web-kit';
import {
  dateColumn,
  DataTable,
  TableActions,
  type DataColumn,
  IconAction,
  figureColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { useListSalesQuery } from './sales-api';
import { StatCards } from '@marketplace/web-kit/dashboard';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { OrderStatusTag } from '@marketplace/web-kit/status-tag';
import { CodeText } from '../ui/code-text';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';

// The dialogs (antd's Modal, Descriptions and Form) load when first opened: the list itself is
// drawn with the kit's light widgets, and the page loads no antd on its way to the screen.
const SaleDetailDialog = lazyPage(() => import('./sale-detail-dialog'), 'SaleDetailDialog');
const GenerateInvoiceDialog = lazyPage(() => import('./generate-invoice-dialog'), 'GenerateInvoiceDialog');

/**
 * Who bought: the buyer's short id as spec §2.5 lists it, and under it the buying company by
 * name, so a supplier never reads a bare id; an order whose company the directory does not know
 * says so in words.
 */
export function SaleBuyer({ sale }: { sale: Pick<SaleSummary, 'buyerId' | 'buyerCompanyName'> }) {
  const { t } = useTranslation('supplier');
  return (
    <LightFlex vertical>
      <CodeText>{shortId(sale.buyerId)}</CodeText>
      {sale.buyerCompanyName ? (
        <LightText data-testid="sale-buyer-name">{sale.buyerCompanyName}</LightText>
      ) : (
        <LightText type="secondary" data-testid="sale-buyer-name">
          {t('sales.detail.noCompany')}
        </LightText>
      )}
    </LightFlex>
  );
}

/** Supplier › Sales History (spec §2.5): drawn without antd (the kit's light table, cards and header). */
export function SalesHistoryPage() {
  const { t } = useTranslation('supplier');
  // A page of 20 at a time, newest first: a supplier sells thousands of orders a year.
  const pages = useCursorPages({});
  // Left out on the first page: the same request the page's first view read.
  const { data, error, isFetching } = useListSalesQuery(pages.params);
  const [viewing, setViewing] = useState<string | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);
  useLoadFailureToast(error, 'sales.loadFailed');

  const columns = useMemo<DataColumn<SaleSummary>[]>(
    () => [
      {
        key: 'id',
        nowrap: true,
        title: t('sales.columns.orderId'),
        render: (_, s) => <CodeText>{shortId(s.id)}</CodeText>,
      },
      dateColumn('date', t('sales.columns.date'), (s) => s.createdAt),
      {
        key: 'buyer',
        title: t('sales.columns.buyer'),
        render: (_, s) => <SaleBuyer sale={s} />,
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
            icon={<SvgIcon icon={EyeOutlined} />}
            testId={`view-sale-${s.id}`}
            onClick={() => setViewing(s.id)}
          />
          <IconAction
            label={t('sales.generate.button')}
            icon={<SvgIcon icon={FileTextOutlined} />}
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
    <LightFlex vertical gap="middle" data-testid="sales-history">
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
      <LightCard title={t('sales.recentSales')}>
        <div data-testid="sales-table">
          <DataTable<SaleSummary>
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            pagination={false}
            locale={{ emptyText: `${t('sales.empty.title')} - ${t('sales.empty.text')}` }}
          />
          <ServerPager testId="sales-pages" pages={pages} nextCursor={data?.nextCursor} />
        </div>
      </LightCard>
      {/* One boundary each: Generate opens over the open sale, which must stay on screen meanwhile. */}
      <OnceOpened open={viewing !== null}>
        <SaleDetailDialog
          orderId={viewing}
          onClose={() => setViewing(null)}
          onGenerate={(id) => setGenerating(id)}
        />
      </OnceOpened>
      <OnceOpened open={generating !== null}>
        <GenerateInvoiceDialog orderId={generating} onClose={() => setGenerating(null)} />
      </OnceOpened>
    </LightFlex>
  );
}
