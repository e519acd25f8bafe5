import { useTranslation } from 'react-i18next';
import type { StandingOrder } from '@marketplace/contracts';
import { useFeedback } from '@marketplace/web-kit';
import { useRemoveStandingOrderMutation } from './standing-api';
import { sendChange, useTell } from './standing-change';

/**
 * The card's Remove: asks first (the kit's confirmation, which brings antd's dialog code then:
 * the dashboard loads none), then DELETEs it, a member's naming the member.
 */
export function useRemoveStanding() {
  const { t } = useTranslation('buyer');
  const { modal } = useFeedback();
  const tell = useTell();
  const [remove, { isLoading }] = useRemoveStandingOrderMutation();

  const confirmRemove = (standing: StandingOrder, member: boolean) =>
    modal.confirm({
      title: t('standing.card.removeTitle'),
      content: t('standing.card.removeConfirm', {
        product: standing.productName,
        series: standing.seriesName,
      }),
      okText: t('standing.card.remove'),
      okButtonProps: { danger: true, 'data-testid': 'standing-remove-confirm' },
      cancelText: t('standing.dialog.cancel'),
      onOk: () =>
        sendChange(
          remove({
            seriesId: standing.seriesId,
            productId: standing.productId,
            buyerId: standing.buyerId,
            member,
          }),
          { done: () => t('standing.removed'), failedKey: 'buyer:standing.removeFailed' },
          tell,
        ),
    });
  return { confirmRemove, removing: isLoading };
}
