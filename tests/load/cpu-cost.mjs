#!/usr/bin/env node
// CPU per request: a report, not a pass/fail test (it exits 1 only when a request fails).
//
//   node tests/load/cpu-cost.mjs                 # 1,000 requests of each kind, 8 at a time
//   REQUESTS=300 node tests/load/cpu-cost.mjs    # a quick run
//   ONLY='buyer/rounds' REQUESTS=3000 SERVICE_CPU_PROF=.data/prof node tests/load/cpu-cost.mjs
//                                                 # one kind of request, each process profiled
//                                                 # (node tests/load/profile-summary.mjs …)
//
// On a private copy of the product (tests/load/private-stack.mjs, demo data seeded). For each hot
// route, every process's CPU time (utime + stime from /proc/<pid>/stat) is read before and after
// REQUESTS requests sent through the edge, CONCURRENCY at a time, as the signed-in role sends them;
// the difference divided by REQUESTS is the milliseconds of CPU each request cost each process.
// The edge's own routes (/health, a static file) cost only the edge. Writes: adding one unit to a
// cart (the cart grows), and placing an order (a cart line put, then the order: both requests
// count, the put alone is measured too so the order's own cost is the difference).
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { withPrivateStack } from './private-stack.mjs';
import { pool } from './lib/bench-market.mjs';
import { cpuMs, loadAverage } from './lib/machine.mjs';
import { SeedSession } from '../../scripts/dev/seed/session.mjs';

const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
/** Only the kinds of request whose label matches this regular expression. */
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
async function bench(base, run) {
  const pids = Object.fromEntries(run.processes.filter((p) => p.name !== 'nats').map((p) => [p.name, p.pid]));
  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
  console.log(`${REQUESTS} requests of each kind, ${CONCURRENCY} at a time, through the edge`);
  const buyer = await SeedSession.signIn(base, 'buyer');
  const admin = await SeedSession.signIn(base, 'admin');
  const supplier = await SeedSession.signIn(base, 'supplier');
  const rounds = (await buyer.call('GET', '/api/buyer/rounds')).body.items;
  // A round the buyer can still buy in, and a product of it without a maximum.
  let target = null;
  for (const round of rounds) {
    const detail = (await buyer.call('GET', `/api/buyer/rounds/${round.id}`)).body;
    const product = detail.products?.find((p) => p.maxQty === null && !p.pricesByQty?.length);
    if (product && detail.status === 'approved') {
      target = { roundId: round.id, roundProductId: product.id, pack: product.unitsPerPack ?? 1 };
      break;
    }
  }
  if (!target) throw new Error('no open round with a product without a maximum in the demo data');
  const send = async (session, method, path, json) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(session ? { Cookie: session.cookies, Origin: base } : {}),
        ...(json ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  };
  const cartLine = `/api/buyer/carts/${target.roundId}/items/${target.roundProductId}`;
  const cases = [
    ['edge /health', ['edge'], () => send(null, 'GET', '/health')],
    ['edge static file (the shell)', ['edge'], () => send(null, 'GET', '/')],
    ['GET /api/buyer/rounds', ['edge', 'buyer'], () => send(buyer, 'GET', '/api/buyer/rounds')],
    ['GET /api/buyer/carts', ['edge', 'buyer'], () => send(buyer, 'GET', '/api/buyer/carts')],
    ['GET /api/buyer/orders', ['edge', 'buyer'], () => send(buyer, 'GET', '/api/buyer/orders')],
    ['GET /api/buyer/dashboard', ['edge', 'buyer'], () => send(buyer, 'GET', '/api/buyer/dashboard')],
    [
      'GET /api/identity/profile/me',
      ['edge', 'identity'],
      () => send(buyer, 'GET', '/api/identity/profile/me'),
    ],
    [
      'GET /api/identity/notifications (the bell)',
      ['edge', 'notifications'],
      () => send(buyer, 'GET', '/api/identity/notifications'),
    ],
    ['GET /api/admin/orders', ['edge', 'admin'], () => send(admin, 'GET', '/api/admin/orders')],
    ['GET /api/admin/dashboard', ['edge', 'admin'], () => send(admin, 'GET', '/api/admin/dashboard')],
    ['GET /api/supplier/sales', ['edge', 'supplier'], () => send(supplier, 'GET', '/api/supplier/sales')],
    ['GET /api/supplier/rounds', ['edge', 'supplier'], () => send(supplier, 'GET', '/api/supplier/rounds')],
    [
      'add to cart (POST …/add)',
      ['edge', 'buyer'],
      () => send(buyer, 'POST', `${cartLine}/add`, { qty: target.pack }),
    ],
    [
      'put a cart line (PUT …/items/:id)',
      ['edge', 'buyer'],
      () => send(buyer, 'PUT', cartLine, { qty: target.pack }),
    ],
  ];
  const rows = [];
  for (const [label, processes, request] of cases.filter(([label]) => !ONLY || ONLY.test(label))) {
    // Warm: the route's code compiled and its caches filled before it is counted.
    for (let i = 0; i < 20; i++) await request();
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
    const started = performance.now();
    await pool(Array.from({ length: REQUESTS }), CONCURRENCY, () => request());
    const seconds = (performance.now() - started) / 1000;
    const perRequest = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, (cpuMs(pid) - before[name]) / REQUESTS]),
    );
    rows.push({ label, processes, perRequest, rate: REQUESTS / seconds });
  }
  // Placing an order: each is a cart line put (its cart) and then the order; the put alone above.
  if (!ONLY || ONLY.test('place an order')) {
    const orders = Math.min(REQUESTS, 300);
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
    const started = performance.now();
    await pool(Array.from({ length: orders }), 1, async () => {
      await send(buyer, 'PUT', cartLine, { qty: target.pack });
      await send(buyer, 'POST', '/api/buyer/orders', { roundId: target.roundId });
    });
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      label: `place an order (PUT line + POST order, ${orders}, one at a time)`,
      processes: ['edge', 'buyer'],
      perRequest: Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [name, (cpuMs(pid) - before[name]) / orders]),
      ),
      rate: orders / seconds,
    });
  }

  console.log("\nms of CPU per request (per process; the route's own processes first)");
  console.log(`${'request'.padEnd(62)} ${'edge'.padStart(6)} ${'service'.padStart(16)}  others      req/s`);
  for (const r of rows) {
    const own = r.processes.find((p) => p !== 'edge');
    const others = Object.entries(r.perRequest)
      .filter(([name, ms]) => !r.processes.includes(name) && ms >= 0.05)
      .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
      .join(', ');
    console.log(
      [
        r.label.padEnd(62),
        r.perRequest.edge.toFixed(2).padStart(6),
        (own ? `${own} ${r.perRequest[own].toFixed(2)}` : '—').padStart(16),
        ' ',
        (others || '—').padEnd(10),
        r.rate.toFixed(0).padStart(6),
      ].join(' '),
    );
  }
  console.log(`load average after: ${loadAverage()}`);
  return true;
}

const ok = await withPrivateStack((base, run) => bench(base, run));
process.exit(ok ? 0 : 1);
