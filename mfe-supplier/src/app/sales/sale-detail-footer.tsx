import { Button, Flex, Tag } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';

/** The order detail's footer: the issued invoice's number, if any, and Generate Proforma Invoice. */
export function SaleDetailFooter({
  sale,
  onGenerate,
}: {
  sale: SaleSummary;
  onGenerate: (orderId: string) => void;
}) {
  const { t } = useTranslation('supplier');
  return (
    <Flex justify="space-between" align="center">
      <span>
        {sale.invoiceNumber && (
          <Tag color="blue">{t('sales.detail.invoiceIssued', { number: sale.invoiceNumber })}</Tag>
        )}
      </span>
      <Button
        type="primary"
        icon={<FileTextOutlined />}
        onClick={() => onGenerate(sale.id)}
        data-testid="generate-invoice"
      >
        {t('sales.generate.button')}
      </Button>
    </Flex>
  );
}
