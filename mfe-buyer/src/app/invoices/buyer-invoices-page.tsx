import { Button, Empty, Flex, Popconfirm, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceList, useInvoiceAction } from '@marketplace/web-kit/invoice-list';
import { useErrorToast } from '@marketplace/web-kit';
import { useListBuyerInvoicesQuery, useRespondToInvoiceMutation } from './invoices-api';

/** Buyer › Proforma Invoices (spec §2.4). */
export function BuyerInvoicesPage() {
  const { t } = useTranslation('buyer');
  const act = useInvoiceAction();
  const { data, error, isFetching } = useListBuyerInvoicesQuery();
  const [respond, { isLoading: responding }] = useRespondToInvoiceMutation();

  useErrorToast(error, 'buyer:invoices.loadFailed');

  const answer = (invoice: InvoiceSnapshot, decision: 'accept' | 'reject') =>
    act(invoice, respond({ id: invoice.id, decision }), {
      failed: 'buyer:invoices.respondFailed',
      done: decision === 'accept' ? 'buyer:invoices.accepted' : 'buyer:invoices.rejected',
    });

  return (
    <InvoiceList
      area="buyer"
      list={data}
      loading={isFetching}
      empty={
        <Empty
          description={
            <Flex vertical>
              <strong>{t('invoices.empty.title')}</strong>
              <span>{t('invoices.empty.text')}</span>
            </Flex>
          }
        />
      }
      actions={(invoice) =>
        invoice.status === 'sent' && (
          <Space>
            <Popconfirm
              title={t('invoices.rejectConfirm', { number: invoice.invoiceNumber })}
              onConfirm={() => answer(invoice, 'reject')}
            >
              <Button danger icon={<CloseOutlined />} loading={responding} data-testid="reject-invoice">
                {t('invoices.reject')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('invoices.acceptConfirm', { number: invoice.invoiceNumber })}
              onConfirm={() => answer(invoice, 'accept')}
            >
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={responding}
                data-testid="accept-invoice"
              >
                {t('invoices.accept')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    />
  );
}
