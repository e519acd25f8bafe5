import { Card, Col, Empty, Flex, Modal, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { quantityIn } from '@marketplace/i18n';
import { formatMoney } from '@marketplace/web-kit';
import { useRoundPerformanceQuery } from '../api/rounds-api';
import { useLoadFailureToast } from '../common/failure';

/** Round Performance (spec §2.5): cards, then one progress bar per product. */
export function RoundPerformanceDialog({
  roundId,
  onClose,
}: {
  roundId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { data, error, isFetching } = useRoundPerformanceQuery(roundId ?? '', { skip: !roundId });
  useLoadFailureToast(error, 'rounds.toast.performanceFailed');
  const currency = data?.round.currency;
  return (
    <Modal
      open={!!roundId}
      title={data ? `${t('rounds.performance.title')}: ${data.round.title}` : t('rounds.performance.title')}
      onCancel={onClose}
      footer={null}
      width={860}
    >
      {!data || isFetching ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap="middle" data-testid="round-performance">
          <Row gutter={[12, 12]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('rounds.performance.products')} value={data.products.length} />
                <Typography.Text type="secondary">
                  {t('rounds.performance.meetingMoq', { count: data.productsMeetingMoq })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('rounds.performance.committed')} value={data.round.committedUnits} />
                <Typography.Text type="secondary">
                  {t('rounds.performance.ofMoq', { count: data.round.totalMoq })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('rounds.performance.average')}
                  value={data.round.averageProgress}
                  suffix="%"
                />
                <Progress percent={Math.min(100, data.round.averageProgress)} showInfo={false} size="small" />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('rounds.performance.revenue')}
                  value={formatMoney(data.revenue, currency)}
                />
                <Typography.Text type="secondary">
                  {t('rounds.performance.potential', {
                    amount: formatMoney(data.potentialRevenue, currency),
                  })}
                </Typography.Text>
              </Card>
            </Col>
          </Row>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('rounds.performance.perProduct')}
          </Typography.Title>
          {data.products.length === 0 ? (
            <Empty />
          ) : (
            <Flex vertical gap="small" data-testid="performance-products">
              {data.products.map((p) => (
                <Card size="small" key={p.id} data-testid="performance-product">
                  <Flex justify="space-between" align="center" wrap gap="small">
                    <div>
                      <Typography.Text strong>{p.name}</Typography.Text>{' '}
                      <Typography.Text type="secondary">
                        {p.sku} · {formatMoney(p.unitPrice, p.currency || currency)}
                      </Typography.Text>
                    </div>
                    <Flex gap="small" align="center">
                      {p.maxQty !== null && <Tag>{t('rounds.performance.maxQty', { count: p.maxQty })}</Tag>}
                      {p.moqMet && (
                        <Tag color="success" icon={<CheckCircleOutlined />}>
                          {t('rounds.performance.moqMet')}
                        </Tag>
                      )}
                      <Typography.Text>
                        {t('rounds.performance.committedOf', {
                          committed: p.committed,
                          moq: quantityIn(t, p.moq, p.uom),
                        })}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                  <Progress
                    percent={Math.round(p.progress)}
                    status={p.moqMet ? 'success' : 'active'}
                    strokeColor={p.moqMet ? undefined : p.progress >= 80 ? '#faad14' : '#ff4d4f'}
                  />
                </Card>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}
