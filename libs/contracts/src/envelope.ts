import { z } from 'zod';

/**
 * Subject names follow `<service>.<entity>.<past-verb>.v<N>`; the producing service is the
 * first token, which is also how streams are split (one stream per producing service).
 */
export const SUBJECT_PATTERN = /^[a-z]+\.[a-z][a-z-]*\.[a-z][a-z-]*\.v[1-9][0-9]*$/;
export const subjectSchema = z
  .string()
  .regex(SUBJECT_PATTERN, 'subject must be <service>.<entity>.<past-verb>.v<N>');

/** The envelope every integration event travels in. `id` doubles as the JetStream msgID. */
export const envelopeBaseSchema = z.object({
  id: z.string().min(1),
  type: subjectSchema,
  occurredAt: z.string().datetime(),
  producer: z.string().min(1),
});

export function envelopeSchema<T extends z.ZodTypeAny>(type: string, data: T) {
  return envelopeBaseSchema.extend({ type: z.literal(type), data });
}

export type EventEnvelope<T = unknown> = z.infer<typeof envelopeBaseSchema> & { data: T };

/** A typed event definition: its subject and the schema of its `data`. */
export interface EventDefinition<T extends z.ZodTypeAny = z.ZodTypeAny> {
  readonly type: string;
  readonly data: T;
  readonly envelope: ReturnType<typeof envelopeSchema<T>>;
}

export function defineEvent<T extends z.ZodTypeAny>(type: string, data: T): EventDefinition<T> {
  subjectSchema.parse(type);
  return { type, data, envelope: envelopeSchema(type, data) };
}

export type EventData<E extends EventDefinition> = z.infer<E['data']>;

/** The stream that holds a producer's events: IDENTITY holds `identity.>` and so on. */
export function streamFor(producer: string): { name: string; subjects: string[] } {
  return { name: producer.toUpperCase().replace(/[^A-Z0-9]/g, '_'), subjects: [`${producer}.>`] };
}
