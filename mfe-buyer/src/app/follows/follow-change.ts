import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Follow } from '@marketplace/contracts';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useFollowMutation, useUnfollowMutation, type FollowTarget } from './follows-api';

/** One click of a follow toggle or of an Unfollow. */
export interface FollowChange extends FollowTarget {
  /** What the messages call it when the answer does not name it (stopping: 204). */
  name: string;
  /** Followed now: the click stops following. */
  following: boolean;
}

/** What a change sends and tells: the mutations' triggers, the success message and the failure toast. */
export interface FollowActions {
  follow(target: FollowTarget): Promise<{ data: Follow } | { error: unknown }>;
  unfollow(target: FollowTarget): Promise<{ data?: unknown } | { error: unknown }>;
  said(text: string): void;
  /** The failure toast (web-kit `useFailureToast`): the action's title, the problem's text. */
  failed(titleKey: string, problem: unknown): void;
  t(key: string, options: { name: string }): string;
}

/** `kind-id`: which toggle or row a change is for (and the row's test ids). */
export const followKey = ({ kind, id }: FollowTarget) => `${kind}-${id}`;

/**
 * Follows or stops following, then says so ("You follow Acme") or shows the failure toast with
 * the server's reason in the user's language (`errors:follows.*`). True when it changed.
 */
export async function changeFollow(change: FollowChange, actions: FollowActions): Promise<boolean> {
  const target = { kind: change.kind, id: change.id };
  if (change.following) {
    const result = await actions.unfollow(target);
    if ('error' in result) {
      actions.failed('buyer:follows.unfollowFailed', result.error);
      return false;
    }
    actions.said(actions.t('buyer:follows.unfollowed', { name: change.name }));
    return true;
  }
  const result = await actions.follow(target);
  if ('error' in result) {
    actions.failed('buyer:follows.followFailed', result.error);
    return false;
  }
  // The answer names it as the service keeps it (a series by its edition's title).
  actions.said(actions.t('buyer:follows.followed', { name: result.data.name }));
  return true;
}

/** The toggles' and the Following card's click: `changeFollow` with the store and the toasts. */
export function useFollowChange() {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failed = useFailureToast();
  const [follow] = useFollowMutation();
  const [unfollow] = useUnfollowMutation();
  // The change on its way (`followKey`): its control shows it, the others stay usable.
  const [pending, setPending] = useState<string | null>(null);

  const change = useCallback(
    async (next: FollowChange) => {
      setPending(followKey(next));
      try {
        await changeFollow(next, {
          follow,
          unfollow,
          said: (text) => message.success(text),
          failed,
          t: (key, options) => t(key, options),
        });
      } finally {
        setPending(null);
      }
    },
    [follow, unfollow, message, failed, t],
  );
  return { change, pending };
}
