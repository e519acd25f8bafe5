import { Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoundPerformance } from '@marketplace/contracts';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { useRoundPerformanceQuery } from '../api/rounds-api';
import { useLoadFailureToast } from '../common/failure';
import { PerformanceEndAction, PerformanceFigures } from './performance-figures';
import { PerformanceProductCard } from './performance-product';

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

/** The dialog's content once loaded: the cards, the round's end action, then each product. */
export function PerformanceContent({ data }: { data: RoundPerformance }) {
  const { t } = useTranslation('supplier');
  return (
    <Flex vertical gap="middle" data-testid="round-performance">
      <PerformanceFigures data={data} />
      <PerformanceEndAction round={data.round} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('rounds.performance.perProduct')}
      </Typography.Title>
      {data.products.length === 0 ? (
        <Empty />
      ) : (
        <Flex vertical gap="small" data-testid="performance-products">
          {data.products.map((p) => (
            <PerformanceProductCard key={p.id} product={p} currency={data.round.currency} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
