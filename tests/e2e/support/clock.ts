/**
 * The stack's clock, as its services see it (the kit's serviceClock, libs/service-kit/src/core/
 * clock.ts). Journeys that wait for a deadline move it past the deadline instead of waiting for
 * real time: the services' periodic scans wake on the move, so a round closes at once.
 *
 * The clock only moves forward, and every journey after a move runs on a stack ahead of the system
 * clock: deadlines are therefore set from `serviceNow()`, never from `Date.now()`. The browser
 * keeps the system clock, unless a journey that reads a deadline on the page installs it at the
 * services' time (the round dialog). The asking itself is scripts/dev/clock.mjs's `askClocks`.
 */
import path from 'node:path';
import { expect } from '@playwright/test';

/** What this file uses of scripts/dev/clock.mjs (plain JS, loaded at run time). */
interface ClockReply {
  service: string;
  now: string;
  offsetMs: number;
  error?: string;
}
interface ClockModule {
  askClocks(
    body: object,
    options: { url: string; gatherMs?: number },
  ): Promise<{ moved: ClockReply[]; refused: ClockReply[] }>;
}

/** The services whose domain runs on the clock: deadlines, the last call, notices. */
const MUST_ANSWER = ['supplier', 'buyer'];

const clockModule = path.resolve(__dirname, '../../../scripts/dev/clock.mjs');

/** The stack's NATS: the e2e run's own, or (E2E_BASE_URL) the developer's. */
const natsUrl = () => process.env.E2E_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function askEveryService(body: object): Promise<ClockReply[]> {
  const { askClocks } = (await import(clockModule)) as ClockModule;
  const { moved, refused } = await askClocks(body, { url: natsUrl() });
  const services = moved.map((r) => r.service);
  for (const name of MUST_ANSWER)
    expect(services, `the ${name} service answers the clock (started with LOCAL_RUN=true)`).toContain(name);
  expect(refused, 'every service took the move').toEqual([]);
  return moved;
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
