import { ErrorCode, JSONCodec, type NatsConnection, type NatsError, type Subscription } from 'nats';
import { ProblemCodes, commandReplyEnvelopeSchema, type CommandDefinition } from '@marketplace/contracts';
import type { z } from 'zod';
import {
  HttpProblem,
  fieldErrorsFromZod,
  serviceUnavailable,
  toHttpProblem,
  validationProblem,
} from '../core/problems';
import type { Logger } from '../core/logger';

const codec = JSONCodec();

/** What serves a command: its request, parsed, in; its reply out (or a thrown problem). */
export type CommandHandler<D extends CommandDefinition> = (
  request: z.infer<D['request']>,
) => Promise<z.input<D['reply']>>;

/**
 * Serves a command in a queue group named after the service, so replicas share the load and
 * each request is handled once. Errors travel back as problems, never as timeouts.
 */
export function serveCommand<D extends CommandDefinition>(
  nc: NatsConnection,
  def: D,
  service: string,
  logger: Logger,
  handler: CommandHandler<D>,
): Subscription {
  return nc.subscribe(def.subject, {
    queue: service,
    callback: (err, msg) => {
      if (err) return logger.error({ err, subject: def.subject }, 'command subscription error');
      void (async () => {
        let reply;
        try {
          const parsed = def.request.safeParse(codec.decode(msg.data));
          if (!parsed.success) throw validationProblem(fieldErrorsFromZod(parsed.error, 'body'));
          reply = { ok: true, data: def.reply.parse(await handler(parsed.data as z.infer<D['request']>)) };
        } catch (e) {
          const problem = toHttpProblem(e);
          if (problem.status >= 500) logger.error({ err: e, subject: def.subject }, 'command failed');
          reply = { ok: false, problem: problem.toProblem() };
        }
        msg.respond(codec.encode(reply));
      })();
    },
  });
}

/** Sends a command and returns its typed reply; failures surface as HttpProblems for the edge. */
export async function sendCommand<D extends CommandDefinition>(
  nc: NatsConnection,
  def: D,
  request: z.input<D['request']>,
  timeoutMs = 3000,
): Promise<z.infer<D['reply']>> {
  let raw: unknown;
  try {
    const msg = await nc.request(def.subject, codec.encode(def.request.parse(request)), {
      timeout: timeoutMs,
    });
    raw = codec.decode(msg.data);
  } catch (err) {
    const code = (err as NatsError).code;
    if (code === ErrorCode.NoResponders)
      throw serviceUnavailable(`No service handles ${def.subject} right now`);
    if (code === ErrorCode.Timeout)
      throw new HttpProblem(
        504,
        ProblemCodes.timeout,
        'Gateway Timeout',
        `${def.subject} did not answer within ${timeoutMs} ms`,
      );
    throw serviceUnavailable((err as Error).message);
  }
  const reply = commandReplyEnvelopeSchema.parse(raw);
  if (!reply.ok) throw HttpProblem.from(reply.problem);
  return def.reply.parse(reply.data) as z.infer<D['reply']>;
}
