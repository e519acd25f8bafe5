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
 * The snapshot and who listens to it. Every change makes a new snapshot object, as
 * `useSyncExternalStore` needs to see that something changed.
 */
function createSnapshotCell() {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  return {
    get: (): NotificationsSnapshot => snapshot,
    set(next: Partial<NotificationsSnapshot>): void {
      snapshot = { ...snapshot, ...next };
      for (const listener of [...listeners]) listener();
    },
    /** Without telling the listeners: the read that follows tells them. */
    replace(next: NotificationsSnapshot): void {
      snapshot = next;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the store's reads and marks share. */
interface StoreCore {
  request: Request;
  now: () => Date;
  cell: ReturnType<typeof createSnapshotCell>;
  /** Changes with each start/reset, so answers to an earlier user's reads are dropped. */
  generation: number;
  /**
   * Arrived live while the first page was being read, one list per read under way (a refresh
   * can overlap a start): the page may predate them.
   */
  liveDuringReads: Set<Notification[]>;
}

/** The first page, with what arrived live during the read put in front of it. */
async function readFirstPage(core: StoreCore): Promise<void> {
  const { cell, liveDuringReads } = core;
  const mine = core.generation;
  if (cell.get().status !== 'ready') cell.set({ status: 'loading' });
  const live: Notification[] = [];
  liveDuringReads.add(live);
  const result = await core
    .request<NotificationsPage>({ url: NOTIFICATIONS_URL })
    .finally(() => liveDuringReads.delete(live));
  if (mine !== core.generation) return;
  if (result.error) {
    if (cell.get().status !== 'ready') cell.set({ status: 'failed' });
    return;
  }
  const page = result.data;
  const inPage = new Set(page.items.map((n) => n.id));
  const missed = live.filter((n) => !inPage.has(n.id));
  cell.set({
    status: 'ready',
    items: [...missed, ...page.items],
    unread: page.unread + missed.filter((n) => !n.readAt).length,
    nextBefore: page.nextBefore,
    loadingMore: false,
  });
}

/** The next (older) page after the last one shown, one read at a time. */
async function readOlderPage(core: StoreCore): Promise<void> {
  const { cell } = core;
  const before = cell.get().nextBefore;
  if (!before || cell.get().loadingMore) return;
  const mine = core.generation;
  cell.set({ loadingMore: true });
  const result = await core.request<NotificationsPage>({ url: NOTIFICATIONS_URL, params: { before } });
  if (mine !== core.generation) return;
  if (result.error) return cell.set({ loadingMore: false });
  const { items } = cell.get();
  const known = new Set(items.map((n) => n.id));
  cell.set({
    items: [...items, ...result.data.items.filter((n) => !known.has(n.id))],
    nextBefore: result.data.nextBefore,
    loadingMore: false,
  });
}

/** Marks one read; resolves false when the server refused (the list is read again). */
async function markOneRead(core: StoreCore, id: string): Promise<boolean> {
  const { cell } = core;
  const item = cell.get().items.find((n) => n.id === id);
  if (!item || item.readAt) return true;
  const mine = core.generation;
  const readAt = core.now().toISOString();
  cell.set({
    items: cell.get().items.map((n) => (n.id === id ? { ...n, readAt } : n)),
    unread: Math.max(0, cell.get().unread - 1),
  });
  const result = await core.request({
    url: `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`,
    method: 'POST',
  });
  if (!result.error || mine !== core.generation) return true;
  await readFirstPage(core);
  return false;
}

/** Marks every one read; resolves with the server's refusal (the list is read again), else null. */
async function markEveryRead(core: StoreCore): Promise<Problem | null> {
  const { cell } = core;
  if (cell.get().markingAll) return null;
  const mine = core.generation;
  const readAt = core.now().toISOString();
  cell.set({
    items: cell.get().items.map((n) => (n.readAt ? n : { ...n, readAt })),
    unread: 0,
    markingAll: true,
  });
  const result = await core.request({ url: `${NOTIFICATIONS_URL}/read-all`, method: 'POST' });
  if (mine !== core.generation) return null;
  cell.set({ markingAll: false });
  if (!result.error) return null;
  await readFirstPage(core);
  return result.error;
}

/** A notification from the user's channel: first in the list, and counted when unread. */
function receiveLive(core: StoreCore, notification: Notification): void {
  const { cell } = core;
  if (cell.get().status === 'idle') return;
  for (const live of core.liveDuringReads) live.push(notification);
  const { items, unread } = cell.get();
  if (items.some((n) => n.id === notification.id)) return;
  cell.set({
    items: [notification, ...items],
    unread: unread + (notification.readAt ? 0 : 1),
  });
}

/**
 * The bell's state: a page of the signed-in user's notifications and their unread
 * count, read from identity, with the live ones (the user's channel) put in front as they come.
 * Marking read shows at once; a refused mark reads the list again, so it never shows what the
 * server does not hold. An external store for `useSyncExternalStore`, one per signed-in user.
 */
export function createNotificationsStore(deps: NotificationsStoreDeps = {}) {
  const core: StoreCore = {
    request: deps.request ?? ((args) => apiRequest(args)),
    now: deps.now ?? (() => new Date()),
    cell: createSnapshotCell(),
    generation: 0,
    liveDuringReads: new Set(),
  };
  const { cell } = core;
  /** A new user (or none): reads under way for the previous one no longer count. */
  const forgetReadsUnderWay = () => {
    core.generation++;
    core.liveDuringReads.clear();
  };

  return {
    getSnapshot: (): NotificationsSnapshot => cell.get(),
    getServerSnapshot: (): NotificationsSnapshot => EMPTY,
    subscribe: cell.subscribe,
    /** The first page of a newly signed-in user's notifications. */
    start(): Promise<void> {
      forgetReadsUnderWay();
      cell.replace(EMPTY);
      return readFirstPage(core);
    },
    /** Reads the first page again (after the live channel had a gap), keeping what is shown meanwhile. */
    refresh: (): Promise<void> => readFirstPage(core),
    loadMore: (): Promise<void> => readOlderPage(core),
    markRead: (id: string): Promise<boolean> => markOneRead(core, id),
    markAllRead: (): Promise<Problem | null> => markEveryRead(core),
    receive: (notification: Notification): void => receiveLive(core, notification),
    /** Signed out: nothing is kept. */
    reset(): void {
      forgetReadsUnderWay();
      cell.set(EMPTY);
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;

/** The tab's bell. */
export const notificationsStore: NotificationsStore = createNotificationsStore();
