/**
 * The stack's clock, as its services see it (the kit's serviceClock, libs/service-kit/src/runtime/
 * clock.ts). Journeys that wait for a deadline move it past the deadline instead of waiting for
 * real time: the services' periodic scans wake on the move, so a round closes at once.
 *
 * The clock only moves forward, and every journey after a move runs on a stack ahead of the system
 * clock: deadlines are therefore set from `serviceNow()`, never from `Date.now()`. The browser
 * keeps the system clock; nothing a journey checks depends on the browser's own time.
 */
import { expect } from '@playwright/test';
import { connect, createInbox, JSONCodec } from 'nats';

const SUBJECT = 'dev.clock.advance';
/** Every service answers; replies are gathered for a moment (they come within milliseconds). */
const GATHER_MS = 400;
/** The services whose domain runs on the clock: deadlines, the last call, notices. */
const MUST_ANSWER = ['supplier', 'buyer'];

interface ClockReply {
  service: string;
  now: string;
  offsetMs: number;
  error?: string;
}

const codec = JSONCodec<unknown>();

/** The stack's NATS: the e2e run's own, or (E2E_BASE_URL) the developer's. */
const natsUrl = () => process.env.E2E_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function askEveryService(body: object): Promise<ClockReply[]> {
  const nc = await connect({ servers: natsUrl(), name: 'e2e-clock' });
  try {
    const inbox = createInbox();
    const sub = nc.subscribe(inbox);
    const stop = setTimeout(() => sub.unsubscribe(), GATHER_MS);
    nc.publish(SUBJECT, codec.encode(body), { reply: inbox });
    const replies: ClockReply[] = [];
    for await (const msg of sub) if (msg.data.length) replies.push(codec.decode(msg.data) as ClockReply);
    clearTimeout(stop);
    const services = replies.map((r) => r.service);
    for (const name of MUST_ANSWER)
      expect(services, `the ${name} service answers the clock (started with LOCAL_RUN=true)`).toContain(name);
    const refused = replies.filter((r) => r.error);
    expect(refused, 'every service took the move').toEqual([]);
    return replies;
  } finally {
    await nc.close();
  }
}

/** The time the services run on now (the latest of theirs: they are moved together). */
export async function serviceNow(): Promise<Date> {
  const replies = await askEveryService({});
  return new Date(Math.max(...replies.map((r) => Date.parse(r.now))));
}

/**
 * Moves every service's clock to `at` (a deadline, a moment after it): what waits for it runs now.
 * A clock already past `at` is left as it is.
 */
export async function moveClockTo(at: Date): Promise<void> {
  if ((await serviceNow()).getTime() >= at.getTime()) return;
  await askEveryService({ to: at.toISOString() });
}

/**
 * A moment passes on the services' clock (a second unless said): their periodic scans (the last
 * call, closing-soon notices, deadlines) wake on the move and run now, not at their next turn.
 */
export async function letTimePass(ms = 1_000): Promise<void> {
  await askEveryService({ byMs: ms });
}
