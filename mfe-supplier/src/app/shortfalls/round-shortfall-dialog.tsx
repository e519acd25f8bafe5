import { useMemo } from 'react';
import { Alert, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineToShip, Shortfall } from '@marketplace/contracts';
import { problemMessage } from '@marketplace/web-kit';
import { useLoadFailureToast } from '../common/failure';
import { useRoundShipmentsQuery } from '../shipments/shipments-api';
import { ConfirmedShortfalls, ShortfallPreview } from './shortfall-figures';
import { ShortfallForm } from './shortfall-form';
import { soldProducts } from './sold-products';
import { useShortfallForm } from './use-shortfall-form';
import { useRoundShortfallsQuery } from './shortfalls-api';

export { soldProducts, type SoldProduct } from './sold-products';

/**
 * Short delivery of a closed round: a product that arrived short from the factory, what arrived,
 * the rule's figures for each order (previewed first), confirming them, and the shortfalls
 * confirmed so far. The sold products come with the round's shipments (their sold lines).
 */
export function RoundShortfallDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  // `currentData`: another round's products never show while this round's are on their way.
  const shipments = useRoundShipmentsQuery(roundId ?? '', { skip: !roundId });
  const shortfalls = useRoundShortfallsQuery(roundId ?? '', { skip: !roundId });
  useLoadFailureToast(shipments.error ?? shortfalls.error, 'shortfalls.toast.loadFailed');
  const sold = shipments.currentData;
  const confirmed = shortfalls.currentData;
  return (
    <Modal
      open={!!roundId}
      title={sold ? t('shortfalls.title', { round: sold.roundTitle }) : t('rounds.shortfall')}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      <div data-testid="shortfall-dialog">
        {roundId && sold && confirmed ? (
          <RoundShortfallContent roundId={roundId} lines={sold.lines} shortfalls={confirmed.shortfalls} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}

/**
 * The dialog's content once loaded: the product and the units that arrived, the preview with
 * its Confirm, then the round's confirmed shortfalls. The last preview and confirmation are the
 * store's (`fixedCacheKey`), cleared when the content closes or the product or units change.
 */
export function RoundShortfallContent({
  roundId,
  lines,
  shortfalls,
}: {
  roundId: string;
  lines: readonly LineToShip[];
  shortfalls: readonly Shortfall[];
}) {
  const { t } = useTranslation('supplier');
  const form = useShortfallForm(roundId);
  const products = useMemo(() => soldProducts(lines), [lines]);
  const done = useMemo(() => new Set(shortfalls.map((s) => s.roundProductId)), [shortfalls]);
  const { previewed, confirmed, problem } = form;
  return (
    <Flex vertical gap="large" data-testid="round-shortfall">
      <section>
        <Typography.Title level={5}>{t('shortfalls.form.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('shortfalls.intro')}</Typography.Paragraph>
        {confirmed.data && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('shortfalls.confirmed')}
            data-testid="shortfall-confirmed"
          />
        )}
        {products.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('shortfalls.noProducts')}</Typography.Paragraph>
        ) : (
          <ShortfallForm form={form} products={products} done={done} />
        )}
        {problem && (
          <Alert type="error" showIcon message={problemMessage(problem, t)} data-testid="shortfall-problem" />
        )}
        {previewed.data && (
          <ShortfallPreview
            preview={previewed.data}
            confirming={confirmed.isLoading}
            onConfirm={form.settle}
          />
        )}
      </section>
      <ConfirmedShortfalls shortfalls={shortfalls} />
    </Flex>
  );
}
