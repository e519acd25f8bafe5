import { Button, Popconfirm, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { useInvoiceAction } from '@marketplace/web-kit/invoice-list';
import { useRespondToInvoiceMutation } from './invoices-api';

/**
 * The buyer's answer to a sent invoice, in its dialog's footer: Reject and Accept, each confirmed
 * (antd's Popconfirm). Loaded with the dialog, not with the page (buyer-invoices-page.tsx).
 */
export function InvoiceAnswers({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('buyer');
  const act = useInvoiceAction();
  const [respond, { isLoading: responding }] = useRespondToInvoiceMutation();

  const answer = (decision: 'accept' | 'reject') =>
    act(invoice, respond({ id: invoice.id, decision }), {
      failed: 'buyer:invoices.respondFailed',
      done: decision === 'accept' ? 'buyer:invoices.accepted' : 'buyer:invoices.rejected',
    });

  return (
    <Space>
      <Popconfirm
        title={t('invoices.rejectConfirm', { number: invoice.invoiceNumber })}
        onConfirm={() => answer('reject')}
      >
        <Button danger icon={<CloseOutlined />} loading={responding} data-testid="reject-invoice">
          {t('invoices.reject')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('invoices.acceptConfirm', { number: invoice.invoiceNumber })}
        onConfirm={() => answer('accept')}
      >
        <Button type="primary" icon={<CheckOutlined />} loading={responding} data-testid="accept-invoice">
          {t('invoices.accept')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
