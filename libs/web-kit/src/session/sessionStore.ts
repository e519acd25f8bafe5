import type { Profile } from '@marketplace/contracts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: SessionStatus;
  profile: Profile | null;
  /** True while the profile is being fetched (spec §4), also during a background re-fetch. */
  loading: boolean;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The profile is being (re)fetched. Keeps an existing signed-in session visible meanwhile. */
  setLoading(): void;
  setSignedIn(profile: Profile): void;
  setSignedOut(): void;
}

/**
 * A tiny external store (for `useSyncExternalStore`): every change replaces the snapshot object,
 * so identity comparison tells subscribers whether anything changed.
 */
export function createSessionStore(
  initial: SessionSnapshot = { status: 'loading', profile: null, loading: true },
): SessionStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    if (
      next.status === snapshot.status &&
      next.profile === snapshot.profile &&
      next.loading === snapshot.loading
    )
      return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoading() {
      set(
        snapshot.profile
          ? { ...snapshot, loading: true }
          : { status: 'loading', profile: null, loading: true },
      );
    },
    setSignedIn(profile) {
      set({ status: 'signed-in', profile, loading: false });
    },
    setSignedOut() {
      set({ status: 'signed-out', profile: null, loading: false });
    },
  };
}

/**
 * The browser-wide session. The shell writes it; remotes read it. A remote running standalone
 * writes a stand-in profile with `sessionStore.setSignedIn(profile)`.
 */
export const sessionStore: SessionStore = createSessionStore();
