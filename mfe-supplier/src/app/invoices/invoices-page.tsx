import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { LightButton, SvgIcon } from '@marketplace/web-kit';
import { InvoiceList, useInvoiceAction } from '@marketplace/web-kit/invoice-list';
import { useListInvoicesQuery, useMarkInvoiceSentMutation } from '../sales/sales-api';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';

/**
 * Supplier › Proforma Invoices (spec §2.5), drawn with the kit's light widgets: the invoice's
 * dialog (antd) loads when an invoice is first opened (InvoiceList).
 */
export function SupplierInvoicesPage() {
  const { t } = useTranslation('supplier');
  const act = useInvoiceAction();
  const { data, error, isFetching } = useListInvoicesQuery();
  const [markSent, { isLoading: sending }] = useMarkInvoiceSentMutation();
  useLoadFailureToast(error, 'invoices.loadFailed');

  const send = (invoice: InvoiceSnapshot) =>
    act(invoice, markSent(invoice.id), {
      failed: 'supplier:invoices.sendFailed',
      done: 'supplier:invoices.sentSuccess',
    });

  // A supplier without a company: the same page as on products, rounds and the dashboard.
  if (isNoCompany(error)) return <NoCompany />;

  return (
    <InvoiceList
      area="supplier"
      list={data}
      loading={isFetching}
      empty={t('invoices.empty')}
      actions={(invoice) =>
        invoice.status === 'draft' && (
          <LightButton
            variant="primary"
            icon={<SvgIcon icon={SendOutlined} />}
            loading={sending}
            onClick={() => void send(invoice)}
            data-testid="mark-sent"
          >
            {t('invoices.markSent')}
          </LightButton>
        )
      }
    />
  );
}
