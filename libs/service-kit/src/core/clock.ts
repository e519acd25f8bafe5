import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { z } from 'zod';
import type { Logger } from './logger';

/**
 * The time a service's domain runs on: when rounds open and close, the last call, notices and
 * timelines. In a declared local run (LOCAL_RUN=true: a developer's machine, a test) it can be
 * moved forward, so journeys that wait for a deadline take seconds instead of days; anywhere
 * else it is the system clock and nothing can move it.
 *
 * Security time stays on the system clock on purpose: token issuance and expiry, session
 * cookies, revocations, rate limits, HTTP caching and retry back-off read `Date.now()`. A token
 * must stay valid across the whole stack whatever a test clock says (identity signs it, every
 * service verifies it, and they need not have moved by the same amount).
 */
export interface Clock {
  now(): Date;
  /** Called after every move, with the new time; returns the unsubscribe. */
  onAdvance(listener: (now: Date) => void): () => void;
}

/** The system clock: never moves, so it has nothing to tell. */
export const systemClock: Clock = {
  now: () => new Date(),
  onAdvance: () => () => undefined,
};

export interface ServiceClock extends Clock {
  /** Whether this process answers `CLOCK_ADVANCE_SUBJECT` (a declared local run only). */
  readonly movable: boolean;
  /** How far ahead of the system clock it runs, in ms (0 until moved). */
  offsetMs(): number;
  /** Stops answering moves; the offset stays. */
  stop(): Promise<void>;
}

/**
 * Core NATS request/reply (no stream: a move is not history). Every movable process answers,
 * so the asker gathers replies for a moment; with none listening the asker gets no responder.
 */
export const CLOCK_ADVANCE_SUBJECT = 'dev.clock.advance';

/**
 * A move: by a duration, or to an instant. Only forward: a clock that goes back re-runs deadlines.
 * An empty body moves nothing and asks the time (a journey sets its deadlines from it, as the
 * services see it, once an earlier journey has moved them ahead of the system clock).
 */
export const clockAdvanceSchema = z.union([
  z.object({ byMs: z.number().int().positive() }).strict(),
  z.object({ to: z.iso.datetime({ offset: true }) }).strict(),
  z.object({}).strict(),
]);
export type ClockAdvance = z.infer<typeof clockAdvanceSchema>;

/** What each process answers: its name and its time after the move, or why it did not move. */
export interface ClockAdvanceReply {
  service: string;
  now: string;
  offsetMs: number;
  error?: string;
}

const codec = JSONCodec<unknown>();

/**
 * The clock a service's `ctx.now` reads. Without `localRun` it never subscribes, so a request to
 * move it finds no responder: a deployment's time cannot be moved, whatever reaches its NATS.
 */
export function serviceClock({
  service,
  localRun,
  nc,
  logger,
  subject = CLOCK_ADVANCE_SUBJECT,
}: {
  service: string;
  localRun: boolean;
  nc: NatsConnection;
  logger: Logger;
  /** Only tests change it, to move the clocks of their own processes alone. */
  subject?: string;
}): ServiceClock {
  let offset = 0;
  const listeners = new Set<(now: Date) => void>();
  const now = () => new Date(Date.now() + offset);
  const reply = (error?: string): ClockAdvanceReply => ({
    service,
    now: now().toISOString(),
    offsetMs: offset,
    ...(error ? { error } : {}),
  });
  const move = (request: ClockAdvance): ClockAdvanceReply => {
    if (!('byMs' in request) && !('to' in request)) return reply();
    const byMs = 'byMs' in request ? request.byMs : Date.parse(request.to) - now().getTime();
    if (!(byMs > 0)) return reply(`the clock only moves forward; it is already ${now().toISOString()}`);
    offset += byMs;
    const at = now();
    logger.warn({ byMs, now: at.toISOString(), offsetMs: offset }, 'clock moved forward (local run)');
    for (const listener of listeners) {
      try {
        listener(at);
      } catch (err) {
        logger.error({ err: (err as Error).message }, 'clock listener failed');
      }
    }
    return reply();
  };

  let sub: Subscription | undefined;
  if (localRun) {
    sub = nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        let answer: ClockAdvanceReply;
        try {
          const parsed = clockAdvanceSchema.safeParse(codec.decode(msg.data));
          answer = parsed.success
            ? move(parsed.data)
            : reply('expected { "byMs": n }, { "to": "<ISO time>" } or {} (the time, unmoved)');
        } catch {
          answer = reply('expected a JSON body');
        }
        if (msg.reply) msg.respond(codec.encode(answer));
      },
    });
  }

  return {
    movable: localRun,
    now,
    offsetMs: () => offset,
    onAdvance(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async stop() {
      sub?.unsubscribe();
      sub = undefined;
    },
  };
}
