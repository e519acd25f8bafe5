import type { Outbox } from './outbox';
import {
  startSubscriptions,
  type RunningSubscriptions,
  type SubscriptionDeps,
  type SubscriptionEntry,
} from './subscriptions';

export interface EventWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A service's event work: the relay of its outbox and the one list of what it reads (its
 * events/subscriptions.ts, built when started). Started after the server listens, the relay
 * first; stopped the other way round, the consumers first, so nothing is recorded into the outbox
 * after its relay has finished what was in flight.
 */
export function eventWork(
  deps: SubscriptionDeps,
  outbox: Outbox,
  subscriptions: () => SubscriptionEntry[],
): EventWork {
  let running: RunningSubscriptions | undefined;
  return {
    async start() {
      outbox.start();
      running = await startSubscriptions(deps, subscriptions());
    },
    async stop() {
      await running?.stop();
      await outbox.stop();
    },
  };
}
