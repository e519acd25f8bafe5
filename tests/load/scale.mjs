#!/usr/bin/env node
// A year of a busy marketplace: a report, not a pass/fail test (it exits 1 only when an invariant
// fails).
//
//   node tests/load/scale.mjs                                  # 10,000 orders over 52 weeks
//   ORDERS=100000 BUYERS=2000 COMPANIES=1000 node tests/load/scale.mjs   # the year the goals are for
//   ORDERS=500 WEEKS=5 BUYERS=20 node tests/load/scale.mjs     # a quick run
//
// On a private copy of the product (tests/load/private-stack.mjs). Everything goes in through the
// real API, as users would put it there, on the stack's movable clock (scripts/dev/clock.mjs), so
// the orders spread over a year as they would: COMPANIES buying companies (the first is the demo
// buying company, whose approver's lists are measured), BUYERS buyers spread over them; then for
// each of WEEKS weeks the demo supplier opens ROUNDS_PER_WEEK rounds (closing in six days) that the
// admin approves, buyers place ORDERS / WEEKS orders (cart, then order), the admin approves about
// half of those waiting and rejects a few, and the clock moves a week on (the rounds close).
//
// Then every list is opened as its role would, SAMPLES times each, one at a time: a first page, a
// deep page by cursor where the list pages by cursor, filters, a search that matches and one that
// does not, dashboards, an export's first byte. Printed per request: answers (status codes), p50
// and p95, the store commands the service made (its Server-Timing), and each service's RSS after.
// Invariants: no 5xx; the admin's Orders list counts every order placed and pages through them
// with each order once; its search finds exactly one week's orders.
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { withPrivateStack } from './private-stack.mjs';
import { approvedBenchRound, demoMarket, newBuyer, pool, roundLineAtBuyer } from './lib/bench-market.mjs';
import { loadAverage } from './lib/machine.mjs';
import { SeedSession } from '../../scripts/dev/seed/session.mjs';
import { DEMO_ACCOUNTS } from '../../scripts/dev/stack.mjs';
import { DEMO_BUYER_COMPANY } from '../../scripts/dev/seed/directory.mjs';
import { askClocks } from '../../scripts/dev/clock.mjs';

const ORDERS = Number(process.env.ORDERS ?? 10_000);
const WEEKS = Number(process.env.WEEKS ?? 52);
const BUYERS = Number(process.env.BUYERS ?? 200);
const COMPANIES = Number(process.env.COMPANIES ?? 10);
const ROUNDS_PER_WEEK = Number(
  process.env.ROUNDS_PER_WEEK ?? Math.max(2, Math.ceil(ORDERS / WEEKS / BUYERS) + 1),
);
const SAMPLES = Number(process.env.SAMPLES ?? 20);
/** Orders placed at once (each a cart PUT then the order's POST). */
const PLACING = Number(process.env.PLACING ?? 16);
const SIGNING_UP = 8;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function rssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const natsUrl = () => process.env.E2E_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

async function serviceNow() {
  const { moved } = await askClocks({}, { url: natsUrl() });
  if (!moved.length) throw new Error('no service answers the clock (LOCAL_RUN=true)');
  return new Date(Math.max(...moved.map((r) => Date.parse(r.now))));
}

