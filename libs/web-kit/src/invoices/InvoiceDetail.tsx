import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { InvoiceCreditNotes } from './InvoiceCreditNotes';
import { InvoiceFigures } from './InvoiceFigures';
import { InvoiceParty } from './InvoiceParty';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceProducts } from './InvoiceProducts';
import { InvoiceSummary } from './InvoiceSummary';

/*
 * The detail's parts import the kit's shared values (formatters, the API client, the toasts)
 * through '@marketplace/web-kit', not '../api/request' or '../feedback/…': these files (through
 * `invoice-list`) are bundled into each remote's own build, and the API client (session, refresh
 * lock) and the toasts' context must be the shared ones (a copy of the context would find no provider).
 */

// The invoice dialog takes the downloads from here, with the detail.
export { InvoiceDownloads, downloadInvoiceDocument } from './InvoiceDownloads';

/**
 * The proforma invoice detail of spec §2.4/§2.5, the same for supplier and buyer: parties,
 * number and dates (due date highlighted), products with weights, order summary and notes.
 */
export function InvoiceDetail({
  invoice,
  apiBase,
}: {
  invoice: InvoiceSnapshot;
  /** Where its documents are downloaded from (`/api/<area>`); without it, notes show no downloads. */
  apiBase?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Flex vertical gap="middle" data-testid="invoice-detail">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <InvoiceParty
            testId="invoice-supplier"
            title={t('invoice.supplierInfo')}
            party={invoice.supplier}
          />
        </Col>
        <Col xs={24} md={12}>
          <InvoiceParty testId="invoice-buyer" title={t('invoice.buyerInfo')} party={invoice.buyer} />
        </Col>
      </Row>
      <InvoiceFigures invoice={invoice} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('invoice.products')}
      </Typography.Title>
      <InvoiceProducts invoice={invoice} />
      <InvoiceSummary invoice={invoice} />
      <InvoiceCreditNotes invoice={invoice} apiBase={apiBase} />
      <InvoicePayments invoice={invoice} />
    </Flex>
  );
}
