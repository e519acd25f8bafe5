import { Button, Empty } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceList, useInvoiceAction } from '@marketplace/web-kit/invoice-list';
import { useListInvoicesQuery, useMarkInvoiceSentMutation } from '../sales/sales-api';

import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';

/** Supplier › Proforma Invoices (spec §2.5). */
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
