#!/usr/bin/env node
// Export benchmark: a report, not a pass/fail test (it exits 1 only when an invariant fails).
//
//   node tests/load/export.mjs                        # 200 buyers × 50 rounds = 10,000 orders
//   BUYERS=20 ROUNDS=10 node tests/load/export.mjs    # a quick run (200 orders)
//   BASE_URL=http://localhost:8080 BUYER_PID=… ADMIN_PID=… node tests/load/export.mjs   # a running stack
//
// On a private copy of the product (tests/load/private-stack.mjs) unless BASE_URL is given. The demo
// supplier makes ROUNDS rounds (one product sold by the unit, an MOQ no one reaches, closing in a
// week) that the admin approves; BUYERS fresh buyers of the demo buying company each order one unit
// from every round through the real API (cart, then order): ROUNDS × BUYERS orders. Then each export
// of all of them is downloaded through the edge, as CSV and as XLSX: the buying team's approver's
// Order History (buyer service, `?search=<the run's tag>`) and the admin's Orders (admin service,
// the same search). For each: time to the first byte and to the last, bytes, rows read back (CSV
// lines; the XLSX opened with exceljs), and the service process's resident memory: its peak during
// the export (VmHWM after /proc/<pid>/clear_refs reset it, and VmRSS sampled every 20 ms) against
// its RSS just before. For scale, the same for the JSON list of the same orders (GET /orders,
// which holds the whole list in memory). Invariant: every export has exactly ROUNDS × BUYERS rows.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { withPrivateStack } from './private-stack.mjs';
import { approvedBenchRound, demoMarket, newBuyer, pool, roundLineAtBuyer } from './lib/bench-market.mjs';
import { SeedSession } from '../../scripts/dev/seed/session.mjs';
import { DEMO_ACCOUNTS } from '../../scripts/dev/stack.mjs';
import { DEMO_BUYER_COMPANY } from '../../scripts/dev/seed/directory.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 50);
const BUYERS = Number(process.env.BUYERS ?? 200);
const ORDERS = ROUNDS * BUYERS;
/** Orders placed at once (each a cart PUT then the order's POST). */
const PLACING = Number(process.env.PLACING ?? 16);
/** Buyers signed up at once (each sign-up and sign-in hashes a password). */
const SIGNING_UP = 8;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** A process's memory figure from /proc/<pid>/status, in bytes (VmRSS, VmHWM); null if unreadable. */
function procKb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel refuses. */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Downloads `path` as `session`, streaming: bytes counted as they come, the body kept only to
 * read the rows back afterwards. Measures the service `pid`'s memory meanwhile.
 */
