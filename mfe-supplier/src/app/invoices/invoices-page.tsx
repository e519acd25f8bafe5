import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Modal,
  Row,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  ClockCircleOutlined,
  DollarOutlined,
  EyeOutlined,
  FileTextOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import {
  InvoiceDetail,
  InvoiceDownloads,
  InvoiceStatusTag,
} from '@marketplace/web-kit/src/components/InvoiceDetail';
import { formatDate, formatMoney, problemMessage } from '@marketplace/web-kit';
import { useListInvoicesQuery, useMarkInvoiceSentMutation } from '../sales/sales-api';
import { StatCard } from '../sales/stat-card';
import { useErrorToast } from '../sales/use-error-toast';

/** Supplier › Proforma Invoices (spec §2.5). */
export function SupplierInvoicesPage() {
  const { t } = useTranslation('supplier');
  const { notification } = App.useApp();
  const { data, error, isFetching } = useListInvoicesQuery();
  const [markSent, { isLoading: sending }] = useMarkInvoiceSentMutation();
  const [viewingId, setViewingId] = useState<string | null>(null);
  useErrorToast(error, t('invoices.loadFailed'));
  const viewing = data?.items.find((i) => i.id === viewingId) ?? null;

  const send = async (invoice: InvoiceSnapshot) => {
    const result = await markSent(invoice.id);
    if ('error' in result && result.error) {
      console.error('Failed to update invoice status', result.error);
      notification.error({ message: t('invoices.sendFailed'), description: problemMessage(result.error, t) });
    } else notification.success({ message: t('invoices.sentSuccess', { number: invoice.invoiceNumber }) });
  };

  const columns = useMemo<TableColumnsType<InvoiceSnapshot>>(
    () => [
      {
        key: 'number',
        title: t('invoices.columns.invoiceNumber'),
        render: (_, i) => <Typography.Text strong>{i.invoiceNumber}</Typography.Text>,
      },
      { key: 'issued', title: t('invoices.columns.issueDate'), render: (_, i) => formatDate(i.issueDate) },
      {
        key: 'buyer',
        title: t('invoices.columns.buyer'),
        render: (_, i) => (
          <Flex vertical>
            <span>{i.buyer.name ?? '—'}</span>
            <Typography.Text type="secondary">
              {t('common:invoice.itemsUnits', { items: i.totalItems, units: i.totalUnits })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'total',
        title: t('invoices.columns.totalValue'),
        align: 'right',
        render: (_, i) => formatMoney(i.totalValue, i.currency),
      },
      {
        key: 'status',
        title: t('invoices.columns.status'),
        render: (_, i) => <InvoiceStatusTag status={i.status} />,
      },
      {
        key: 'view',
        title: t('invoices.columns.view'),
        render: (_, i) => (
          <Button
            size="small"
            icon={<EyeOutlined />}
            data-testid={`view-invoice-${i.invoiceNumber}`}
            onClick={() => setViewingId(i.id)}
          >
            {t('invoices.columns.view')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const stats = data?.stats;
  return (
    <Flex vertical gap="middle" data-testid="supplier-invoices">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {t('invoices.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('invoices.subtitle')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <StatCard
            testId="card-total-invoices"
            title={t('invoices.cards.totalInvoices')}
            icon={<FileTextOutlined />}
            value={stats?.totalInvoices ?? 0}
          />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            testId="card-total-value"
            title={t('invoices.cards.totalValue')}
            icon={<DollarOutlined />}
            value={formatMoney(stats?.totalValue ?? 0, 'USD')}
          />
        </Col>
        <Col xs={24} md={8}>
          <StatCard
            testId="card-pending"
            title={t('invoices.cards.pending')}
            icon={<ClockCircleOutlined />}
            value={stats?.pending ?? 0}
          />
        </Col>
      </Row>
      <Card>
        <Table<InvoiceSnapshot>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: 800 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('invoices.empty')} /> }}
        />
      </Card>
      <Modal
        open={!!viewing}
        onCancel={() => setViewingId(null)}
        width={1150}
        title={viewing ? `${t('common:invoice.title')} ${viewing.invoiceNumber}` : ''}
        footer={
          viewing && (
            <Flex justify="space-between">
              <InvoiceDownloads apiBase="/api/supplier" invoice={viewing} />
              {viewing.status === 'draft' && (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={sending}
                  onClick={() => void send(viewing)}
                  data-testid="mark-sent"
                >
                  {t('invoices.markSent')}
                </Button>
              )}
            </Flex>
          )
        }
      >
        {viewing && <InvoiceDetail invoice={viewing} />}
      </Modal>
    </Flex>
  );
}
