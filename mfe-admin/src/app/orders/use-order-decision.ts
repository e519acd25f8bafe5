import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@marketplace/contracts';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useDecideOrderMutation } from '../api/admin-api';

/**
 * Approving or rejecting an order from Admin › Orders, with its toast either way; `deciding` keeps
 * the list's buttons from sending a second decision while one is under way.
 */
export function useOrderDecision() {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { notification } = useFeedback();
  const [decide, deciding] = useDecideOrderMutation();

  const act = useCallback(
    async (order: AdminOrderRow, decision: 'approve' | 'reject', reason?: string) => {
      const result = await decide({
        orderId: order.id,
        decision,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      });
      if ('error' in result) return failure('admin:orders.updateFailed', result.error);
      const decided = decision === 'approve' ? 'approved' : 'rejected';
      notification.success({
        message: t('orders.decided', { status: t(`orders.decidedStatus.${decided}`) }),
      });
    },
    [decide, failure, notification, t],
  );
  return { act, deciding: deciding.isLoading };
}

export type OrderDecision = ReturnType<typeof useOrderDecision>['act'];
