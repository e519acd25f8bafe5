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
