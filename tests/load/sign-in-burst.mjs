#!/usr/bin/env node
// A burst of sign-ins with made-up emails from one client, and a real user signing in from another
// client meanwhile; then the real user signing in from the burst's own
// address (a company's office), during the burst and right after it. A report, not a pass/fail test.
//
//   node tests/load/sign-in-burst.mjs           # BURST=150 by default
//
// Starts its own identity (private NATS, database `identity_bench_<id>`, dropped afterwards) on a
// free port with the production limits, and talks to it directly as the edge would: each request
// carries the X-Forwarded-For the edge writes (identity trusts exactly one hop), so the attacker
// and the real user are two client addresses. Prints the statuses of the burst and the real
// sign-in's time with and without the burst.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import {
  freePort,
  root,
  startPrivateNats,
  startProcess,
  stopAll,
  waitReady,
} from '../../scripts/dev/stack.mjs';

const BURST = Number(process.env.BURST ?? 150);
const id = randomBytes(4).toString('hex');
const db = `identity_bench_${id}`;
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const user = { email: `bench-${id}@example.com`, password: 'Bench-Admin-Password-1' };

const [port, natsPort, smtpPort] = await Promise.all([freePort(), freePort(), freePort()]);
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nats-'));
const nats = await startPrivateNats({
  port: natsPort,
  storeDir,
  logFile: path.join(root, '.data/logs/bench-nats.log'),
});
const identity = startProcess(
  {
    name: 'identity',
    logName: 'bench-identity',
    entry: 'services/identity/src/main.ts',
    env: {
      ...process.env,
      PORT: String(port),
      MONGO_URL: mongoUrl,
      MONGO_DB: db,
      NATS_URL: nats.url,
      LOG_LEVEL: 'warn',
      LOCAL_RUN: 'true',
      DEV_MAIL_SINK: 'true',
      COOKIE_SECURE: 'false',
      SMTP_SINK_PORT: String(smtpPort),
      JWT_PRIVATE_KEY_FILE: path.join(root, '.data/keys/jwt-private.pem'),
      JWT_PUBLIC_KEY_FILE: path.join(root, '.data/keys/jwt-public.pem'),
      // A verified account to sign in with: the configured first admin.
      ADMIN_EMAIL: user.email,
      ADMIN_PASSWORD: user.password,
    },
  },
  { quiet: true, truncateLog: true },
);
const base = `http://127.0.0.1:${port}`;

const signIn = (email, password, client) =>
  fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email, password }),
  });

const ATTACKER = '203.0.113.66';

async function timedRealSignIn(client = '198.51.100.20') {
  const t0 = performance.now();
  const res = await signIn(user.email, user.password, client);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

try {
  await waitReady(base, 90_000, '/ready', identity);
  await timedRealSignIn(); // warm-up (argon2 and connections)
  const quiet = [];
  for (let i = 0; i < 5; i++) quiet.push((await timedRealSignIn()).ms);

  const t0 = performance.now();
  const burst = Array.from({ length: BURST }, (_, i) =>
    signIn(`nobody-${i}-${id}@example.com`, 'wrong-password', ATTACKER).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    }),
  );
  await new Promise((r) => setTimeout(r, 20));
  const [during, duringSame] = await Promise.all([timedRealSignIn(), timedRealSignIn(ATTACKER)]);
  const statuses = await Promise.all(burst);
  const burstMs = performance.now() - t0;
  const afterSame = await timedRealSignIn(ATTACKER);

  const counts = statuses.reduce((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {});
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`sign-in burst: ${BURST} concurrent attempts, distinct unknown emails, one client address`);
  console.log(
    `  statuses: ${Object.entries(counts)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}  (whole burst ${burstMs.toFixed(0)} ms)`,
  );
  console.log(
    `  real sign-in from another address: quiet median ${median(quiet).toFixed(0)} ms; during the burst ${during.ms.toFixed(0)} ms (HTTP ${during.status})`,
  );
  console.log(
    `  real sign-in from the burst's address: during the burst ${duringSame.ms.toFixed(0)} ms (HTTP ${duringSame.status}); right after it ${afterSame.ms.toFixed(0)} ms (HTTP ${afterSame.status})`,
  );
} finally {
  await stopAll([identity]);
  await nats.stop();
  fs.rmSync(storeDir, { recursive: true, force: true });
  const client = new MongoClient(mongoUrl);
  await client.connect();
  await client.db(db).dropDatabase();
  await client.close();
}
