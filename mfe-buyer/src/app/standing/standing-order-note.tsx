import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '@marketplace/contracts';
import { mayBeTakenBack } from '@marketplace/domain';
import { useGetRoundQuery } from '../api/buyer-api';
import { useBuyingPhase } from '../rounds/use-buying-phase';
import { useSkipOrderMutation } from './standing-api';
import { sendChange, useTell } from './standing-change';

/**
 * An order a standing order placed (order details): says so, and while its round is open offers
 * "Skip this edition", confirmed first. The round's dates say whether it is still open; while they
 * are unread (or could not be read) the button shows and the service refuses a closed round.
 */
export function StandingOrderNote({ order }: { order: OrderSnapshot }) {
  const { t } = useTranslation('buyer');
  const tell = useTell();
  const [skip, { isLoading }] = useSkipOrderMutation();
  const skippable = !!order.standingSeriesId && mayBeTakenBack(order.status);
  const { data: round } = useGetRoundQuery(order.roundId, { skip: !skippable });
  const phase = useBuyingPhase(skippable ? round : undefined);
  if (!order.standingSeriesId) return null;
  const open = skippable && phase !== 'ended' && phase !== 'closed';

  const confirmed = () =>
    sendChange(
      skip({ orderId: order.id, roundId: order.roundId }),
      { done: () => t('standing.order.skipped'), failedKey: 'buyer:standing.order.skipFailed' },
      tell,
    );
  return (
    <Flex wrap gap="small" align="center" data-testid="order-standing">
      <Tag color="purple" style={{ marginInlineEnd: 0 }}>
        {t('standing.order.tag')}
      </Tag>
      {open && (
        <Popconfirm
          title={t('standing.order.skipConfirm')}
          okText={t('standing.order.skipOk')}
          cancelText={t('standing.dialog.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={confirmed}
        >
          <Button danger loading={isLoading} data-testid="order-skip">
            {t('standing.order.skip')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
