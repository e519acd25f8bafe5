import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, draftProblems, standingBody, type StandingDraft } from './standing-draft';
import { sendChange, useTell } from './standing-change';
import type { StandingTarget } from './standing-form';
import { useStandingHolders } from './standing-holders';
import {
  standingOf,
  useListStandingOrdersQuery,
  useRemoveStandingOrderMutation,
  useSetStandingOrderMutation,
} from './standing-api';

/**
 * The dialog's state and actions: the fields (prefilled with the holder's standing order), their
 * problems once a save was tried, Save (PUT) and Remove (DELETE). `done` closes the dialog after
 * either went through.
 */
export function useStandingEdit(target: StandingTarget, holder: string | undefined, done: () => void) {
  const { t } = useTranslation('buyer');
  const tell = useTell();
  const { selfId, options } = useStandingHolders();
  const { data } = useListStandingOrdersQuery();
  const [put, putting] = useSetStandingOrderMutation();
  const [remove, removing] = useRemoveStandingOrderMutation();
  const heldBy = (buyerId: string) => standingOf(data?.items, { ...target, buyerId });
  const [draft, setDraft] = useState<StandingDraft>(() => {
    const buyerId = holder ?? selfId ?? '';
    return draftOf(heldBy(buyerId), buyerId);
  });
  const [tried, setTried] = useState(false);
  const problems = draftProblems(draft, target.unitsPerPack);
  const key = { seriesId: target.seriesId, productId: target.productId };

  const change = (patch: Partial<StandingDraft>) =>
    setDraft((d) =>
      // Another holder: their own standing order in the fields, or a new one's defaults.
      patch.buyerId && patch.buyerId !== d.buyerId
        ? draftOf(heldBy(patch.buyerId), patch.buyerId)
        : { ...d, ...patch },
    );
  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const sent = put({ ...key, body: standingBody(draft, selfId) });
    const texts = { done: () => t('standing.saved'), failedKey: 'buyer:standing.saveFailed' };
    if (await sendChange(sent, texts, tell)) done();
  };
  const unset = async () => {
    const sent = remove({ ...key, buyerId: draft.buyerId, member: draft.buyerId !== selfId });
    const texts = { done: () => t('standing.removed'), failedKey: 'buyer:standing.removeFailed' };
    if (await sendChange(sent, texts, tell)) done();
  };

  return {
    draft,
    change,
    problems: tried ? problems : {},
    existing: heldBy(draft.buyerId),
    // A holder fixed by the card's Edit is not chosen again.
    forOptions: holder ? undefined : options,
    holderName: holder && holder !== selfId ? (heldBy(holder)?.buyerName ?? holder) : undefined,
    save,
    unset,
    saving: putting.isLoading,
    removing: removing.isLoading,
  };
}
