import { Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { packingSummary } from '@marketplace/domain';
// Through the package, as InvoiceDetail.tsx explains: this file is bundled into each remote's own build.
// eslint-disable-next-line @nx/enforce-module-boundaries -- on purpose: the shared singleton, not a copy
import { formatDay } from '@marketplace/web-kit';
import { kg } from './invoice-format';

/** The due date, highlighted as on the PDF (spec §2.4), with the payment terms it comes from. */
function InvoiceDueDate({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  return (
    <div
      data-testid="invoice-due-date"
      style={{
        background: '#fff1b8',
        border: '1px solid #ffe58f',
        borderRadius: 6,
        padding: '8px 12px',
      }}
    >
      <Typography.Text strong>
        {t('invoice.dueDate')}: {invoice.dueDate ? formatDay(invoice.dueDate) : t('invoice.noDueDate')}
      </Typography.Text>
      {invoice.dueDate && invoice.paymentTermsDays != null && (
        <Typography.Text type="secondary" data-testid="invoice-terms">
          {' '}
          ({t('invoice.byTerms', { count: invoice.paymentTermsDays })})
        </Typography.Text>
      )}
    </div>
  );
}

/** Below the products: the order's totals beside the notes and the due date. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceSnapshot }) {
  const { t } = useTranslation('common');
  const summary = packingSummary(invoice.lines);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card size="small" title={t('invoice.orderSummary')}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { label: t('invoice.totalItems'), children: invoice.lines.length },
              { label: t('invoice.totalUnits'), children: summary.units },
              { label: t('invoice.totalGrossWeight'), children: `${kg(summary.grossWeightKg)} kg` },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Flex vertical gap="small">
          <Card size="small" title={t('invoice.notes')}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {invoice.notes || t('invoice.noNotes')}
            </Typography.Paragraph>
          </Card>
          <InvoiceDueDate invoice={invoice} />
        </Flex>
      </Col>
    </Row>
  );
}
