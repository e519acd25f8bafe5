import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Modal,
  Popconfirm,
  Row,
  Space,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  CheckOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  DollarOutlined,
  EyeOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import {
  InvoiceDetail,
  InvoiceDownloads,
  InvoiceStatusTag,
} from '@marketplace/web-kit/src/components/InvoiceDetail';
import { formatDate, formatMoney, problemMessage } from '@marketplace/web-kit';
import { useListBuyerInvoicesQuery, useRespondToInvoiceMutation } from './invoices-api';

/** Buyer › Proforma Invoices (spec §2.4). */
export function BuyerInvoicesPage() {
  const { t } = useTranslation('buyer');
  const { notification } = App.useApp();
  const { data, error, isFetching } = useListBuyerInvoicesQuery();
  const [respond, { isLoading: responding }] = useRespondToInvoiceMutation();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = data?.items.find((i) => i.id === viewingId) ?? null;

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

  const columns = useMemo<TableColumnsType<InvoiceSnapshot>>(
    () => [
      {
        key: 'number',
        title: t('invoices.columns.invoiceNumber'),
        render: (_, i) => <Typography.Text strong>{i.invoiceNumber}</Typography.Text>,
      },
      { key: 'issued', title: t('invoices.columns.issueDate'), render: (_, i) => formatDate(i.issueDate) },
      {
        key: 'supplier',
        title: t('invoices.columns.supplier'),
        render: (_, i) => (
          <Flex vertical>
            <span>{i.supplier.name ?? '—'}</span>
            <Typography.Text type="secondary">
              {t('common:invoice.itemsUnits', { items: i.totalItems, units: i.totalUnits })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'amount',
        title: t('invoices.columns.amount'),
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
  const card = (testId: string, title: string, value: ReactNode, icon: ReactNode) => (
    <Col xs={24} md={8}>
      <Card data-testid={testId}>
        <Statistic title={title} valueRender={() => value} prefix={icon} />
      </Card>
    </Col>
  );
  return (
    <Flex vertical gap="middle" data-testid="buyer-invoices">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {t('invoices.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('invoices.subtitle')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {card(
          'card-total-invoices',
          t('invoices.cards.totalInvoices'),
          stats?.totalInvoices ?? 0,
          <FileTextOutlined />,
        )}
        {card(
          'card-total-value',
          t('invoices.cards.totalValue'),
          formatMoney(stats?.totalValue ?? 0, 'USD'),
          <DollarOutlined />,
        )}
        {card(
          'card-pending-review',
          t('invoices.cards.pendingReview'),
          stats?.pending ?? 0,
          <ClockCircleOutlined />,
        )}
      </Row>
      <Card>
        <Table<InvoiceSnapshot>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: 800 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <Empty
                description={
                  <Flex vertical>
                    <strong>{t('invoices.empty.title')}</strong>
                    <span>{t('invoices.empty.text')}</span>
                  </Flex>
                }
              />
            ),
          }}
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
              <InvoiceDownloads apiBase="/api/buyer" invoice={viewing} />
              {viewing.status === 'sent' && (
                <Space>
                  <Popconfirm
                    title={t('invoices.rejectConfirm', { number: viewing.invoiceNumber })}
                    onConfirm={() => answer(viewing, 'reject')}
                  >
                    <Button danger icon={<CloseOutlined />} loading={responding} data-testid="reject-invoice">
                      {t('invoices.reject')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('invoices.acceptConfirm', { number: viewing.invoiceNumber })}
                    onConfirm={() => answer(viewing, 'accept')}
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
