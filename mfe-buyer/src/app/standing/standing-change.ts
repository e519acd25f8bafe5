import { useMemo } from 'react';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';

/** How a change tells its outcome: the success message, or the failure toast. */
export interface Tell {
  said(text: string): void;
  /** The failure toast (web-kit `useFailureToast`): the action's title, the problem's text. */
  failed(titleKey: string, problem: unknown): void;
}

/** What a mutation's trigger resolves to. */
export type Sent<T> = Promise<{ data: T } | { error: unknown }>;

/**
 * Waits for a standing-order change (set, remove, skip), then says `done` with its answer, or
 * shows the failure toast titled `failedKey` with the server's reason in the user's language
 * (`errors:standing.*`). True when it went through.
 */
export async function sendChange<T>(
  sent: Sent<T>,
  texts: { done: (answer: T) => string; failedKey: string },
  tell: Tell,
): Promise<boolean> {
  const result = await sent;
  if ('error' in result) {
    tell.failed(texts.failedKey, result.error);
    return false;
  }
  tell.said(texts.done(result.data));
  return true;
}

/** `Tell` with the app's toasts. */
export function useTell(): Tell {
  const { message } = useFeedback();
  const failed = useFailureToast();
  return useMemo(() => ({ said: (text: string) => message.success(text), failed }), [message, failed]);
}
