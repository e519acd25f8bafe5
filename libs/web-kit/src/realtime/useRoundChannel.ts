import { useEffect, useRef, useSyncExternalStore } from 'react';
import { refreshSession } from '../api/request';
import { RoundSocket, type RoundListener, type RoundSocketStatus } from './roundSocket';

/** The tab's one socket (web-kit is a Module Federation singleton, so every remote shares it). */
export const roundSocket = new RoundSocket({
  url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`,
  refresh: refreshSession,
});

/**
 * Live committed quantities of one round (spec §7, channel `round-{id}-selections`) while the
 * calling screen is mounted. `roundId` null listens to nothing. Handlers may change between
 * renders without resubscribing.
 */
export function useRoundChannel(roundId: string | null | undefined, handlers: RoundListener): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!roundId) return undefined;
    return roundSocket.subscribe(roundId, {
      onQuantityChange: (change) => ref.current.onQuantityChange(change),
      onOrderedChange: (change) => ref.current.onOrderedChange?.(change),
      onResync: () => ref.current.onResync?.(),
    });
  }, [roundId]);
}

/** Whether the live channel is up; screens may show a quiet hint, never an alarm. */
export function useRoundSocketStatus(): RoundSocketStatus {
  return useSyncExternalStore(
    (fn) => roundSocket.onStatus(fn),
    () => roundSocket.status,
    () => 'idle',
  );
}
