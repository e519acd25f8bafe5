import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceList } from '@marketplace/web-kit/invoice-list';
import { lazyPage, LightFlex, useErrorToast } from '@marketplace/web-kit';
import { useListBuyerInvoicesQuery } from './invoices-api';

// The answer buttons (antd's Popconfirm) show only in an open invoice's dialog, which loads when
// first opened: they load with it, and the page loads no antd on its way to the screen.
const InvoiceAnswers = lazyPage(() => import('./invoice-answers'), 'InvoiceAnswers');

/** Buyer › Proforma Invoices (spec §2.4), drawn with the kit's light widgets. */
export function BuyerInvoicesPage() {
  const { t } = useTranslation('buyer');
  const { data, error, isFetching } = useListBuyerInvoicesQuery();

  useErrorToast(error, 'buyer:invoices.loadFailed');

  return (
    <InvoiceList
      area="buyer"
      list={data}
      loading={isFetching}
      empty={
        <LightFlex vertical>
          <strong>{t('invoices.empty.title')}</strong>
          <span>{t('invoices.empty.text')}</span>
        </LightFlex>
      }
      actions={(invoice) =>
        invoice.status === 'sent' && (
          // Its own boundary: the dialog stays on screen while the buttons' code arrives.
          <Suspense fallback={null}>
            <InvoiceAnswers invoice={invoice} />
          </Suspense>
        )
      }
    />
  );
}
