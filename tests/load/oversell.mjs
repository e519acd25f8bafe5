// Oversell benchmark (reported, not timed in CI): BUYERS distinct buyers at once add to one round
// product whose max qty is less than their demand, then each accepted buyer places its order
// (sent twice at once, as a double click). Real FerretDB and NATS; REPLICAS buyer processes share
// the database and split the buyers, so the ledger's unique sequence keys are what decides.
//
//   node tests/load/oversell.mjs                      # 500 buyers, 1 replica
//   BUYERS=500 REPLICAS=2 node tests/load/oversell.mjs
//   KILL=1 node tests/load/oversell.mjs               # SIGKILL the (first) buyer process halfway
//   KILL=1 KILL_AFTER=1 node tests/load/oversell.mjs  # … as soon as the first add is answered
//
// KILL=1: once half the buyers have their add answered, the first buyer process is killed with
// SIGKILL and started again. Clients behave as the UI does: an add that got no answer is not
// repeated (its outcome is unknown, as for a user whose page lost the connection), an order is
// asked again with the same Idempotency-Key until it is answered. The invariants then compare the
// ledger with what carts and orders hold, and the outbox with what JetStream stored.
//
// Prints throughput, latency percentiles and the invariant checks (exit code 1 if one fails).
import { performance } from 'node:perf_hooks';
import { require as tsxRequire } from 'tsx/cjs/api';
import { fmt, startBuyerBench } from './browse-oversell-stack.mjs';
import { approvedRound, percentile, product } from './lib/bench-data.mjs';

// What the service says a request cost: the Server-Timing header the service kit writes, read by
// the kit's own parser.
const { parseServerTiming } = tsxRequire('../../libs/service-kit/src/core/request-cost.ts', import.meta.url);

const BUYERS = Number(process.env.BUYERS ?? 500);
const REPLICAS = Number(process.env.REPLICAS ?? 1);
const KILL = process.env.KILL === '1';
// KILL_AFTER: how many adds are answered before the kill (default half). Adds are decided in a
// few group commits, so 1 kills the process while most of the burst's cart writes are in flight.
const KILL_AFTER = Number(process.env.KILL_AFTER ?? Math.floor(BUYERS / 2));
// WARMUP buyers (default 0: a process that has just started, as first measured; e.g. 50), on
// another product of the round, add and order before the measured rush. Measured both ways: it
// did not make the 500-buyer rush faster here (tests/load/README.md).
const WARMUP = Number(process.env.WARMUP ?? 0);
const PACK = 5;
const WANT = 3 * PACK; // each buyer asks for 15 units
const MAX = Math.floor((BUYERS * WANT * 0.6) / PACK) * PACK; // 60% of the demand fits

/** Average cost per request of a list, over the requests that reported one. */
function averageCost(list) {
  const costs = list.map((r) => r.cost).filter(Boolean);
  const avg = (k) => (costs.length ? costs.reduce((s, c) => s + c[k], 0) / costs.length : NaN);
  return `${avg('storeCommands').toFixed(2)} store commands (${avg('storeMs').toFixed(1)} ms in the store), ${avg('publishes').toFixed(2)} publishes, ${avg('lockWaitMs').toFixed(1)} ms waiting for a lock`;
}

