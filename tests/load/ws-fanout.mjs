#!/usr/bin/env node
// Realtime fan-out benchmark: a report, not a pass/fail test.
//
//   node tests/load/ws-fanout.mjs                 # 5,000 viewers, one gateway process
//   GATEWAYS=2 node tests/load/ws-fanout.mjs      # the same viewers split over two gateway processes
//   VIEWERS=1000 SECONDS=10 RATE=5 node tests/load/ws-fanout.mjs
//
// Starts its own gateway process(es) (services/realtime, the real entry point) on free ports, with
// event streams of its own on the local NATS (npm run infra:up), and the dev JWT keys. Publishes
// one approved round, opens VIEWERS websockets subscribed to it (from LOADERS worker threads), then
// publishes `buyer.commitment.changed.v1` RATE times a second through JetStream for SECONDS. Every
// frame's publish-to-receive latency is measured from the event's `changedAt`.
// Prints: latency percentiles, deliveries/s, lost deliveries (every viewer must receive every
// change once, in order), the gateways' RSS and CPU, and the loader's CPU (it runs on this machine).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { approvedRound, product } from './lib/bench-data.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!isMainThread) await loader();
else await main();

// ---- worker: a share of the viewers ----------------------------------------------------------

async function loader() {
  const { WebSocket } = await import('ws');
  const { urls, count, cookie, origin, channel } = workerData;
  const latencies = [];
  const perViewer = new Array(count).fill(0);
  let outOfOrder = 0;
  let closed = 0;
  const sockets = [];
  let ready = 0;
  for (let i = 0; i < count; i++) {
    const ws = new WebSocket(urls[i % urls.length], { headers: { Cookie: cookie, Origin: origin } });
    sockets.push(ws);
    let lastSeq = 0;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'subscribed') {
        if (++ready === count) parentPort.postMessage({ type: 'ready' });
        return;
      }
      if (frame.type === 'error') return parentPort.postMessage({ type: 'failed', frame });
      if (frame.type !== 'broadcast') return;
      latencies.push(Date.now() - Date.parse(frame.at));
      if (frame.seq !== lastSeq + 1) outOfOrder++;
      lastSeq = frame.seq;
      perViewer[i]++;
    });
    ws.on('close', () => closed++);
    ws.on('error', () => undefined);
    // Opening thousands at once would only measure the accept queue; pace the handshakes.
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  parentPort.on('message', (msg) => {
    if (msg.type !== 'report') return;
    parentPort.postMessage({ type: 'report', latencies, perViewer, outOfOrder, closed });
    for (const ws of sockets) ws.terminate();
  });
}

// ---- main: gateways, publisher, report -------------------------------------------------------

