/** Time-out and retry policy of one kind of request (spec §9). */
export interface RequestPolicy {
  /** Abort an attempt after this many milliseconds. */
  timeoutMs: number;
  /** Extra attempts after a network-type failure (not after an HTTP error answer). */
  retries: number;
  /** First back-off delay; doubles per retry. */
  backoffMs: number;
  /** Upper bound of the back-off delay. */
  backoffCapMs: number;
}

/** The constants of spec §9, by kind of request. */
export const REQUEST_POLICIES = {
  profile: { timeoutMs: 10_000, retries: 3, backoffMs: 1_000, backoffCapMs: 8_000 },
  products: { timeoutMs: 10_000, retries: 2, backoffMs: 1_000, backoffCapMs: 3_000 },
  rounds: { timeoutMs: 15_000, retries: 2, backoffMs: 1_000, backoffCapMs: 5_000 },
  orders: { timeoutMs: 15_000, retries: 2, backoffMs: 1_000, backoffCapMs: 5_000 },
  invoices: { timeoutMs: 15_000, retries: 2, backoffMs: 1_000, backoffCapMs: 5_000 },
  /** Anything the spec gives no numbers for: one attempt, a generous time-out. */
  default: { timeoutMs: 15_000, retries: 0, backoffMs: 1_000, backoffCapMs: 5_000 },
} as const satisfies Record<string, RequestPolicy>;

/** Delay before retry number `retryIndex` (0-based): base, 2×base, 4×base … never above the cap. */
export function backoffDelay(retryIndex: number, backoffMs: number, backoffCapMs: number): number {
  return Math.min(backoffMs * 2 ** Math.max(0, retryIndex), backoffCapMs);
}

const NETWORK_MESSAGE =
  /load failed|failed to fetch|networkerror|network error|network request failed|aborted/i;

/**
 * Network-type failures are the ones worth retrying (spec §8/§9): "Load failed" (Safari),
 * "Failed to fetch" (Chromium), "NetworkError…" (Firefox), an empty message, or an aborted
 * (timed-out) request. An HTTP answer, even a 5xx, is not one: the server did respond.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error == null) return false;
  if (typeof error !== 'object')
    return typeof error === 'string' && (error === '' || NETWORK_MESSAGE.test(error));
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  if (typeof message !== 'string') return false;
  if (message.trim() === '') return name === 'TypeError' || name === 'Error' || name === undefined;
  return NETWORK_MESSAGE.test(message);
}
