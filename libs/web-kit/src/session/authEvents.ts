/**
 * Authentication session events (spec §4). Anything that learns about a session change emits
 * here (the API client after a refresh, the shell after sign-in/out); the shell's session
 * controller listens and fetches or clears the profile.
 */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';
export type AuthEventListener = (event: AuthEvent) => void;

export interface AuthEventBus {
  emit(event: AuthEvent): void;
  subscribe(listener: AuthEventListener): () => void;
}

export function createAuthEventBus(): AuthEventBus {
  const listeners = new Set<AuthEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser-wide bus (web-kit is an MF singleton, so shell and remotes share it). */
export const authEvents: AuthEventBus = createAuthEventBus();