async function measure(base, session, path, pid) {
  const peakReset = pid ? resetPeak(pid) : false;
  const before = pid ? procKb(pid, 'VmRSS') : null;
  let sampledPeak = before ?? 0;
  const sampler = pid
    ? setInterval(() => {
        sampledPeak = Math.max(sampledPeak, procKb(pid, 'VmRSS') ?? 0);
      }, 20)
    : null;
  const started = performance.now();
  let res = await fetch(`${base}${path}`, { headers: { Cookie: session.cookies } });
  if (res.status === 401 && (await session.refresh()))
    res = await fetch(`${base}${path}`, { headers: { Cookie: session.cookies } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  let firstByte = null;
  const chunks = [];
  let bytes = 0;
  for await (const chunk of res.body) {
    firstByte ??= performance.now() - started;
    chunks.push(chunk);
    bytes += chunk.length;
  }
  const total = performance.now() - started;
  if (sampler) clearInterval(sampler);
  const hwm = pid && peakReset ? procKb(pid, 'VmHWM') : null;
  const peak = Math.max(sampledPeak, hwm ?? 0);
  return {
    body: Buffer.concat(chunks),
    contentType: res.headers.get('content-type') ?? '',
    fileName: /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '',
    firstByte,
    total,
    bytes,
    rssBefore: before,
    rssPeak: pid ? peak : null,
    peakFrom: hwm !== null ? 'VmHWM' : 'sampled',
  };
}

/** Data rows of a downloaded export (the header row left out). */
async function rowsOf(result) {
  if (result.contentType.startsWith('text/csv'))
    return result.body.toString('utf8').split('\r\n').filter(Boolean).length - 1;
  if (result.contentType.includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.body);
    const sheet = workbook.worksheets[0];
    // Spot check: the total is a number cell.
    const total = (sheet.getRow(1).values ?? []).findIndex((v) => v === 'Total Value' || v === 'Valor Total');
    if (sheet.rowCount > 1 && typeof sheet.getRow(2).getCell(total).value !== 'number')
      throw new Error('the XLSX total is not a number cell');
    return sheet.rowCount - 1;
  }
  return JSON.parse(result.body.toString('utf8')).items.length;
}

async function bench(base, run) {
  const pids = {
    buyer: (run?.processes.find((p) => p.name === 'buyer')?.pid ?? Number(process.env.BUYER_PID)) || null,
    admin: (run?.processes.find((p) => p.name === 'admin')?.pid ?? Number(process.env.ADMIN_PID)) || null,
  };
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  console.log(
    `${BUYERS} buyers × ${ROUNDS} rounds = ${ORDERS} orders; services: buyer pid ${pids.buyer}, admin pid ${pids.admin}`,
  );

  const { supplier, admin, product, company } = await demoMarket(base, DEMO_BUYER_COMPANY);
  const approverAccount = DEMO_ACCOUNTS.find((a) => a.teamRole === 'approver');
  const approver = await SeedSession.signIn(base, approverAccount);

  const tag = randomBytes(3).toString('hex');
  let t0 = performance.now();
  const buyers = [];
  await pool(
    Array.from({ length: BUYERS }, (_, i) => i),
    SIGNING_UP,
    async (i) => void buyers.push(await newBuyer(base, i, admin, company.id, `export-bench-${tag}`)),
  );
  console.log(
    `${BUYERS} buyers signed up, verified and in ${DEMO_BUYER_COMPANY}: ${secs(performance.now() - t0)}`,
  );

  t0 = performance.now();
  const closeAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = await approvedBenchRound(supplier, admin, {
      title: `Export bench ${tag} #${r + 1}`,
      currency: 'USD',
      openAt: new Date().toISOString(),
      closeAt,
      endAction: 'confirm_met',
      products: [{ productId: product.id, moq: 100_000, maxQty: null }],
    });
    rounds.push(round);
  }
  // Each round's product as the buyer service knows it (once its approval has arrived there).
  const lines = [];
  for (const round of rounds) lines.push(await roundLineAtBuyer(buyers[0], round.id));
  console.log(`${ROUNDS} rounds created, submitted and approved: ${secs(performance.now() - t0)}`);

  t0 = performance.now();
  // Round by round, so the orders placed at once are different buyers' (one session refreshes
  // alone: a refresh token presented twice revokes its session).
  const tasks = lines.flatMap((line) => buyers.map((buyer) => ({ buyer, ...line })));
  for (const buyer of buyers) {
    const refresh = buyer.refresh.bind(buyer);
    let pending = null;
    buyer.refresh = () => (pending ??= refresh().finally(() => (pending = null)));
  }
  let placed = 0;
  await pool(tasks, PLACING, async ({ buyer, roundId, roundProductId }) => {
    await buyer.call('PUT', `/api/buyer/carts/${roundId}/items/${roundProductId}`, { json: { qty: 1 } });
    await buyer.call('POST', '/api/buyer/orders', {
      json: { roundId },
      headers: { 'Idempotency-Key': `export-bench-${randomUUID()}` },
    });
    if (++placed % 1000 === 0) console.log(`  ${placed} orders placed (${secs(performance.now() - t0)})`);
  });
  const placing = performance.now() - t0;
  console.log(
    `${ORDERS} orders placed through the API (cart, then order; ${PLACING} at a time): ${secs(placing)}, ${(ORDERS / (placing / 1000)).toFixed(0)} orders/s`,
  );
  // The admin's read model fills from the buyer service's events; its export says when it has all.
  // (Not its list: with 10,000 orders the list's count and search can pass the store's 5 s deadline.)
  const search = encodeURIComponent(`Export bench ${tag}`);
  const adminExport = `/api/admin/orders/export?format=csv&search=${search}`;
  for (let t = 0; ; t++) {
    const seen = await measure(base, admin, adminExport, null).then(rowsOf, () => -1);
    if (seen === ORDERS) break;
    if (t > 60) throw new Error(`the admin's export has ${seen} of ${ORDERS} orders`);
    await new Promise((r) => setTimeout(r, 5_000));
  }
  console.log(`load average after placing: ${load()}`);

  const cases = [
    ['buyer', approver, `/api/buyer/orders/export?format=csv&lang=en&search=${tag}`, 'approver, CSV'],
    ['buyer', approver, `/api/buyer/orders/export?format=xlsx&lang=en&search=${tag}`, 'approver, XLSX'],
    ['buyer', approver, `/api/buyer/orders?search=${tag}`, 'approver, JSON list (for scale)'],
    ['admin', admin, `/api/admin/orders/export?format=csv&lang=pt&search=${search}`, 'admin, CSV (pt)'],
    ['admin', admin, `/api/admin/orders/export?format=xlsx&lang=pt&search=${search}`, 'admin, XLSX (pt)'],
  ];
  // Warm-up: each route once with nothing to export, so the first measurement does not count the
  // code a process loads on its first export (exceljs, the routes' first compile).
  for (const [, session, path] of cases)
    if (path.includes('/export'))
      await measure(base, session, path.replace(/search=[^&]*/, 'search=nothing-matches'), null);
  const results = [];
  let failed = false;
  for (const [service, session, path, label] of cases) {
    // A settled process before each measurement: what the previous one allocated is collected.
    await new Promise((r) => setTimeout(r, 2_000));
    const result = await measure(base, session, path, pids[service]);
    const rows = await rowsOf(result);
    const expected = path.includes('/export') ? ORDERS : null;
    if (expected !== null && rows !== expected) failed = true;
    results.push({ label, service, rows, ...result, ok: expected === null || rows === expected });
  }

  console.log(
    '\nexport                            rows     bytes      first byte  total     RSS before  peak      growth',
  );
  for (const r of results) {
    const growth = r.rssBefore !== null && r.rssPeak !== null ? mib(r.rssPeak - r.rssBefore) : '—';
    console.log(
      [
        r.label.padEnd(33),
        String(r.rows).padStart(6),
        kib(r.bytes).padStart(10),
        secs(r.firstByte).padStart(11),
        secs(r.total).padStart(9),
        (r.rssBefore !== null ? mib(r.rssBefore) : '—').padStart(11),
        (r.rssPeak !== null ? mib(r.rssPeak) : '—').padStart(9),
        growth.padStart(9),
        r.ok ? '' : `✗ expected ${ORDERS} rows`,
      ].join(' '),
    );
  }
  console.log(
    `(peak: ${results[0]?.peakFrom ?? '—'}; names: ${results
      .filter((r) => r.fileName)
      .map((r) => r.fileName)
      .join(', ')})`,
  );
  console.log(`\ninvariant: every export has ${ORDERS} rows: ${failed ? 'FAILED' : 'ok'}`);
  console.log(`load average after: ${load()}`);
  if (process.env.EXPORT_BENCH_JSON)
    appendFileSync(
      process.env.EXPORT_BENCH_JSON,
      `${JSON.stringify({ ORDERS, placing, results: results.map(({ body: _b, ...r }) => r) })}\n`,
    );
  return !failed;
}

const ok = process.env.BASE_URL
  ? await bench(process.env.BASE_URL.replace(/\/$/, ''), null)
  : await withPrivateStack((base, run) => bench(base, run));
process.exit(ok ? 0 : 1);
