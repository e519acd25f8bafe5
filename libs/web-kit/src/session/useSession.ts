import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './sessionStore';

/** The current session; re-renders on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
