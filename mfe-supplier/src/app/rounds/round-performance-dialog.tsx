import type { ReactNode } from 'react';
import { Card, Col, Empty, Flex, Modal, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoundPerformance } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import { quantityIn } from '@marketplace/i18n';
import { groupPriceView } from '@marketplace/domain';
import { formatMoney } from '@marketplace/web-kit';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { useRoundPerformanceQuery } from '../api/rounds-api';
import { useLoadFailureToast } from '../common/failure';
import { OutcomeTags, ProductOutcomeTag } from './round-outcome';
import { RoundFill } from './round-fill';

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
  return (
    <Modal
      open={!!roundId}
      title={data ? `${t('rounds.performance.title')}: ${data.round.title}` : t('rounds.performance.title')}
      onCancel={onClose}
      footer={
        roundId && (
          <ExportButton
            apiBase="/api/supplier"
            path={`/rounds/${encodeURIComponent(roundId)}/export`}
            testId="round-performance-export"
          />
        )
      }
      width={860}
    >
      {!data || isFetching ? <Skeleton active /> : <PerformanceContent data={data} />}
    </Modal>
  );
}

/** One of the four figures the dialog opens with, and what goes with it beneath. */
function FigureCard({
  title,
  value,
  suffix,
  note,
  noteTestId,
  children,
}: {
  title: string;
  value: string | number;
  suffix?: string;
  note?: string;
  noteTestId?: string;
  children?: ReactNode;
}) {
  return (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={title} value={value} suffix={suffix} />
        {note && (
          <Typography.Text type="secondary" data-testid={noteTestId}>
            {note}
          </Typography.Text>
        )}
        {children}
      </Card>
    </Col>
  );
}

/** The dialog's content once loaded: the cards, the round's end action, then each product. */
export function PerformanceContent({ data }: { data: RoundPerformance }) {
  const { t } = useTranslation('supplier');
  const currency = data.round.currency;
  const closedWithOutcome = data.round.outcome !== null;
  const endAction = data.round.endAction ?? DEFAULT_END_ACTION;
  return (
    <Flex vertical gap="middle" data-testid="round-performance">
      <Row gutter={[12, 12]}>
        <FigureCard
          title={t('rounds.performance.products')}
          value={data.products.length}
          note={t('rounds.performance.meetingMoq', { count: data.productsMeetingMoq })}
        />
        <FigureCard
          title={t(
            closedWithOutcome ? 'rounds.performance.committedAtClose' : 'rounds.performance.committed',
          )}
          value={data.round.committedUnits}
          note={t('rounds.performance.ofMoq', { count: data.round.totalMoq })}
        />
        <FigureCard title={t('rounds.performance.average')} value={data.round.averageProgress} suffix="%">
          <Progress
            percent={Math.min(100, data.round.averageProgress)}
            showInfo={false}
            size="small"
            aria-label={t('rounds.performance.average')}
          />
        </FigureCard>
        <FigureCard
          title={t('rounds.performance.revenue')}
          value={formatMoney(data.revenue, currency)}
          // Closed: what the round's orders were sold for, not a projection.
          note={
            closedWithOutcome
              ? t('rounds.performance.soldAtClose')
              : t('rounds.performance.potential', { amount: formatMoney(data.potentialRevenue, currency) })
          }
          noteTestId="performance-revenue-note"
        />
        {data.round.fill && (
          <Col xs={24}>
            <Card size="small" title={t('rounds.fill.title')}>
              <RoundFill fill={data.round.fill} />
              {/* The freight estimate buyers share, and by what. */}
              {data.round.freightCost != null && (
                <Typography.Text type="secondary" data-testid="performance-freight">
                  {t('rounds.performance.freight', {
                    amount: formatMoney(data.round.freightCost, currency),
                    basis: t(`rounds.performance.freightBases.${data.round.freightBasis ?? 'gross_weight'}`),
                  })}
                </Typography.Text>
              )}
            </Card>
          </Col>
        )}
      </Row>
      <Flex vertical gap={4} data-testid="performance-end-action">
        <Flex wrap gap="small" align="center">
          <Typography.Text type="secondary">{t('rounds.performance.endAction')}:</Typography.Text>
          <Typography.Text strong>
            {t(`common:endActions.${endAction}`)}
            {endAction === 'extend_once' && data.round.extendDays
              ? ` (${t('rounds.extendBy', { count: data.round.extendDays })})`
              : ''}
          </Typography.Text>
          {data.round.extended && <Tag color="blue">{t('rounds.extended')}</Tag>}
          {data.round.outcome && <OutcomeTags counts={data.round.outcome} />}
        </Flex>
        <Typography.Text type="secondary">{t(`rounds.endActionHelp.${endAction}`)}</Typography.Text>
      </Flex>
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
                  {/* The group's price now at the committed units, and the breaks. */}
                  {p.priceBreaks && p.priceBreaks.length > 0 && (
                    <div data-testid="performance-breaks">
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('rounds.performance.groupPrice', {
                          price: formatMoney(
                            groupPriceView(p.unitPrice, p.priceBreaks, p.committed).unitPrice,
                            p.currency || currency,
                          ),
                          breaks: p.priceBreaks
                            .map((b) => `${b.minQty}+ ${formatMoney(b.unitPrice, p.currency || currency)}`)
                            .join(' · '),
                        })}
                      </Typography.Text>
                    </div>
                  )}
                </div>
                <Flex gap="small" align="center" wrap>
                  {p.maxQty !== null && <Tag>{t('rounds.performance.maxQty', { count: p.maxQty })}</Tag>}
                  {/* Once closed, the outcome says whether the MOQ was met, and what came of it. */}
                  {p.outcome ? (
                    <ProductOutcomeTag outcome={p.outcome} />
                  ) : (
                    p.moqMet && (
                      <Tag color="success" icon={<CheckCircleOutlined />}>
                        {t('rounds.performance.moqMet')}
                      </Tag>
                    )
                  )}
                  {/* Flexible units the close called in to meet the MOQ, part of the figure. */}
                  {(p.flexCalled ?? 0) > 0 && (
                    <Tag color="green" data-testid="performance-flex">
                      {t('rounds.performance.metWithFlex', { count: p.flexCalled })}
                    </Tag>
                  )}
                  <Typography.Text data-testid="product-committed">
                    {t(
                      p.outcome ? 'rounds.performance.committedOfAtClose' : 'rounds.performance.committedOf',
                      {
                        committed: p.committed,
                        moq: quantityIn(t, p.moq, p.uom),
                      },
                    )}
                  </Typography.Text>
                  {/* A round closed short, explained: how many more would have met it, and
                      the flex offered that could not. */}
                  {p.outcome === 'released' && p.committed < p.moq && (
                    <Typography.Text data-testid="product-short-by">
                      {t('rounds.performance.shortBy', { count: p.moq - p.committed })}
                      {(p.flexOffered ?? 0) > 0 && (
                        <>
                          ;{' '}
                          <span data-testid="performance-flex">
                            {t('rounds.performance.flexOffered', { count: p.flexOffered })}
                          </span>
                        </>
                      )}
                    </Typography.Text>
                  )}
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
  );
}
