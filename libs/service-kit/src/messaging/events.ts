// Building an event (createEvent) and handling one (`on`: an event paired with its handler).
import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@marketplace/contracts';
import type { z } from 'zod';

/** Builds a validated envelope; an event that does not match its contract is never recorded. */
export function createEvent<D extends EventDefinition>(
  def: D,
  data: z.input<D['data']>,
  producer: string,
): EventEnvelope<z.infer<D['data']>> {
  return def.envelope.parse({
    id: randomUUID(),
    type: def.type,
    occurredAt: new Date().toISOString(),
    producer,
    data,
  }) as EventEnvelope<z.infer<D['data']>>;
}

/** Thrown by a handler for a message that can never succeed: it is terminated, not retried. */
export class PoisonMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoisonMessageError';
  }
}

/**
 * Thrown by a handler that keeps its own retry schedule (a webhook delivery): the message comes
 * again after `delayMs`, whatever its delivery count; the handler decides when to stop.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

export interface EventHandler<D extends EventDefinition = EventDefinition> {
  event: D;
  handle: (event: EventEnvelope<z.infer<D['data']>>) => Promise<void>;
  /**
   * Running it again with the same event changes nothing (a read model kept by the kit's
   * `applyNewerVersion`: an event no newer than what is held is not applied). The consumer then
   * keeps no inbox record for it: two store commands fewer for every event, on the consumers that
   * see the most (committed quantities, users).
   */
  idempotent?: boolean;
}

export interface HandlerOptions {
  /** See `EventHandler.idempotent`: only for a handler whose second run is a no-op by itself. */
  idempotent?: true;
}

/** Typed pairing of an event definition and its handler (keeps `handle` inferred). */
export function on<D extends EventDefinition>(
  event: D,
  handle: EventHandler<D>['handle'],
  options: HandlerOptions = {},
): EventHandler {
  return { event, handle, ...options } as unknown as EventHandler;
}
