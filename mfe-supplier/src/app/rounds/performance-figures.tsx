import type { ReactNode } from 'react';
import { Card, Col, Flex, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundPerformance } from '@marketplace/contracts';
import { DEFAULT_END_ACTION } from '@marketplace/contracts/constants';
import { formatMoney } from '@marketplace/web-kit';
import { OutcomeTags } from './round-outcome';
import { RoundFill } from './round-fill';

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

/** The round's fill and the freight estimate buyers share, across the figures' row. */
function FillCard({ round, currency }: { round: RoundPerformance['round']; currency: string }) {
  const { t } = useTranslation('supplier');
  if (!round.fill) return null;
  return (
    <Col xs={24}>
      <Card size="small" title={t('rounds.fill.title')}>
        <RoundFill fill={round.fill} />
        {/* The freight estimate buyers share, and by what. */}
        {round.freightCost != null && (
          <Typography.Text type="secondary" data-testid="performance-freight">
            {t('rounds.performance.freight', {
              amount: formatMoney(round.freightCost, currency),
              basis: t(`rounds.performance.freightBases.${round.freightBasis ?? 'gross_weight'}`),
            })}
          </Typography.Text>
        )}
      </Card>
    </Col>
  );
}

/** The four figures (products, committed, average progress, revenue), then the fill. */
export function PerformanceFigures({ data }: { data: RoundPerformance }) {
  const { t } = useTranslation('supplier');
  const currency = data.round.currency;
  const closedWithOutcome = data.round.outcome !== null;
  return (
    <Row gutter={[12, 12]}>
      <FigureCard
        title={t('rounds.performance.products')}
        value={data.products.length}
        note={t('rounds.performance.meetingMoq', { count: data.productsMeetingMoq })}
      />
      <FigureCard
        title={t(closedWithOutcome ? 'rounds.performance.committedAtClose' : 'rounds.performance.committed')}
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
      <FillCard round={data.round} currency={currency} />
    </Row>
  );
}

/** The round's end action (with its days when it extends), whether it was extended, its outcome. */
export function PerformanceEndAction({ round }: { round: RoundPerformance['round'] }) {
  const { t } = useTranslation('supplier');
  const endAction = round.endAction ?? DEFAULT_END_ACTION;
  return (
    <Flex vertical gap={4} data-testid="performance-end-action">
      <Flex wrap gap="small" align="center">
        <Typography.Text type="secondary">{t('rounds.performance.endAction')}:</Typography.Text>
        <Typography.Text strong>
          {t(`common:endActions.${endAction}`)}
          {endAction === 'extend_once' && round.extendDays
            ? ` (${t('rounds.extendBy', { count: round.extendDays })})`
            : ''}
        </Typography.Text>
        {round.extended && <Tag color="blue">{t('rounds.extended')}</Tag>}
        {round.outcome && <OutcomeTags counts={round.outcome} />}
      </Flex>
      <Typography.Text type="secondary">{t(`rounds.endActionHelp.${endAction}`)}</Typography.Text>
    </Flex>
  );
}
