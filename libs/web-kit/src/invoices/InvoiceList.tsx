import { useMemo, useState, type ReactNode } from 'react';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot, InvoiceStats } from '@marketplace/contracts';
// Through the package, not a relative import: this file (entry point `invoice-list`) is bundled into
// each remote's own build, and the formatters' language and the light widgets' stylesheet must be
// the shared ones.
import {
  formatMoney,
  lazyPage,
  LightCard,
  LightFlex,
  SvgIcon,
  useFailureToast,
  useFeedback,
  OnceOpened,
} from '@marketplace/web-kit';
import { DataTable, type DataColumn, LIST_PAGINATION } from '../widgets/DataTable';
import { PageHeader } from '../widgets/PageHeader';
import { ExportButton } from '../widgets/ExportButton';
import { StatCards } from '../widgets/Dashboard';
import { invoiceColumns } from './invoice-columns';

// The open invoice's dialog (antd's Modal, Descriptions and cards) loads when an invoice is first
// opened: the list is drawn with the kit's light widgets and loads no antd on its way to the screen.
const InvoiceDialog = lazyPage(() => import('./InvoiceDialog'), 'InvoiceDialog');

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
  /** What the table says when there is no invoice (beneath the kit's empty picture). */
  empty: ReactNode;
  /**
   * What the open invoice's dialog offers beside the downloads (send, accept, reject…). Rendered
   * only in that dialog; an action drawn with antd is loaded as the dialog is (lazyPage), or antd
   * would come with the page.
   */
  actions: (invoice: InvoiceSnapshot) => ReactNode;
  /** Shown between the figures and the table: the area's own settings for its invoices. */
  toolbar?: ReactNode;
}

/**
 * Proforma Invoices as both the buyer and the supplier see it (spec §2.4, §2.5): title, the figures
 * (total invoices, total value, pending), the table (number, issue date, the other party with items and units, amount, status, View) and the
 * detail dialog with the downloads and the area's own actions. Drawn with the kit's light widgets;
 * the dialog (antd) loads when an invoice is first opened. Its own entry point
 * (`@marketplace/web-kit/invoice-list`): only the two invoice pages need it, not every page that
 * loads the kit's index.
 */
export function InvoiceList({ area, list, loading, empty, actions, toolbar }: InvoiceListProps) {
  const { t } = useTranslation(area);
  const { amountTitleKey, pendingCard } = AREA_NAMES[area];
  const invoices = list?.items;
  const stats = list?.stats;
  // The other party, shown by name: the buyer's list shows the supplier, and the reverse.
  const counterparty = area === 'buyer' ? 'supplier' : 'buyer';
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = invoices?.find((i) => i.id === viewingId) ?? null;

  const columns = useMemo<DataColumn<InvoiceSnapshot>[]>(
    () => invoiceColumns(t, counterparty, amountTitleKey, setViewingId),
    [t, counterparty, amountTitleKey],
  );
  const figures = invoiceFigures(t, stats, pendingCard);
  return (
    <LightFlex vertical gap="middle" data-testid={`${area}-invoices`}>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        extra={<ExportButton apiBase={`/api/${area}`} path="/invoices/export" testId="invoices-export" />}
      />
      <StatCards col={{ xs: 24, md: 8 }} figures={figures} asGiven />
      {toolbar}
      <LightCard>
        <DataTable<InvoiceSnapshot>
          columns={columns}
          dataSource={invoices ?? []}
          loading={loading}
          pagination={LIST_PAGINATION}
          locale={{ emptyText: empty }}
        />
      </LightCard>
      <OnceOpened open={viewing !== null}>
        <InvoiceDialog
          apiBase={`/api/${area}`}
          invoice={viewing}
          actions={viewing && actions(viewing)}
          onClose={() => setViewingId(null)}
        />
      </OnceOpened>
    </LightFlex>
  );
}

/** The list's three figures: total invoices, total value and the area's pending ones. */
function invoiceFigures(
  t: TFunction<InvoiceArea>,
  stats: InvoiceStats | undefined,
  pendingCard: { testId: string; titleKey: string },
) {
  return [
    {
      key: 'totalInvoices',
      testId: 'card-total-invoices',
      title: t('invoices.cards.totalInvoices'),
      icon: <SvgIcon icon={FileTextOutlined} />,
      value: stats?.totalInvoices ?? 0,
    },
    {
      key: 'totalValue',
      testId: 'card-total-value',
      title: t('invoices.cards.totalValue'),
      icon: <SvgIcon icon={DollarOutlined} />,
      value: formatMoney(stats?.totalValue ?? 0, 'USD'),
    },
    {
      key: 'pending',
      testId: pendingCard.testId,
      title: t(pendingCard.titleKey),
      icon: <SvgIcon icon={ClockCircleOutlined} />,
      value: stats?.pending ?? 0,
    },
  ];
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
