#!/usr/bin/env node
// Round close benchmark: a report, not a pass/fail test.
//
//   node tests/load/round-close.mjs                   # 5 rounds, 4 buyers, deadline 40 s ahead
//   ROUNDS=20 BUYERS=10 node tests/load/round-close.mjs
//   BASE_URL=http://localhost:8080 node tests/load/round-close.mjs   # against a running stack
//
// On a private copy of the product (tests/load/private-stack.mjs) unless BASE_URL is given: the
// demo supplier makes ROUNDS rounds ("confirm what met its MOQ") that share one deadline; BUYERS
// fresh buyers each order from every round, together reaching the first product's MOQ and not the
// second's. Every buyer and the supplier listen on their own notification channel over the real
// gateway (/ws, cookies as a browser sends them). Nothing closes the rounds but the supplier's
// deadline scan.
// Prints, from the deadline: when each round_closed notification was stored (its createdAt)
// and when it reached its socket, as percentiles; then the invariants: every round closed once
// with one product met and one released, every listener told once per round, every order
// re-totalled without its released line. On a private stack, also each service's store commands
// from the deadline until every listener was told (its /metrics), per order placed.
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { percentile } from './lib/bench-data.mjs';
import { storeCommands, storeCommandsBetween } from './lib/machine.mjs';
import { approvedBenchRound, newBuyer } from './lib/bench-market.mjs';
import { withPrivateStack } from './private-stack.mjs';
import { SeedSession } from '../../scripts/dev/seed/session.mjs';
import { DEMO_BUYER_COMPANY } from '../../scripts/dev/seed/directory.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BUYERS = Number(process.env.BUYERS ?? 4);
const DEADLINE_AHEAD_MS = Number(process.env.DEADLINE_AHEAD_S ?? 40) * 1000;
const WAIT_AFTER_DEADLINE_MS = 90_000;
const MET = { moq: 2 * BUYERS, each: 2 };
const MISSED = { moq: 1000, each: 1 };

/** `task` for every item, at most 8 at once; the results in the items' order. */
async function pooled(items, task, limit = 8) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Listens on the session's own notification channel; resolves once subscribed. */
async function listen(base, session, received) {
  const { body: me } = await session.call('GET', '/api/identity/profile/me');
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
    headers: { Cookie: session.cookies, Origin: base },
  });
  const channel = `user-${me.id}-notifications`;
  await new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'subscribed' && frame.channel === channel) resolve();
      if (frame.type === 'error') reject(new Error(`${frame.code}: ${frame.message}`));
      if (frame.type === 'notification' && frame.notification.kind === 'round_closed')
        received.push({ who: me.id, at: Date.now(), notification: frame.notification });
    });
  });
  return ws;
}

