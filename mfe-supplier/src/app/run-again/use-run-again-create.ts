import { useEffect, useRef, useState } from 'react';
import type { RunAgainProposal } from '@marketplace/contracts';
import { useCreateRoundMutation } from '../api/rounds-api';
import { useActionToasts } from '../common/failure';
import { runAgainCreateKey } from './run-again-api';
import { runAgainBody } from './run-again-body';

/**
 * The draft's title and its creation. The creation's answer is the store's (`fixedCacheKey`),
 * cleared when the content closes.
 */
export function useRunAgainCreate(proposal: RunAgainProposal, onClose: () => void) {
  const toasts = useActionToasts();
  const [create, created] = useCreateRoundMutation({
    fixedCacheKey: runAgainCreateKey(proposal.sourceRoundId),
  });
  // Drawn again while its draft is shown as created (the dialog closing), it keeps that title.
  const [title, setTitle] = useState(created.data?.title ?? proposal.round.title);

  // Reopened, the dialog starts afresh: the kept answer goes when it closes.
  const reset = useRef(created.reset);
  reset.current = created.reset;
  useEffect(() => () => reset.current(), []);

  const save = async () => {
    const body = runAgainBody(proposal, title);
    const result = await create(body);
    if ('error' in result && result.error) {
      toasts.failure('runAgain.toast.createFailed', result.error);
      return;
    }
    toasts.success('runAgain.created', { title: body.title });
    onClose();
  };

  return { created, title, setTitle, save };
}
