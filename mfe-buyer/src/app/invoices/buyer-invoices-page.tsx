import { useEffect, useRef } from 'react';
import { Button, Empty, Flex, Popconfirm, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceList } from '@marketplace/web-kit/src/components/InvoiceList';
import { problemMessage, useFeedback } from '@marketplace/web-kit';
import { useListBuyerInvoicesQuery, useRespondToInvoiceMutation } from './invoices-api';

/** Buyer › Proforma Invoices (spec §2.4). */
export function BuyerInvoicesPage() {
  const { t } = useTranslation('buyer');
  const { notification } = useFeedback();
  const { data, error, isFetching } = useListBuyerInvoicesQuery();
  const [respond, { isLoading: responding }] = useRespondToInvoiceMutation();

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    console.error('Failed to load proforma invoices', error);
    notification.error({ message: t('common:error'), description: t('invoices.loadFailed') });
  }, [error, notification, t]);

  const answer = async (invoice: InvoiceSnapshot, decision: 'accept' | 'reject') => {
    const result = await respond({ id: invoice.id, decision });
    if ('error' in result && result.error) {
      console.error('Failed to update invoice status', result.error);
      notification.error({
        message: t('invoices.respondFailed'),
        description: problemMessage(result.error, t),
      });
      return;
    }
    notification.success({
      message: t(decision === 'accept' ? 'invoices.accepted' : 'invoices.rejected', {
        number: invoice.invoiceNumber,
      }),
    });
  };

  return (
    <InvoiceList
      area="buyer"
      amountTitleKey="amount"
      pendingCard={{ testId: 'card-pending-review', titleKey: 'invoices.cards.pendingReview' }}
      invoices={data?.items}
      stats={data?.stats}
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