async function main() {
  const VIEWERS = Number(process.env.VIEWERS ?? 5000);
  const GATEWAYS = Number(process.env.GATEWAYS ?? 1);
  const SECONDS = Number(process.env.SECONDS ?? 20);
  const RATE = Number(process.env.RATE ?? 5);
  const LOADERS = Number(process.env.LOADERS ?? 2);
  const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const ORIGIN = 'http://localhost:8080';

  const { ensureDevKeys } = await import(path.join(root, 'scripts/lib/keys.mjs'));
  const keys = ensureDevKeys();
  const privateKey = fs.readFileSync(keys.privateKeyPath, 'utf8');
  const publicKeyFile = keys.publicKeyPath;
  const { default: jwt } = await import('jsonwebtoken');
  const { connect } = await import('nats');

  const suffix = randomUUID().replace(/-/g, '').replace(/[0-9]/g, '').slice(0, 8);
  const supplier = `bench${suffix}s`;
  const buyer = `bench${suffix}b`;
  const nc = await connect({ servers: NATS_URL });
  const jsm = await nc.jetstreamManager();
  for (const p of [supplier, buyer])
    await jsm.streams.add({ name: p.toUpperCase(), subjects: [`${p}.>`], max_age: 3600 * 1e9 });
  const js = nc.jetstream();
  const roundId = `bench-${suffix}`;
  const now = new Date().toISOString();
  // Contract types are fixed (`supplier.round.approved.v1`); the subject carries our own producer,
  // so the benchmark's events land in streams of its own.
  const publishEvent = (producer, type, data) =>
    js.publish(
      type.replace(/^[a-z]+/, producer),
      JSON.stringify({ id: randomUUID(), type, occurredAt: new Date().toISOString(), producer, data }),
    );
  await publishEvent(
    supplier,
    'supplier.round.approved.v1',
    approvedRound({
      id: roundId,
      title: 'Benchmark round',
      createdAt: now,
      products: [product(1, { id: `${roundId}-p1`, unitPrice: 1, moq: 1000 })],
    }),
  );

  const ports = await Promise.all(Array.from({ length: GATEWAYS }, freePort));
  const gateways = ports.map((port) =>
    // `--import tsx` (not the tsx CLI) so the pid measured below is the gateway itself.
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/realtime/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        NATS_URL,
        PUBLIC_URL: ORIGIN,
        JWT_PUBLIC_KEY_FILE: publicKeyFile,
        SUPPLIER_PRODUCER: supplier,
        BUYER_PRODUCER: buyer,
        MAX_BUFFERED_BYTES: String(4 * 1024 * 1024),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const cleanup = async () => {
    for (const g of gateways) g.kill('SIGTERM');
    for (const p of [supplier, buyer]) await jsm.streams.delete(p.toUpperCase()).catch(() => undefined);
    await nc.close();
  };
  try {
    for (const port of ports) await waitReady(`http://127.0.0.1:${port}/ready`);
    const token = jwt.sign({ role: 'buyer', companyId: null, typ: 'access' }, privateKey, {
      algorithm: 'RS256',
      subject: 'bench-viewer',
      audience: 'marketplace-api',
      issuer: 'marketplace-identity',
      expiresIn: 3600,
    });
    const urls = ports.map((p) => `ws://127.0.0.1:${p}/ws`);
    const channel = `round-${roundId}-selections`;
    const cpuBefore = process.cpuUsage();
    const gwCpuBefore = gateways.map((g) => procCpuMs(g.pid));
    const t0 = Date.now();
    const workers = Array.from({ length: LOADERS }, (_, i) => {
      const count = Math.floor(VIEWERS / LOADERS) + (i < VIEWERS % LOADERS ? 1 : 0);
      // Each worker's viewers are spread over all gateways.
      return new Worker(fileURLToPath(import.meta.url), {
        workerData: { urls, count, cookie: `mp_access=${token}`, origin: ORIGIN, channel },
      });
    });
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve, reject) => {
            w.on('message', (m) => {
              if (m.type === 'ready') resolve();
              if (m.type === 'failed') reject(new Error(`subscribing failed: ${JSON.stringify(m.frame)}`));
            });
            w.on('error', reject);
          }),
      ),
    );
    const connectS = (Date.now() - t0) / 1000;
    console.log(
      `${VIEWERS} viewers subscribed over ${GATEWAYS} gateway process(es) in ${connectS.toFixed(1)} s`,
    );

    const changes = SECONDS * RATE;
    const pubStart = Date.now();
    for (let seq = 1; seq <= changes; seq++) {
      const due = pubStart + ((seq - 1) * 1000) / RATE;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      await publishEvent(buyer, 'buyer.commitment.changed.v1', {
        roundId,
        roundProductId: `${roundId}-p1`,
        seq,
        totalCommitted: seq,
        buyerId: 'someone',
        delta: 1,
        buyerCommitted: seq,
        reason: 'cart-add',
        changedAt: new Date().toISOString(),
      });
    }
    // Let the last frames arrive.
    await new Promise((r) => setTimeout(r, 1500));
    const elapsedS = (Date.now() - pubStart) / 1000;
    const reports = await Promise.all(
      workers.map(
        (w) =>
          new Promise((r) => {
            w.on('message', (m) => m.type === 'report' && r(m));
            w.postMessage({ type: 'report' });
          }),
      ),
    );
    const cpu = process.cpuUsage(cpuBefore);
    const gwCpu = gateways.map((g, i) => procCpuMs(g.pid) - gwCpuBefore[i]);
    const rss = gateways.map((g) => procRssMb(g.pid));
    for (const w of workers) await w.terminate();

    const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const perViewer = reports.flatMap((r) => r.perViewer);
    const delivered = latencies.length;
    const expected = VIEWERS * changes;
    const lost = perViewer.reduce((s, n) => s + Math.max(0, changes - n), 0);
    const doubled = perViewer.reduce((s, n) => s + Math.max(0, n - changes), 0);
    const outOfOrder = reports.reduce((s, r) => s + r.outOfOrder, 0);
    const q = (p) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const rows = [
      ['viewers / gateway processes', `${VIEWERS} / ${GATEWAYS}`],
      ['changes published', `${changes} (${RATE}/s for ${SECONDS} s)`],
      ['deliveries', `${delivered} of ${expected} expected`],
      ['deliveries per second', (delivered / elapsedS).toFixed(0)],
      ['latency p50 / p95 / p99 / max', `${q(50)} / ${q(95)} / ${q(99)} / ${latencies.at(-1)} ms`],
      ['gateway RSS', rss.map((r) => `${r.toFixed(0)} MB`).join(' + ')],
      [
        'gateway CPU',
        gwCpu.map((ms) => `${((ms / (elapsedS * 1000)) * 100).toFixed(0)}%`).join(' + ') + ' of one core',
      ],
      [
        'loader CPU (this process)',
        `${(((cpu.user + cpu.system) / 1000 / (Date.now() - t0)) * 100).toFixed(0)}% of one core, ${os.cpus().length} cores`,
      ],
    ];
    console.log('\nws fan-out');
    for (const [k, v] of rows) console.log(`  ${k.padEnd(32)} ${v}`);
    console.log('\ninvariants');
    const check = (ok, text) => console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`);
    check(lost === 0, `0 lost deliveries (lost ${lost})`);
    check(doubled === 0, `0 doubled deliveries (doubled ${doubled})`);
    check(outOfOrder === 0, `every viewer saw the changes in order (out of order ${outOfOrder})`);
    console.log('\ngoals: p99 < 100 ms, >= 25,000 deliveries/s, RSS < 300 MB per gateway, 0 lost');
  } finally {
    await cleanup();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready`);
}

function procCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function procRssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
