import { useEffect, useRef } from 'react';
import { useFeedback } from '../feedback/FeedbackProvider';

export interface ErrorToastText {
  /** The toast's title, in the user's language. */
  message: string;
  /** The toast's text, in the user's language. */
  description: string;
  /** What the console gets (English where the area logs English). */
  log: string;
}

/**
 * One destructive toast per failed request (spec §8: toast, logged, no navigation). RTK Query
 * hands out a new error object for each failure, so a re-render, or a language switch that changes
 * the texts, never repeats a toast already shown for the same error.
 */
export function useErrorToast(error: unknown, text: ErrorToastText): void {
  const { notification } = useFeedback();
  const shown = useRef<unknown>(null);
  const { message, description, log } = text;
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    console.error(log, error);
    notification.error({ message, description });
  }, [error, notification, message, description, log]);
}