/** One request as the user's browser makes it; its time, status and the service's store commands. */
async function timed(session, path) {
  const started = performance.now();
  let res = await fetch(`${session.base}${path}`, { headers: { Cookie: session.cookies } });
  if (res.status === 401 && (await session.refresh()))
    res = await fetch(`${session.base}${path}`, { headers: { Cookie: session.cookies } });
  const timing = res.headers.get('server-timing') ?? '';
  // The first chunk is the first byte; a list is read whole.
  const reader = res.body.getReader();
  const first = await reader.read();
  const firstByte = performance.now() - started;
  const chunks = first.value ? [first.value] : [];
  if (!path.includes('/export'))
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  else await reader.cancel();
  const ms = performance.now() - started;
  const store = /store;desc="(\d+) commands?"/.exec(timing);
  const text = Buffer.concat(chunks.map((c) => Buffer.from(c))).toString('utf8');
  let body = null;
  if (!path.includes('/export') && res.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
  return { status: res.status, ms, firstByte, storeCommands: store ? Number(store[1]) : null, body };
}

/**
 * One refresh at a time per session: requests sent at once that all meet an expired token would
 * each present the refresh token, and a refresh token presented twice revokes its session.
 */
function refreshOnce(session) {
  const refresh = session.refresh.bind(session);
  let pending = null;
  session.refresh = () => (pending ??= refresh().finally(() => (pending = null)));
  return session;
}

async function fill(base) {
  const { supplier, admin, product, company: demoCompany } = await demoMarket(base, DEMO_BUYER_COMPANY);
  const tag = randomBytes(3).toString('hex');

  let t0 = performance.now();
  const companies = [demoCompany.id];
  for (let c = 1; c < COMPANIES; c++) {
    const { body } = await admin.call('POST', '/api/admin/companies', {
      json: { name: `Scale Buyers ${tag} ${c}`, type: 'buyer', country: 'Brazil' },
    });
    companies.push(body.id);
  }
  const buyers = [];
  await pool(
    Array.from({ length: BUYERS }, (_, i) => i),
    SIGNING_UP,
    async (i) => {
      const session = await newBuyer(base, i, admin, companies[i % COMPANIES], `scale-${tag}`);
      buyers.push(session);
    },
  );
  for (const session of [...buyers, admin, supplier]) refreshOnce(session);
  console.log(
    `${COMPANIES} buying companies, ${BUYERS} buyers signed up and assigned: ${secs(performance.now() - t0)}`,
  );

  t0 = performance.now();
  let placed = 0;
  let refused = 0;
  const perWeek = Math.ceil(ORDERS / WEEKS);
  for (let week = 0; week < WEEKS && placed < ORDERS; week++) {
    const now = await serviceNow();
    const rounds = [];
    for (let r = 0; r < ROUNDS_PER_WEEK; r++) {
      const round = await approvedBenchRound(supplier, admin, {
        title: `Scale ${tag} week${week} lot${r}`,
        currency: 'USD',
        openAt: now.toISOString(),
        closeAt: new Date(now.getTime() + WEEK_MS - DAY_MS).toISOString(),
        endAction: 'confirm_met',
        products: [{ productId: product.id, moq: 5, maxQty: null }],
      });
      rounds.push(round);
    }
    const lines = [];
    for (const round of rounds) lines.push(await roundLineAtBuyer(buyers[0], round.id));
    // One order per buyer and round: this week's pairs, shuffled, as many as the week needs.
    const pairs = lines.flatMap((line) => buyers.map((buyer) => ({ buyer, ...line })));
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
    }
    const tasks = pairs.slice(0, Math.min(perWeek, ORDERS - placed));
    // The week's orders over its first six days (the rounds close on the sixth), a day's at a time.
    for (let day = 0; day < 7; day++) {
      const todays = tasks.filter((_, i) => i % 6 === day);
      const orderIds = [];
      await pool(todays, PLACING, async ({ buyer, roundId, roundProductId }) => {
        await buyer.call('PUT', `/api/buyer/carts/${roundId}/items/${roundProductId}`, { json: { qty: 1 } });
        const res = await buyer.call('POST', '/api/buyer/orders', {
          json: { roundId },
          headers: { 'Idempotency-Key': `scale-${randomUUID()}` },
          ok: () => true,
        });
        if (res.status >= 400) refused += 1;
        else orderIds.push(res.body.id);
      });
      placed += orderIds.length;
      // The admin decides about half of what waits for them, rejecting one in ten of those.
      await pool(
        orderIds.filter((_, i) => i % 2 === 0),
        8,
        async (id, i) => {
          for (let t = 0; t < 40; t++) {
            const res = await admin.call('POST', `/api/admin/orders/${id}/decision`, {
              json: { decision: i % 10 === 0 ? 'reject' : 'approve' },
              ok: () => true,
            });
            if (res.status !== 404) return;
            await new Promise((r) => setTimeout(r, 100));
          }
        },
      );
      await askClocks({ byMs: DAY_MS }, { url: natsUrl() });
    }
    if ((week + 1) % 4 === 0 || placed >= ORDERS)
      console.log(
        `  week ${week + 1}: ${placed} orders placed (${secs(performance.now() - t0)}, load ${loadAverage()})`,
      );
  }
  const filling = performance.now() - t0;
  console.log(
    `${placed} orders placed over ${WEEKS} weeks of the stack's clock: ${secs(filling)}, ${(placed / (filling / 1000)).toFixed(0)} orders/s; ${refused} refused`,
  );
  return { admin, supplier, buyers, placed };
}

