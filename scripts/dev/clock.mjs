#!/usr/bin/env node
/**
 * Moves the clocks of a local run forward, so a journey that waits for a deadline (a round that
 * closes itself, its last call, flexible units called in, teams released, "extend once") takes
 * seconds:
 *
 *   node scripts/dev/clock.mjs advance 25h      (also 90m, 2d, 1d2h, 30s, 1500ms)
 *   node scripts/dev/clock.mjs to 2026-12-01T09:00:00Z
 *   node scripts/dev/clock.mjs now              (each service's time, nothing moved)
 *
 * Every service started with LOCAL_RUN=true answers with its name and its new time (the kit's
 * `serviceClock`, libs/service-kit/src/core/clock.ts, which owns the subject and the body).
 * Nobody answering means nothing moved: a deployment's services never listen. NATS_URL says which
 * NATS to ask (default nats://127.0.0.1:4222). Exits 1 when nobody moved or a service refused.
 */
import { pathToFileURL } from 'node:url';
import { connect, createInbox, JSONCodec } from 'nats';

// CLOCK_ADVANCE_SUBJECT of the kit (a plain script cannot import it; the supplier's clock spec runs
// this script against real services, so the two cannot drift apart unnoticed).
const SUBJECT = 'dev.clock.advance';
const GATHER_MS = Number(process.env.CLOCK_GATHER_MS ?? 500);
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `25h`, `90m`, `1d2h`, `1500ms` → milliseconds; null when it is not a duration. */
function parseDuration(text) {
  const parts = [...String(text).matchAll(/(\d+)(ms|s|m|h|d)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) return null;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * UNIT_MS[unit], 0);
}

function usage(message) {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write(
    'usage: node scripts/dev/clock.mjs advance <duration: 25h, 90m, 2d, 1d2h, 30s, 1500ms>\n' +
      '       node scripts/dev/clock.mjs to <ISO time, e.g. 2026-12-01T09:00:00Z>\n' +
      '       node scripts/dev/clock.mjs now\n',
  );
  process.exit(2);
}

function requestFrom(argv) {
  const [command, value] = argv;
  if (command === 'advance') {
    const byMs = parseDuration(value ?? '');
    if (!byMs) usage(`not a duration: "${value ?? ''}"`);
    return { byMs };
  }
  if (command === 'now') return {};
  if (command === 'to') {
    if (!value || Number.isNaN(Date.parse(value))) usage(`not a time: "${value ?? ''}"`);
    return { to: new Date(value).toISOString() };
  }
  return usage(command ? `unknown command "${command}"` : undefined);
}

const signed = (ms) => {
  const h = ms / 3_600_000;
  return `+${Number.isInteger(h) ? `${h}h` : `${Math.round(ms / 1000)}s`}`;
};

/**
 * Sends `body` to every movable process and gathers their answers for a moment (each one answers,
 * so the first is not enough): `{ moved, refused }`, each a list of `{ service, now, offsetMs,
 * error? }`. Both empty: nobody listens (a deployment). Used by this command and the browser
 * journeys (tests/e2e/support/clock.ts).
 */
export async function askClocks(body, { url = 'nats://127.0.0.1:4222', gatherMs = GATHER_MS } = {}) {
  const nc = await connect({ servers: url, name: 'dev-clock' });
  try {
    const codec = JSONCodec();
    const inbox = createInbox();
    const sub = nc.subscribe(inbox);
    const stop = setTimeout(() => sub.unsubscribe(), gatherMs);
    nc.publish(SUBJECT, codec.encode(body), { reply: inbox });
    const moved = [];
    const refused = [];
    for await (const msg of sub) {
      // A "no responders" status carries no body.
      if (!msg.data.length) continue;
      const reply = codec.decode(msg.data);
      (reply.error ? refused : moved).push(reply);
    }
    clearTimeout(stop);
    return { moved, refused };
  } finally {
    await nc.close();
  }
}

async function main() {
  const body = requestFrom(process.argv.slice(2));
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const { moved, refused } = await askClocks(body, { url }).catch((err) => {
    process.stderr.write(`cannot reach NATS at ${url}: ${err.message}\n`);
    process.exit(1);
  });
  for (const r of moved)
    process.stdout.write(`${r.service.padEnd(10)} now ${r.now} (${signed(r.offsetMs)} ahead of real time)\n`);
  for (const r of refused) process.stderr.write(`${r.service.padEnd(10)} did not move: ${r.error}\n`);
  if (!moved.length && !refused.length) {
    process.stderr.write(
      `refused: this deployment's clock cannot be moved (no service answered on ${SUBJECT} at ${url};` +
        ' only services started with LOCAL_RUN=true listen)\n',
    );
    process.exit(1);
  }
  if (refused.length) process.exit(1);
}

// A command when run, a module when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
