// Browse benchmark (reported, not timed in CI): ROUNDS approved rounds × PRODUCTS products reach
// the buyer service as supplier events; then, at RATE requests per second for SECONDS, buyers GET
// the first page of rounds and one round's products, while /health is sampled at the same rate.
//
//   node tests/load/browse.mjs                       # 1,000 × 20, 200 req/s, 30 s
//   ROUNDS=1000 PRODUCTS=20 RATE=200 SECONDS=30 node tests/load/browse.mjs
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fmt, startBuyerBench } from './browse-oversell-stack.mjs';
import { approvedRound, percentile, product } from './lib/bench-data.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 1000);
const PRODUCTS = Number(process.env.PRODUCTS ?? 20);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function get(url, headers = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
  });
}

const bench = await startBuyerBench({ name: 'browse' });
try {
  const base = bench.urls[0];
  const auth = { Authorization: `Bearer ${bench.token('browser-1')}` };
  const t0 = performance.now();
  const ids = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = approvedRound({
      title: `Round ${r}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + r * 60_000).toISOString(),
      products: Array.from({ length: PRODUCTS }, (_, i) => product(r * PRODUCTS + i, { maxQty: 1000 })),
    });
    ids.push(round.round.id);
    await bench.publish('supplier.round.approved.v1', round);
  }
  const published = performance.now();
  console.log(`\nbrowse: ${ROUNDS} approved-round events published in ${fmt(published - t0)}`);
  // Says how far the feed got every 10 s, and gives up after FEED_LIMIT_S instead of waiting forever.
  const FEED_LIMIT_S = Number(process.env.FEED_LIMIT_S ?? 240);
  let lastSaid = published;
  for (;;) {
    const res = await fetch(`${base}/rounds?pageSize=1`, { headers: auth });
    const { total } = await res.json();
    if (total === ROUNDS) break;
    const now = performance.now();
    if (now - lastSaid >= 10_000) {
      console.log(`  … ${total} of ${ROUNDS} rounds listed after ${((now - t0) / 1000).toFixed(0)} s`);
      lastSaid = now;
    }
    if (now - t0 > FEED_LIMIT_S * 1000)
      throw new Error(`only ${total} of ${ROUNDS} rounds were listed after ${FEED_LIMIT_S} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(
    `  ${ROUNDS} rounds × ${PRODUCTS} products consumed (listed) in ${fmt(performance.now() - t0)}`,
  );

  const target = ids[Math.floor(ids.length / 2)];
  const samples = { rounds: [], round: [], health: [] };
  const pending = [];
  const interval = 1000 / RATE;
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < SECONDS * 1000) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const which = n % 2 === 0 ? 'rounds' : 'round';
    const url = which === 'rounds' ? `${base}/rounds?page=1&pageSize=20` : `${base}/rounds/${target}`;
    pending.push(get(url, auth).then((r) => samples[which].push(r)));
    pending.push(get(`${base}/health`).then((r) => samples.health.push(r)));
    n++;
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  console.log(
    `  ${n} API requests in ${elapsed.toFixed(1)} s (${(n / elapsed).toFixed(0)} req/s) + as many /health`,
  );
  for (const [name, list] of Object.entries(samples)) {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const bad = list.filter((s) => s.status !== 200).length;
    console.log(
      `  ${name.padEnd(7)} n=${list.length} non-200=${bad}  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}  p99 ${fmt(percentile(ms, 99))}  max ${fmt(ms.at(-1))}`,
    );
  }
} finally {
  agent.destroy();
  await bench.stop();
}