/** Pages `path` by cursor to the `depth`th page; the path of that page. */
async function deepPath(session, path, depth) {
  let url = path;
  for (let page = 1; page < depth; page++) {
    const { body } = await timed(session, url);
    if (!body?.nextCursor) return null;
    url = `${path}${path.includes('?') ? '&' : '?'}cursor=${body.nextCursor}`;
  }
  return url;
}

async function bench(base, run) {
  const pids = Object.fromEntries((run?.processes ?? []).map((p) => [p.name, p.pid]));
  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
  console.log(
    `${ORDERS} orders, ${BUYERS} buyers in ${COMPANIES} companies, ${WEEKS} weeks × ${ROUNDS_PER_WEEK} rounds`,
  );
  const before = await SeedSession.signIn(base, 'admin');
  // The demo data's own orders, which the admin's list counts too.
  const seeded = (await timed(before, '/api/admin/orders')).body?.total ?? 0;
  const { admin, supplier, buyers, placed: placedNow } = await fill(base);
  const placed = placedNow + seeded;
  const approver = await SeedSession.signIn(
    base,
    DEMO_ACCOUNTS.find((a) => a.teamRole === 'approver'),
  );
  const member = buyers[0];

  // The admin's read model fills from the buyer service's events: its count says when it has all.
  // Measured only once it has caught up (or after CATCH_UP_S), so no list is read while the
  // services still work through the fill's events.
  const catchUpStarted = performance.now();
  let adminTotal = 0;
  while (performance.now() - catchUpStarted < Number(process.env.CATCH_UP_S ?? 900) * 1000) {
    adminTotal = (await timed(admin, '/api/admin/orders')).body?.total ?? 0;
    if (adminTotal >= placed) break;
    await new Promise((r) => setTimeout(r, 5_000));
  }
  console.log(
    `the admin's Orders list counted ${adminTotal} of ${placed} orders ${secs(performance.now() - catchUpStarted)} after the fill`,
  );
  console.log(`load average after filling: ${loadAverage()}`);
  await new Promise((r) => setTimeout(r, 10_000));

  // A week's rounds by their title's word ("week7"; "week70" would need 71 weeks).
  const weekSearch = 'week7';
  const cases = [
    ['admin', admin, '/api/admin/orders', 'admin Orders, first page'],
    ['admin', admin, ['/api/admin/orders', 26], 'admin Orders, page 26 by cursor'],
    ['admin', admin, '/api/admin/orders?status=approved', 'admin Orders, approved'],
    ['admin', admin, ['/api/admin/orders?status=rejected', 5], 'admin Orders, rejected, page 5'],
    ['admin', admin, `/api/admin/orders?search=${weekSearch}`, "admin Orders, search (a week's)"],
    ['admin', admin, '/api/admin/orders?search=zzqx', 'admin Orders, search (no match)'],
    ['admin', admin, '/api/admin/dashboard', 'admin dashboard'],
    ['admin', admin, '/api/admin/rounds', 'admin Rounds'],
    ['admin', admin, '/api/admin/users', 'admin Users'],
    ['admin', admin, '/api/admin/companies', 'admin Companies'],
    ['admin', admin, '/api/admin/orders/export?format=csv', 'admin Orders export (first byte)'],
    ['buyer', approver, '/api/buyer/orders', 'approver Order History'],
    ['buyer', approver, '/api/buyer/dashboard', 'approver dashboard'],
    ['buyer', approver, '/api/buyer/team', 'approver Team'],
    ['buyer', member, '/api/buyer/orders', 'buyer Order History'],
    ['buyer', member, '/api/buyer/dashboard', 'buyer dashboard'],
    ['buyer', member, '/api/buyer/rounds', 'buyer Explore Rounds'],
    ['buyer', member, '/api/buyer/carts', 'buyer carts'],
    ['supplier', supplier, '/api/supplier/sales', 'supplier Sales'],
    ['supplier', supplier, ['/api/supplier/sales', 5], 'supplier Sales, page 5'],
    ['supplier', supplier, '/api/supplier/dashboard', 'supplier dashboard'],
    ['supplier', supplier, '/api/supplier/rounds', 'supplier My Rounds'],
    ['identity', member, '/api/identity/notifications', 'notifications'],
  ];
  const rows = [];
  let serverErrors = 0;
  for (const [service, session, target, label] of cases) {
    const path = Array.isArray(target) ? await deepPath(session, target[0], target[1]) : target;
    if (!path) {
      rows.push({ label, note: 'fewer pages' });
      continue;
    }
    await timed(session, path); // warm
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timed(session, path));
    const times = samples.map((s) => (path.includes('/export') ? s.firstByte : s.ms)).sort((a, b) => a - b);
    const statuses = [...new Set(samples.map((s) => s.status))].join('/');
    serverErrors += samples.filter((s) => s.status >= 500).length;
    const body = samples[0].body;
    rows.push({
      label,
      service,
      statuses,
      p50: pct(times, 50),
      p95: pct(times, 95),
      store: samples[0].storeCommands,
      items: Array.isArray(body?.items) ? body.items.length : null,
      total: body?.total ?? null,
    });
  }

  // Invariants: the admin's list counts every order and pages through each once.
  const seen = new Set();
  let url = '/api/admin/orders';
  let pages = 0;
  for (;;) {
    const { body, status } = await timed(admin, url);
    if (status !== 200) break;
    for (const item of body.items) seen.add(item.id);
    pages += 1;
    if (!body.nextCursor) break;
    url = `/api/admin/orders?cursor=${body.nextCursor}`;
  }
  const weekMatches = (await timed(admin, `/api/admin/orders?search=${weekSearch}`)).body?.total ?? -1;

  console.log('\nrequest                              answers  p50 ms  p95 ms  store cmds  items  total');
  for (const r of rows) {
    if (r.note) {
      console.log(`${r.label.padEnd(36)} ${r.note}`);
      continue;
    }
    console.log(
      [
        r.label.padEnd(36),
        r.statuses.padStart(7),
        r.p50.toFixed(0).padStart(7),
        r.p95.toFixed(0).padStart(7),
        String(r.store ?? '—').padStart(11),
        String(r.items ?? '—').padStart(6),
        String(r.total ?? '—').padStart(6),
      ].join(' '),
    );
  }
  console.log(
    `\nRSS after: ${Object.entries(pids)
      .map(([name, pid]) => `${name} ${rssMiB(pid)?.toFixed(0) ?? '—'} MiB`)
      .join(', ')}`,
  );
  const finalTotal = (await timed(admin, '/api/admin/orders')).body?.total ?? -1;
  const everyOrder = finalTotal === placed && seen.size === placed;
  console.log(`\ninvariant: no 5xx answers: ${serverErrors ? `FAILED (${serverErrors})` : 'ok'}`);
  console.log(
    `invariant: the admin's Orders list counts ${finalTotal} of ${placed} orders and pages through ${seen.size} distinct in ${pages} pages: ${everyOrder ? 'ok' : 'FAILED'}`,
  );
  console.log(`(a week's search finds ${weekMatches} orders)`);
  console.log(`load average after: ${loadAverage()}`);
  return !serverErrors && everyOrder;
}

const ok = await withPrivateStack((base, run) => bench(base, run));
process.exit(ok ? 0 : 1);
