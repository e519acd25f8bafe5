import type { Notification, NotificationsPage, Problem } from '@marketplace/contracts';
import { apiRequest, type ApiRequestArgs, type ApiResult } from '@marketplace/web-kit';

export const NOTIFICATIONS_URL = '/api/identity/notifications';

export interface NotificationsSnapshot {
  /** `idle` before the first read (and after sign-out), `failed` when the first read did not come. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Newest first. */
  items: readonly Notification[];
  unread: number;
  /** The cursor of the next (older) page; null when every page is here. */
  nextBefore: string | null;
  loadingMore: boolean;
  markingAll: boolean;
}

type Request = <T>(args: ApiRequestArgs) => Promise<ApiResult<T>>;

export interface NotificationsStoreDeps {
  request?: Request;
  now?: () => Date;
}

const EMPTY: NotificationsSnapshot = {
  status: 'idle',
  items: [],
  unread: 0,
  nextBefore: null,
  loadingMore: false,
  markingAll: false,
};

/**
 * The bell's state: a page of the signed-in user's notifications and their unread
 * count, read from identity, with the live ones (the user's channel) put in front as they come.
 * Marking read shows at once; a refused mark reads the list again, so it never shows what the
 * server does not hold. An external store for `useSyncExternalStore`, one per signed-in user.
 */
export function createNotificationsStore(deps: NotificationsStoreDeps = {}) {
  const request: Request = deps.request ?? ((args) => apiRequest(args));
  const now = deps.now ?? (() => new Date());
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  /** Changes with each start/reset, so answers to an earlier user's reads are dropped. */
  let generation = 0;
  /**
   * Arrived live while the first page was being read, one list per read under way (a refresh
   * can overlap a start): the page may predate them.
   */
  const liveDuringReads = new Set<Notification[]>();

  const set = (next: Partial<NotificationsSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  async function load(): Promise<void> {
    const mine = generation;
    if (snapshot.status !== 'ready') set({ status: 'loading' });
    const live: Notification[] = [];
    liveDuringReads.add(live);
    const result = await request<NotificationsPage>({ url: NOTIFICATIONS_URL }).finally(() =>
      liveDuringReads.delete(live),
    );
    if (mine !== generation) return;
    if (result.error) {
      if (snapshot.status !== 'ready') set({ status: 'failed' });
      return;
    }
    const page = result.data;
    const inPage = new Set(page.items.map((n) => n.id));
    const missed = live.filter((n) => !inPage.has(n.id));
    set({
      status: 'ready',
      items: [...missed, ...page.items],
      unread: page.unread + missed.filter((n) => !n.readAt).length,
      nextBefore: page.nextBefore,
      loadingMore: false,
    });
  }

  async function loadMore(): Promise<void> {
    const before = snapshot.nextBefore;
    if (!before || snapshot.loadingMore) return;
    const mine = generation;
    set({ loadingMore: true });
    const result = await request<NotificationsPage>({ url: NOTIFICATIONS_URL, params: { before } });
    if (mine !== generation) return;
    if (result.error) return set({ loadingMore: false });
    const known = new Set(snapshot.items.map((n) => n.id));
    set({
      items: [...snapshot.items, ...result.data.items.filter((n) => !known.has(n.id))],
      nextBefore: result.data.nextBefore,
      loadingMore: false,
    });
  }

  /** Marks one read; resolves false when the server refused (the list is read again). */
  async function markRead(id: string): Promise<boolean> {
    const item = snapshot.items.find((n) => n.id === id);
    if (!item || item.readAt) return true;
    const mine = generation;
    const readAt = now().toISOString();
    set({
      items: snapshot.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
      unread: Math.max(0, snapshot.unread - 1),
    });
    const result = await request({
      url: `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`,
      method: 'POST',
    });
    if (!result.error || mine !== generation) return true;
    await load();
    return false;
  }

  async function markAllRead(): Promise<Problem | null> {
    if (snapshot.markingAll) return null;
    const mine = generation;
    const readAt = now().toISOString();
    set({
      items: snapshot.items.map((n) => (n.readAt ? n : { ...n, readAt })),
      unread: 0,
      markingAll: true,
    });
    const result = await request({ url: `${NOTIFICATIONS_URL}/read-all`, method: 'POST' });
    if (mine !== generation) return null;
    set({ markingAll: false });
    if (!result.error) return null;
    await load();
    return result.error;
  }

  /** A notification from the user's channel: first in the list, and counted when unread. */
  function receive(notification: Notification): void {
    if (snapshot.status === 'idle') return;
    for (const live of liveDuringReads) live.push(notification);
    if (snapshot.items.some((n) => n.id === notification.id)) return;
    set({
      items: [notification, ...snapshot.items],
      unread: snapshot.unread + (notification.readAt ? 0 : 1),
    });
  }

  return {
    getSnapshot: (): NotificationsSnapshot => snapshot,
    getServerSnapshot: (): NotificationsSnapshot => EMPTY,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The first page of a newly signed-in user's notifications. */
    start(): Promise<void> {
      generation++;
      liveDuringReads.clear();
      snapshot = EMPTY;
      return load();
    },
    /** Reads the first page again (after the live channel had a gap), keeping what is shown meanwhile. */
    refresh: load,
    loadMore,
    markRead,
    markAllRead,
    receive,
    /** Signed out: nothing is kept. */
    reset(): void {
      generation++;
      liveDuringReads.clear();
      set(EMPTY);
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The tab's bell. */
export const notificationsStore: NotificationsStore = createNotificationsStore();
