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

/**
 * Command subjects are `cmd.<owner>.<verb>.v<N>`. They must never start with a producer name:
 * every `<service>.>` subject is captured by that service's JetStream stream, which would answer
 * the request with a storage ack instead of letting the owner reply.
 */
export const COMMAND_SUBJECT_PATTERN = /^cmd\.[a-z]+\.[a-z][a-z-]*\.v[1-9][0-9]*$/;

export function defineCommand<Req extends z.ZodTypeAny, Rep extends z.ZodTypeAny>(
  subject: string,
  request: Req,
  reply: Rep,
): CommandDefinition<Req, Rep> {
  if (!COMMAND_SUBJECT_PATTERN.test(subject))
    throw new Error(`command subject "${subject}" must be cmd.<owner>.<verb>.v<N>`);
  return { subject, request, reply };
}

/** What travels back on the reply subject: either `ok` with the reply, or a problem. */
export const commandReplyEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), problem: problemSchema }),
]);
export type CommandReplyEnvelope = z.infer<typeof commandReplyEnvelopeSchema>;
