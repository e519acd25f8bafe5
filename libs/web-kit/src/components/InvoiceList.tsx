import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { ClockCircleOutlined, DollarOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { InvoiceSnapshot, InvoiceStats } from '@marketplace/contracts';
// Through the package, not a relative import: this file (entry point `invoice-list`) is bundled into
// each remote's own build, and the formatters' language must be the shared i18n's.
import { formatDate, formatMoney, useFailureToast, useFeedback } from '@marketplace/web-kit';
import { DataTable, type DataColumn, figureColumn, actionsColumn } from './DataTable';
import { PageHeader } from './PageHeader';
import { InvoiceStatusTag } from '../status/status-tag';
import { InvoiceDetail, InvoiceDownloads } from './InvoiceDetail';
import { ExportButton } from './ExportButton';
import { LIST_PAGINATION } from './ListCard';
import { StatCards } from './Dashboard';

type InvoiceArea = 'buyer' | 'supplier';

/**
 * What the spec names per area: `invoices.columns.<key>` of the amount column, and the third
 * figure (the supplier's draft invoices, the buyer's sent ones waiting for an answer).
 */
const AREA_NAMES: Record<
  InvoiceArea,
  { amountTitleKey: string; pendingCard: { testId: string; titleKey: string } }
> = {
  buyer: {
    amountTitleKey: 'amount',
    pendingCard: { testId: 'card-pending-review', titleKey: 'invoices.cards.pendingReview' },
  },
  supplier: {
    amountTitleKey: 'totalValue',
    pendingCard: { testId: 'card-pending', titleKey: 'invoices.cards.pending' },
  },
};

export interface InvoiceListProps {
  /** The area whose texts (`invoices.*`) and API (`/api/<area>`) the page uses. */
  area: InvoiceArea;
  /** The area's invoices and their figures, once read. */
  list: { items: InvoiceSnapshot[]; stats: InvoiceStats } | undefined;
  loading: boolean;
  empty: ReactNode;
  /** What the open invoice's dialog offers beside the downloads (send, accept, reject…). */
  actions: (invoice: InvoiceSnapshot) => ReactNode;
}

/**
 * Proforma Invoices as both the buyer and the supplier see it (spec §2.4, §2.5): title, the figures
 * (total invoices, total value, pending), the table (number, issue date, the other party with items and units, amount, status, View) and the
 * detail dialog with the downloads and the area's own actions. Its own entry point
 * (`@marketplace/web-kit/invoice-list`): it brings antd's Table, which the kit's index must not.
 */
export function InvoiceList({ area, list, loading, empty, actions }: InvoiceListProps) {
  const { t } = useTranslation(area);
  const { amountTitleKey, pendingCard } = AREA_NAMES[area];
  const invoices = list?.items;
  const stats = list?.stats;
  // The other party, shown by name: the buyer's list shows the supplier, and the reverse.
  const counterparty = area === 'buyer' ? 'supplier' : 'buyer';
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = invoices?.find((i) => i.id === viewingId) ?? null;

  const columns = useMemo<DataColumn<InvoiceSnapshot>[]>(
    () => [
      {
        key: 'number',
        nowrap: true,
        title: t('invoices.columns.invoiceNumber'),
        render: (_, i) => <Typography.Text strong>{i.invoiceNumber}</Typography.Text>,
      },
      {
        key: 'issued',
        nowrap: true,
        title: t('invoices.columns.issueDate'),
        render: (_, i) => formatDate(i.issueDate),
      },
      {
        key: counterparty,
        title: t(`invoices.columns.${counterparty}`),
        render: (_, i) => (
          <Flex vertical>
            <span>{i[counterparty].name ?? '—'}</span>
            <Typography.Text type="secondary">{itemsAndUnits(t, i.totalItems, i.totalUnits)}</Typography.Text>
          </Flex>
        ),
      },
      figureColumn(
        'amount',
        t(`invoices.columns.${amountTitleKey}`),
        (i) => formatMoney(i.totalValue, i.currency),
        { nowrap: true },
      ),
      {
        key: 'status',
        title: t('invoices.columns.status'),
        render: (_, i) => <InvoiceStatusTag status={i.status} />,
      },
      actionsColumn('view', t('invoices.columns.view'), (i) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          data-testid={`view-invoice-${i.invoiceNumber}`}
          onClick={() => setViewingId(i.id)}
        >
          {t('invoices.columns.view')}
        </Button>
      )),
    ],
    [t, counterparty, amountTitleKey],
  );

  const figures = [
    {
      key: 'totalInvoices',
      testId: 'card-total-invoices',
      title: t('invoices.cards.totalInvoices'),
      icon: <FileTextOutlined />,
      value: stats?.totalInvoices ?? 0,
    },
    {
      key: 'totalValue',
      testId: 'card-total-value',
      title: t('invoices.cards.totalValue'),
      icon: <DollarOutlined />,
      value: formatMoney(stats?.totalValue ?? 0, 'USD'),
    },
    {
      key: 'pending',
      testId: pendingCard.testId,
      title: t(pendingCard.titleKey),
      icon: <ClockCircleOutlined />,
      value: stats?.pending ?? 0,
    },
  ];
  return (
    <Flex vertical gap="middle" data-testid={`${area}-invoices`}>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        extra={<ExportButton apiBase={`/api/${area}`} path="/invoices/export" testId="invoices-export" />}
      />
      <StatCards col={{ xs: 24, md: 8 }} figures={figures} asGiven />
      <Card>
        <DataTable<InvoiceSnapshot>
          columns={columns}
          dataSource={invoices ?? []}
          loading={loading}
          pagination={LIST_PAGINATION}
          locale={{ emptyText: empty }}
        />
      </Card>
      <Modal
        open={!!viewing}
        onCancel={() => setViewingId(null)}
        width={1150}
        title={viewing ? `${t('common:invoice.title')} ${viewing.invoiceNumber}` : ''}
        footer={
          viewing && (
            <Flex justify="space-between">
              <InvoiceDownloads apiBase={`/api/${area}`} invoice={viewing} />
              {actions(viewing)}
            </Flex>
          )
        }
      >
        {viewing && <InvoiceDetail invoice={viewing} />}
      </Modal>
    </Flex>
  );
}

/**
 * An action on an open invoice (send, accept, reject), as both areas take it: a refusal is the
 * `failed` toast with the problem's words, success a notification naming the invoice (`done`,
 * given the invoice's `number`).
 */
export function useInvoiceAction() {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const failure = useFailureToast();
  return async (
    invoice: InvoiceSnapshot,
    action: Promise<{ error?: unknown }>,
    texts: { failed: string; done: string },
  ): Promise<void> => {
    const result = await action;
    if (result.error) failure(texts.failed, result.error);
    else notification.success({ message: t(texts.done, { number: invoice.invoiceNumber }) });
  };
}
