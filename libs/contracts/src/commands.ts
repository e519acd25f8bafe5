import { z } from 'zod';
import { problemSchema } from './problem';

/** A command over NATS request/reply: typed request, typed reply, problem on failure. */
export interface CommandDefinition<
  Req extends z.ZodTypeAny = z.ZodTypeAny,
  Rep extends z.ZodTypeAny = z.ZodTypeAny,
> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Rep;
}

/** What travels back on the reply subject: either `ok` with the reply, or a problem. */
export const commandReplyEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), problem: problemSchema }),
]);
export type CommandReplyEnvelope = z.infer<typeof commandReplyEnvelopeSchema>;
