import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';

/** A party of the invoice: what the buyer needs to reach the supplier, and the reverse, as on the PDF. */
export function InvoiceParty({
  title,
  party,
  testId,
}: {
  title: string;
  party: InvoiceSnapshot['supplier'];
  testId: string;
}) {
  const { t } = useTranslation('common');
  const lines: Array<[string, string | null]> = [
    [t('invoice.companyName'), party.name],
    [t('invoice.address'), party.address],
    [t('invoice.country'), party.country],
    [t('invoice.phone'), party.phone],
    [t('invoice.taxNumber'), party.taxNumber],
  ];
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions
        size="small"
        column={1}
        items={lines.map(([label, value]) => ({ label, children: value || '—' }))}
      />
    </Card>
  );
}
