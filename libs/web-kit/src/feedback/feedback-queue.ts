import type { App } from 'antd';

/** What antd's `App.useApp()` hands out: its message, notification and modal hook APIs. */
export type AntdFeedback = ReturnType<typeof App.useApp>;

type Params<F> = F extends (...args: infer A) => unknown ? A : never;
/** The named methods of `T`, called for their effect (nothing reads what antd returns). */
type Calls<T, K extends keyof T> = { [M in K]: (...args: Params<T[M]>) => void };

/** The toasts and confirmations the apps show, with antd's own arguments. */
export interface Feedback {
  notification: Calls<AntdFeedback['notification'], 'success' | 'error' | 'info' | 'warning'>;
  message: Calls<AntdFeedback['message'], 'success' | 'error' | 'info' | 'warning' | 'loading'>;
  modal: Calls<AntdFeedback['modal'], 'confirm'>;
}

const METHODS = {
  notification: ['success', 'error', 'info', 'warning'],
  message: ['success', 'error', 'info', 'warning', 'loading'],
  modal: ['confirm'],
} as const satisfies { [K in keyof Feedback]: readonly (keyof Feedback[K])[] };

export interface FeedbackQueue {
  /** Usable at once: calls made before `attach` wait, in order, and run when it comes. */
  feedback: Feedback;
  /** Hands over antd's APIs (their holders are mounted); runs what waited. */
  attach(api: AntdFeedback): void;
}

/**
 * Toasts without antd's toast and dialog code on the first load: `feedback` is callable from the
 * first render, and the calls made before antd's APIs arrive (`attach`) are kept and replayed.
 * `onFirstCall` says when something first waits, so the caller can fetch that code then.
 */
export function createFeedbackQueue(onFirstCall: () => void): FeedbackQueue {
  let api: AntdFeedback | null = null;
  let waiting: ((api: AntdFeedback) => void)[] = [];
  const run = (call: (api: AntdFeedback) => void) => {
    if (api) return call(api);
    if (waiting.length === 0) onFirstCall();
    waiting.push(call);
  };
  const group = <K extends keyof Feedback>(kind: K): Feedback[K] =>
    Object.fromEntries(
      METHODS[kind].map((method) => [
        method,
        (...args: unknown[]) =>
          run((ready) => {
            (ready[kind][method as keyof AntdFeedback[K]] as (...a: unknown[]) => unknown)(...args);
          }),
      ]),
    ) as Feedback[K];
  return {
    feedback: { notification: group('notification'), message: group('message'), modal: group('modal') },
    attach(ready) {
      api = ready;
      const calls = waiting;
      waiting = [];
      for (const call of calls) call(ready);
    },
  };
}