async function bench(base, run) {
  const supplier = await SeedSession.signIn(base, 'supplier');
  const products = (await supplier.call('GET', '/api/supplier/products?status=active')).body.items;
  const [met, missed] = products.filter((p) => p.unitsPerPack === 1);
  if (!met || !missed)
    throw new Error('the demo supplier needs two products sold by the unit (seeded demo data)');

  const admin = await SeedSession.signIn(base, 'admin');
  const { body: companies } = await admin.call(
    'GET',
    `/api/admin/companies?type=buyer&search=${encodeURIComponent(DEMO_BUYER_COMPANY)}`,
  );
  const company = companies.items.find((c) => c.name === DEMO_BUYER_COMPANY);
  if (!company) throw new Error(`the seeded buying company ${DEMO_BUYER_COMPANY} is missing`);
  // A few at a time: the edge refuses too many requests in progress from one address.
  const buyers = await pooled(
    Array.from({ length: BUYERS }, (_, i) => i),
    (i) => newBuyer(base, i, admin, company.id, 'close-bench'),
  );
  const received = [];
  const sockets = await pooled([supplier, ...buyers], (s) => listen(base, s, received));

  const deadline = Date.now() + DEADLINE_AHEAD_MS;
  const tag = randomBytes(3).toString('hex');
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = await approvedBenchRound(supplier, admin, {
      title: `Close bench ${tag} #${r + 1}`,
      currency: 'USD',
      openAt: new Date().toISOString(),
      closeAt: new Date(deadline).toISOString(),
      endAction: 'confirm_met',
      products: [
        { productId: met.id, moq: MET.moq, maxQty: null },
        { productId: missed.id, moq: MISSED.moq, maxQty: null },
      ],
    });
    rounds.push(round);
  }

  const orders = [];
  await pooled(
    buyers.map((buyer, b) => [buyer, b]),
    async ([buyer, b]) => {
      for (const round of rounds) {
        let detail;
        for (let t = 0; !detail; t++) {
          const res = await buyer.call('GET', `/api/buyer/rounds/${round.id}`, { ok: () => true });
          if (res.status === 200) detail = res.body;
          else if (t > 120) throw new Error(`round ${round.id} never reached the buyer service`);
          else await new Promise((r) => setTimeout(r, 250));
        }
        for (const [product, qty] of [
          [met, MET.each],
          [missed, MISSED.each],
        ]) {
          const rp = detail.products.find((p) => p.productId === product.id);
          await buyer.call('PUT', `/api/buyer/carts/${round.id}/items/${rp.id}`, { json: { qty } });
        }
        const { body: order } = await buyer.call('POST', '/api/buyer/orders', {
          json: { roundId: round.id },
          headers: { 'Idempotency-Key': `close-bench-${round.id}-${b}` },
        });
        orders.push({ buyer, id: order.id, roundId: round.id });
      }
    },
    16,
  );
  const ahead = deadline - Date.now();
  if (ahead < 0)
    throw new Error(`setting up took past the deadline by ${fmt(-ahead)}: raise DEADLINE_AHEAD_S`);
  console.log(
    `${ROUNDS} rounds, ${BUYERS} buyers, ${orders.length} orders placed; deadline in ${fmt(ahead)} (load ${load()})`,
  );

  const expected = ROUNDS * (BUYERS + 1);
  // Against a private stack, what the close costs each service in store commands (from /metrics),
  // counted from the deadline: nothing is told before it.
  const services = run?.processes.filter((p) => p.url) ?? [];
  await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())));
  const commandsBefore = await storeCommands(services);
  const t0 = performance.now();
  while (received.length < expected && Date.now() < deadline + WAIT_AFTER_DEADLINE_MS)
    await new Promise((r) => setTimeout(r, 200));
  // Late repeats would show up here.
  await new Promise((r) => setTimeout(r, 3000));
  for (const ws of sockets) ws.close();
  console.log(`waited ${fmt(performance.now() - t0)} for ${expected} notifications (load ${load()})`);
  const closeCommands = storeCommandsBetween(commandsBefore, await storeCommands(services));

  const stored = received.map((r) => Date.parse(r.notification.createdAt) - deadline).sort((a, b) => a - b);
  const delivered = received.map((r) => r.at - deadline).sort((a, b) => a - b);
  const hop = received.map((r) => r.at - Date.parse(r.notification.createdAt)).sort((a, b) => a - b);
  const row = (name, list) =>
    console.log(
      `${name.padEnd(44)} p50 ${fmt(percentile(list, 50))}  p95 ${fmt(percentile(list, 95))}  max ${fmt(list.at(-1))}`,
    );
  if (received.length) {
    row('deadline → notification stored', stored);
    row('deadline → notification on the socket', delivered);
    row('stored → on the socket (gateway hop)', hop);
  }

  if (closeCommands.length) {
    const all = closeCommands.reduce((sum, c) => sum + c.total, 0);
    console.log(
      `store commands from the deadline on: ${all} (${(all / orders.length).toFixed(1)} per order)`,
    );
    for (const c of closeCommands.sort((a, b) => b.total - a.total))
      console.log(
        `  ${c.service.padEnd(14)} ${String(c.total).padStart(6)}  ${(c.total / orders.length).toFixed(1).padStart(5)}/order  ` +
          c.collections
            .slice(0, 5)
            .map(([name, n]) => `${name} ${n}`)
            .join(', '),
      );
  }

  const checks = [];
  const check = (name, ok, detail = '') => checks.push({ name, ok, detail });
  const perListenerRound = new Map();
  for (const r of received) {
    const key = `${r.who}:${r.notification.params.roundTitle}`;
    perListenerRound.set(key, (perListenerRound.get(key) ?? 0) + 1);
  }
  check(
    'every listener told once per round',
    received.length === expected && [...perListenerRound.values()].every((n) => n === 1),
    `${received.length} of ${expected}`,
  );
  const closed = await Promise.all(
    rounds.map(async (round) => {
      const { body } = await supplier.call('GET', `/api/supplier/rounds/${round.id}`);
      return body;
    }),
  );
  check(
    'every round closed with one product met and one released',
    closed.every(
      (p) =>
        p.round.status === 'closed' &&
        p.round.outcome?.met === 1 &&
        p.round.outcome?.released === 1 &&
        p.round.outcome?.confirmed === 0,
    ),
  );
  const orderChecks = await pooled(
    orders,
    async ({ buyer, id }) => (await buyer.call('GET', `/api/buyer/orders/${id}`)).body,
    16,
  );
  check(
    'every order re-totalled without its released line',
    orderChecks.every(
      (o) =>
        o.totalUnits === MET.each &&
        o.items.length === 1 &&
        o.releasedItems?.length === 1 &&
        o.releasedItems[0].qty === MISSED.each,
    ),
  );
  for (const c of checks)
    console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
  return checks.every((c) => c.ok);
}

console.log(`load before: ${load()}`);
const ok = process.env.BASE_URL ? await bench(process.env.BASE_URL) : await withPrivateStack(bench);
console.log(`load after: ${load()}`);
process.exit(ok ? 0 : 1);
