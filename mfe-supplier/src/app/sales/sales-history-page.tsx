import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import {
  ServerPager,
  lazyPage,
  LightCard,
  LightFlex,
  OnceOpened,
  useCursorPages,
} from '@marketplace/web-kit';
import { DataTable } from '@marketplace/web-kit/data-table';
import { useListSalesQuery } from './sales-api';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { useSalesColumns } from './sales-columns';
import { SalesFigures } from './sales-figures';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';

export { SaleBuyer } from './sale-buyer';

// The dialogs (antd's Modal, Descriptions and Form) load when first opened: the list itself is
// drawn with the kit's light widgets, and the page loads no antd on its way to the screen.
const SaleDetailDialog = lazyPage(() => import('./sale-detail-dialog'), 'SaleDetailDialog');
const GenerateInvoiceDialog = lazyPage(() => import('./generate-invoice-dialog'), 'GenerateInvoiceDialog');

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
  const columns = useSalesColumns(setViewing, setGenerating);

  // A supplier without a company: the same page as on products, rounds and the dashboard.
  if (isNoCompany(error)) return <NoCompany />;

  return (
    <LightFlex vertical gap="middle" data-testid="sales-history">
      <PageHeader
        title={t('sales.title')}
        subtitle={t('sales.subtitle')}
        extra={<ExportButton apiBase="/api/supplier" path="/sales/export" testId="sales-export" />}
      />
      <SalesFigures stats={data?.stats} />
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