const bench = await startBuyerBench({ name: 'oversell', replicas: REPLICAS });
const results = { adds: [], orders: [] };
try {
  const hot = product(1, { unitsPerPack: PACK, moq: MAX / 2, maxQty: MAX });
  const warm = product(2, { unitsPerPack: 1, moq: 1, maxQty: null });
  const round = approvedRound({ title: 'Oversell', products: [hot, warm] });
  await bench.publish('supplier.round.approved.v1', round);
  const url = (i) => bench.urls[i % bench.urls.length];
  const auth = (i) => ({
    Authorization: `Bearer ${bench.token(`buyer-${i}`)}`,
    'Content-Type': 'application/json',
  });
  // Wait until every replica serves the round.
  for (const base of bench.urls)
    for (let t = 0; ; t++) {
      const res = await fetch(`${base}/rounds/${round.round.id}`, { headers: auth(0) });
      if (res.ok) break;
      if (t > 300) throw new Error('the round never reached the buyer service');
      await new Promise((r) => setTimeout(r, 100));
    }

  // A request that got no answer (the process died, or was not up yet) is recorded as status 0.
  const timed = async (list, fn) => {
    const t0 = performance.now();
    try {
      const res = await fn();
      const ms = performance.now() - t0;
      const body = await res.json().catch(() => null);
      list.push({ status: res.status, ms, body, cost: parseServerTiming(res.headers.get('server-timing')) });
      return { status: res.status, body };
    } catch {
      list.push({ status: 0, ms: performance.now() - t0, body: null, cost: null });
      return { status: 0, body: null };
    }
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  let addsAnswered = 0;
  let crash = null;
  // Warm-up: other buyers, another product; none of it is counted or checked below.
  for (let batch = 0; batch < WARMUP; batch += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, WARMUP - batch) }, async (_, k) => {
        const who = { ...auth(0), Authorization: `Bearer ${bench.token(`warm-${batch + k}`)}` };
        const base = url(batch + k);
        await fetch(`${base}/carts/${round.round.id}/items/${warm.id}/add`, {
          method: 'POST',
          headers: who,
          body: JSON.stringify({ qty: 1 }),
        });
        await fetch(`${base}/orders`, {
          method: 'POST',
          headers: { ...who, 'Idempotency-Key': `warm-order-${batch + k}` },
          body: JSON.stringify({ roundId: round.round.id }),
        });
      }),
    );

  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const add = await timed(results.adds, () =>
        fetch(`${url(i)}/carts/${round.round.id}/items/${hot.id}/add`, {
          method: 'POST',
          headers: auth(i),
          body: JSON.stringify({ qty: WANT }),
        }),
      );
      if (KILL && ++addsAnswered === KILL_AFTER) {
        const at = performance.now() - started;
        crash = bench.crashAndRestart(0).then(() => ({ at, back: performance.now() - started }));
      }
      // Without an answer the add may or may not have happened: the buyer orders anyway (a cart
      // with the units gets its order; an empty one answers 404).
      if (add.status !== 200 && !(KILL && add.status === 0)) return { i, added: 0, orderIds: [] };
      const place = async () => {
        for (let attempt = 0; ; attempt++) {
          const res = await timed(results.orders, () =>
            fetch(`${url(i + 1)}/orders`, {
              method: 'POST',
              headers: { ...auth(i), 'Idempotency-Key': `bench-order-${i}` },
              body: JSON.stringify({ roundId: round.round.id }),
            }),
          );
          if (!KILL || res.status !== 0 || attempt >= 240) return res;
          await sleep(500);
        }
      };
      const [a, b] = await Promise.all([place(), place()]);
      return {
        i,
        added: add.status === 200 ? WANT : 0,
        unknownAdd: add.status === 0,
        answers: [a.status, b.status],
        orderIds: [a, b].filter((r) => r.status < 300 && r.status > 0).map((r) => r.body.id),
      };
    }),
  );
  const elapsed = performance.now() - started;
  const crashed = crash ? await crash : null;

  // What the ledger says is committed, and what the measured buyers' orders and open carts hold
  // (the warm-up's buyers are `warm-…`).
  const measured = (doc) => doc.buyerId.startsWith('buyer-');
  const units = (docs) => docs.reduce((s, d) => s + d.items.reduce((t, i) => t + i.qty, 0), 0);
  const holdings = async () => {
    const detail = await (await fetch(`${url(0)}/rounds/${round.round.id}`, { headers: auth(0) })).json();
    const orders = (await bench.db.collection('orders').find({ roundId: round.round.id }).toArray()).filter(
      measured,
    );
    const openCarts = (
      await bench.db.collection('carts').find({ roundId: round.round.id, status: 'open' }).toArray()
    ).filter(measured);
    return {
      committed: detail.products[0].committed,
      orders,
      orderedUnits: units(orders.filter((o) => o.status !== 'rejected' && o.status !== 'cancelled')),
      openCarts,
      cartUnits: units(openCarts),
    };
  };

  // After a crash the restarted process corrects what its own earlier run left half-written before
  // it is ready, so the holdings are checked once, right after the run: no wait.
  const held = await holdings();
  const { committed, orders, orderedUnits, openCarts, cartUnits } = held;

  // Invariants, from the service's own answers and its ledger.
  const acceptedAdds = results.adds.filter((r) => r.status === 200).length;
  const refusedAdds = results.adds.filter(
    (r) => r.status === 409 && r.body?.code === 'buyer.max_exceeded',
  ).length;
  const otherAdds = results.adds.length - acceptedAdds - refusedAdds;
  const ledger = bench.db.collection('commitment_ledger');
  const entries = [];
  for (let seq = 1; ; seq++) {
    const e = await ledger.findOne({ _id: `${hot.id}:${String(seq).padStart(12, '0')}` });
    if (!e) break;
    entries.push(e);
  }
  let running = 0;
  let chainOk = true;
  for (const e of entries) {
    running += e.changes.reduce((s, c) => s + c.delta, 0);
    if (running !== e.total || e.total > MAX) chainOk = false;
  }
  const ordersByBuyer = new Map();
  for (const o of orders) ordersByBuyer.set(o.buyerId, (ordersByBuyer.get(o.buyerId) ?? 0) + 1);
  const buyersWithOrder = outcomes.filter((o) => o.added).map((o) => `buyer-${o.i}`);
  const lost = buyersWithOrder.filter((b) => !ordersByBuyer.get(b)).length;
  const doubled = [...ordersByBuyer.values()].filter((n) => n > 1).length;
  const clicksAgreed = outcomes
    .filter((o) => o.added)
    .every((o) => o.orderIds.length === 2 && o.orderIds[0] === o.orderIds[1]);
  // Every answered order names the one order its buyer has; both clicks that were answered agree.
  const answeredOrders = outcomes.filter((o) => o.orderIds?.length);
  const orderIdsStored = new Set(orders.map((o) => o._id));
  const answeredLost = answeredOrders.filter((o) => o.orderIds.some((id) => !orderIdsStored.has(id))).length;
  const answersAgree = answeredOrders.every((o) => o.orderIds.every((id) => id === o.orderIds[0]));
  const fiveHundreds =
    results.orders.filter((r) => r.status >= 500).length + results.adds.filter((r) => r.status >= 500).length;

  // The outbox after the crash: nothing left pending (the relay's sweep publishes what the dead
  // process recorded), and JetStream holds each published event once.
  let outboxPending = -1;
  let outboxOnce = true;
  let outboxPublished = 0;
  if (KILL) {
    const outbox = bench.db.collection('outbox');
    for (let t = 0; t < 180; t++) {
      outboxPending = await outbox.countDocuments({ status: 'pending' });
      if (outboxPending === 0) break;
      await sleep(500);
    }
    const published = new Set(
      (await outbox.find({ status: 'published' }, { projection: { _id: 1 } }).toArray()).map((e) => e._id),
    );
    outboxPublished = published.size;
    const jsm = await bench.nc.jetstreamManager();
    const info = await jsm.streams.info('BUYER');
    const inStream = new Set();
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage('BUYER', { seq }).catch(() => null);
      const id = msg?.header?.get('Nats-Msg-Id');
      if (!id || inStream.has(id)) outboxOnce = false;
      inStream.add(id);
    }
    outboxOnce =
      outboxOnce && inStream.size === published.size && [...published].every((id) => inStream.has(id));
  }

  // The floor under the rush: the same burst of requests on a read this service answers from
  // memory (the round's products: token, express, JSON; no store command), once the rush is over.
  const floor = [];
  await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      timed(floor, () => fetch(`${url(i)}/rounds/${round.round.id}`, { headers: auth(i) })),
    ),
  );
  const floorMs = floor.map((r) => r.ms).sort((a, b) => a - b);

  const all = [...results.adds, ...results.orders].map((r) => r.ms).sort((a, b) => a - b);
  const accepted = acceptedAdds + results.orders.filter((r) => r.status >= 200 && r.status < 300).length;
  const adds = results.adds.map((r) => r.ms).sort((a, b) => a - b);
  const ords = results.orders.map((r) => r.ms).sort((a, b) => a - b);
  const checks = KILL
    ? [
        ['0 oversell: final committed ≤ max', committed <= MAX],
        ['ledger chain: every entry total = running sum of deltas, ≤ max', chainOk && running === committed],
        ['committed = units in orders + units in open carts', committed === orderedUnits + cartUnits],
        ['0 lost orders (every answered order is stored)', answeredLost === 0 && lost === 0],
        ['0 doubled orders (one per buyer; the answered clicks agree)', doubled === 0 && answersAgree],
        ['no 5xx answers', fiveHundreds === 0],
        [
          'outbox: nothing left pending; JetStream holds every published event once',
          outboxPending === 0 && outboxOnce,
        ],
      ]
    : [
        ['0 oversell: final committed ≤ max', committed <= MAX],
        ['committed = sum of accepted adds', committed === acceptedAdds * WANT],
        ['committed = units in orders (carts all converted)', committed === orderedUnits],
        ['ledger chain: every entry total = running sum of deltas, ≤ max', chainOk && running === committed],
        ['every refused add is a 409 buyer.max_exceeded (no other failures)', otherAdds === 0],
        ['0 lost orders (every accepted buyer has one)', lost === 0],
        ['0 doubled orders (double click made one)', doubled === 0 && clicksAgreed],
      ];
  console.log(
    `\noversell: ${BUYERS} buyers × ${WANT} units (packs of ${PACK}) on max ${MAX}, ${REPLICAS} replica(s)`,
  );
  console.log(`  adds: ${acceptedAdds} accepted, ${refusedAdds} refused (409), ${otherAdds} other`);
  console.log(
    `  orders: ${orders.length} placed from ${results.orders.length} requests (2 per accepted buyer)`,
  );
  console.log(
    `  ledger: ${entries.length} entries for ${entries.reduce((s, e) => s + e.changes.length, 0)} changes (group commit)`,
  );
  console.log(`  committed: ${committed} / max ${MAX}`);
  if (KILL) {
    const unknown = outcomes.filter((o) => o.unknownAdd).length;
    console.log(
      `  crash: buyer-1 SIGKILLed at ${fmt(crashed.at)}, ready again at ${fmt(crashed.back)}; ${unknown} adds unanswered; ${results.orders.filter((r) => r.status === 0).length} order attempts unanswered (asked again)`,
    );
    console.log(
      `  after restart: ${orderedUnits} units in orders + ${cartUnits} in ${openCarts.length} open carts, the ledger ${committed} (read right after the run); outbox ${outboxPublished} published, ${outboxPending} pending`,
    );
  }
  console.log(
    `  wall time ${fmt(elapsed)}; accepted operations ${accepted} → ${((accepted / elapsed) * 1000).toFixed(0)} ops/s; all operations ${((all.length / elapsed) * 1000).toFixed(0)} ops/s`,
  );
  console.log(
    `  latency all   p50 ${fmt(percentile(all, 50))}  p95 ${fmt(percentile(all, 95))}  p99 ${fmt(percentile(all, 99))}  max ${fmt(all.at(-1))}`,
  );
  console.log(`  latency adds  p50 ${fmt(percentile(adds, 50))}  p99 ${fmt(percentile(adds, 99))}`);
  console.log(`  latency order p50 ${fmt(percentile(ords, 50))}  p99 ${fmt(percentile(ords, 99))}`);
  console.log(
    `  floor: ${BUYERS} reads at once served from memory, p50 ${fmt(percentile(floorMs, 50))}  p99 ${fmt(percentile(floorMs, 99))} (${averageCost(floor)})`,
  );
  const status = (list) =>
    [...list.reduce((m, r) => m.set(r.status, (m.get(r.status) ?? 0) + 1), new Map())]
      .map(([code, n]) => `${n} × ${code}`)
      .join(', ');
  console.log(`  answers: adds ${status(results.adds)}; orders ${status(results.orders)}`);
  console.log(`  cost per add (before its answer): ${averageCost(results.adds)}`);
  console.log(`  cost per order request (before its answer): ${averageCost(results.orders)}`);
  console.log('  invariants:');
  for (const [what, ok] of checks) console.log(`    ${ok ? 'PASS' : 'FAIL'}  ${what}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await bench.stop();
}
