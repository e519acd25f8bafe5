import { Button, Empty } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceList } from '@marketplace/web-kit/invoice-list';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useListInvoicesQuery, useMarkInvoiceSentMutation } from '../sales/sales-api';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';

/** Supplier › Proforma Invoices (spec §2.5). */
export function SupplierInvoicesPage() {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const failure = useFailureToast();
  const { data, error, isFetching } = useListInvoicesQuery();
  const [markSent, { isLoading: sending }] = useMarkInvoiceSentMutation();
  useLoadFailureToast(error, 'invoices.loadFailed');

  const send = async (invoice: InvoiceSnapshot) => {
    const result = await markSent(invoice.id);
    if ('error' in result && result.error) {
      failure('supplier:invoices.sendFailed', result.error);
    } else notification.success({ message: t('invoices.sentSuccess', { number: invoice.invoiceNumber }) });
  };

  // A supplier without a company: the same page as on products, rounds and the dashboard.
  if (isNoCompany(error)) return <NoCompany />;

  return (
    <InvoiceList
      area="supplier"
      amountTitleKey="totalValue"
      pendingCard={{ testId: 'card-pending', titleKey: 'invoices.cards.pending' }}
      invoices={data?.items}
      stats={data?.stats}
      loading={isFetching}
      empty={<Empty description={t('invoices.empty')} />}
      actions={(invoice) =>
        invoice.status === 'draft' && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={sending}
            onClick={() => void send(invoice)}
            data-testid="mark-sent"
          >
            {t('invoices.markSent')}
          </Button>
        )
      }
    />
  );
}
