import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRoundRow } from '@marketplace/contracts';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useDecideRoundMutation } from '../api/admin-api';

export type RoundDecision = 'approve' | 'reject' | 'close';
const SUCCESS_KEY: Record<RoundDecision, string> = {
  approve: 'rounds.approved',
  reject: 'rounds.rejected',
  close: 'rounds.closed',
};
/** Decisions that cannot be taken back ask first, saying what they do (spec §4). */
const CONFIRM_KEYS: Partial<Record<RoundDecision, { title: string; text: string }>> = {
  reject: { title: 'rounds.confirm.rejectTitle', text: 'rounds.confirm.rejectText' },
  close: { title: 'rounds.confirm.closeTitle', text: 'rounds.confirm.closeText' },
};
const FAILURE_KEY: Record<RoundDecision, string> = {
  approve: 'rounds.updateFailed',
  reject: 'rounds.updateFailed',
  close: 'rounds.closeFailed',
};

/**
 * Admin › Rounds' decisions: `act` from the list's buttons, `decideFromReview` from the review
 * dialog, which `setViewing` opens and closes; `deciding` while one is being sent.
 */
export function useRoundDecisions(setViewing: (round: AdminRoundRow | null) => void) {
  const { t } = useTranslation('admin');
  const failure = useFailureToast({ title: 'error' });
  const { modal, notification } = useFeedback();
  const [decide, deciding] = useDecideRoundMutation();

  const decisions = useMemo(() => {
    /** True when the decision was taken. */
    async function decideNow(round: AdminRoundRow, decision: RoundDecision): Promise<boolean> {
      const result = await decide({ roundId: round.id, decision });
      if ('error' in result) {
        failure(`admin:${FAILURE_KEY[decision]}`, result.error);
        return false;
      }
      notification.success({ message: t(SUCCESS_KEY[decision]) });
      return true;
    }
    function confirmThenDecide(
      round: AdminRoundRow,
      decision: RoundDecision,
      confirm: { title: string; text: string },
    ) {
      modal.confirm({
        title: t(confirm.title),
        content: t(confirm.text, { title: round.title }),
        okText: t(`rounds.${decision}`),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => decideNow(round, decision),
      });
    }
    function act(round: AdminRoundRow, decision: RoundDecision) {
      // Approving commits buyers and supplier to the round's products and terms, so
      // it is done from the review that shows them.
      if (decision === 'approve') return setViewing(round);
      const confirm = CONFIRM_KEYS[decision];
      if (!confirm) return void decideNow(round, decision);
      confirmThenDecide(round, decision, confirm);
    }
    /** From the review: approve at once (the terms are on screen), reject after its question. */
    async function decideFromReview(round: AdminRoundRow, decision: 'approve' | 'reject') {
      const confirm = CONFIRM_KEYS[decision];
      if (confirm) {
        setViewing(null);
        return confirmThenDecide(round, decision, confirm);
      }
      if (await decideNow(round, decision)) setViewing(null);
    }
    return { act, decideFromReview };
  }, [decide, modal, t, failure, notification, setViewing]);
  return { ...decisions, deciding: deciding.isLoading };
}
