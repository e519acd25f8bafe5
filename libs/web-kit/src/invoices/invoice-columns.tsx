import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { TFunction } from 'i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { invoiceBalance } from '@marketplace/domain';
// Through the package, not a relative import: this file is bundled with the entry point `invoice-list`
// into each remote's own build, and the formatters' language and the light widgets' stylesheet must
// be the shared ones.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatDate, formatMoney, LightButton, LightFlex, LightText, SvgIcon } from '@marketplace/web-kit';
import { type DataColumn, figureColumn, actionsColumn } from '../widgets/DataTable';
import { InvoiceStatusTag, OverdueTag } from '../status/status-tag';

/**
 * The Proforma Invoices table's columns: number, issue date, the other party (`counterparty`) with
 * items and units, amount (titled `invoices.columns.<amountTitleKey>`), status and View (`onView`).
 */
export function invoiceColumns(
  t: TFunction<'buyer' | 'supplier'>,
  counterparty: 'buyer' | 'supplier',
  amountTitleKey: string,
  onView: (invoiceId: string) => void,
): DataColumn<InvoiceSnapshot>[] {
  return [
    {
      key: 'number',
      nowrap: true,
      title: t('invoices.columns.invoiceNumber'),
      render: (_, i) => <LightText strong>{i.invoiceNumber}</LightText>,
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
        <LightFlex vertical>
          <span>{i[counterparty].name ?? '—'}</span>
          <LightText type="secondary">{itemsAndUnits(t, i.totalItems, i.totalUnits)}</LightText>
        </LightFlex>
      ),
    },
    figureColumn(
      'amount',
      t(`invoices.columns.${amountTitleKey}`),
      // What it asks for now: its total as corrected by its credit and debit notes.
      (i) => formatMoney(invoiceBalance(i), i.currency),
      { nowrap: true },
    ),
    {
      key: 'status',
      title: t('invoices.columns.status'),
      render: (_, i) => (
        <LightFlex gap="small" wrap>
          <InvoiceStatusTag status={i.status} />
          {i.overdueAt && i.status !== 'paid' && <OverdueTag />}
        </LightFlex>
      ),
    },
    actionsColumn('view', t('invoices.columns.view'), (i) => (
      <LightButton
        size="small"
        icon={<SvgIcon icon={EyeOutlined} />}
        data-testid={`view-invoice-${i.invoiceNumber}`}
        onClick={() => onView(i.id)}
      >
        {t('invoices.columns.view')}
      </LightButton>
    )),
  ];
}
