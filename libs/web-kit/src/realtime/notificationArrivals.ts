import type { NotificationKind } from '@marketplace/contracts';

/**
 * The page-wide signal that a notification arrived live. The shell owns the user's
 * channel and the bell; the role areas are other teams' builds that only need to know *that*
 * something changed (an order was approved, a round closed) to read their lists again, so the
 * shell announces each arrival as a DOM event on `window` rather than sharing its store.
 */
export const NOTIFICATION_ARRIVED_EVENT = 'marketplace:notification-arrived';

export interface NotificationArrival {
  kind: NotificationKind;
}

/** Called by the shell for every notification its user's channel delivers. */
export function announceNotification(arrival: NotificationArrival): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<NotificationArrival>(NOTIFICATION_ARRIVED_EVENT, { detail: { kind: arrival.kind } }),
  );
}

/** Listens to arrivals until the returned function is called. */
export function onNotificationArrival(listener: (arrival: NotificationArrival) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<NotificationArrival>).detail;
    if (detail && typeof detail.kind === 'string') listener(detail);
  };
  window.addEventListener(NOTIFICATION_ARRIVED_EVENT, handle);
  return () => window.removeEventListener(NOTIFICATION_ARRIVED_EVENT, handle);
}
