import { useState } from 'react';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { PAYABLE_STATUSES } from '@marketplace/domain';
import { LightButton, LightFlex, OnceOpened, SvgIcon, lazyPage } from '@marketplace/web-kit';
import { InvoiceList, useInvoiceAction } from '@marketplace/web-kit/invoice-list';
import { useListInvoicesQuery, useMarkInvoiceSentMutation } from '../sales/sales-api';

// antd's form and date picker: loaded when a payment is first recorded, not with the page.
const RecordPaymentDialog = lazyPage(() => import('./record-payment-dialog'), 'RecordPaymentDialog');

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';
import { PaymentTermsBar } from './payment-terms';

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
  const [payingId, setPayingId] = useState<string | null>(null);
  // The list's copy: after each payment the list is read again, so the dialog's figures follow.
  const paying = data?.items.find((i) => i.id === payingId) ?? null;

  const send = (invoice: InvoiceSnapshot) =>
    act(invoice, markSent(invoice.id), {
      failed: 'supplier:invoices.sendFailed',
      done: 'supplier:invoices.sentSuccess',
    });

  // A supplier without a company: the same page as on products, rounds and the dashboard.
  if (isNoCompany(error)) return <NoCompany />;

  return (
    <>
      <InvoiceList
        area="supplier"
        list={data}
        loading={isFetching}
        empty={t('invoices.empty')}
        toolbar={<PaymentTermsBar />}
        actions={(invoice) => (
          <LightFlex gap="small" wrap>
            {invoice.status === 'draft' && (
              <LightButton
                variant="primary"
                icon={<SvgIcon icon={SendOutlined} />}
                loading={sending}
                onClick={() => void send(invoice)}
                data-testid="mark-sent"
              >
                {t('invoices.markSent')}
              </LightButton>
            )}
            {PAYABLE_STATUSES.includes(invoice.status) && (
              <LightButton
                variant="primary"
                icon={<SvgIcon icon={DollarOutlined} />}
                onClick={() => setPayingId(invoice.id)}
                data-testid="record-payment"
              >
                {t('invoices.recordPayment.button')}
              </LightButton>
            )}
          </LightFlex>
        )}
      />
      <OnceOpened open={paying !== null}>
        <RecordPaymentDialog invoice={paying} onClose={() => setPayingId(null)} />
      </OnceOpened>
    </>
  );
}
