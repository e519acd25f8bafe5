#!/usr/bin/env node
// What the store costs: a report, not a pass/fail test. Reproduces the table of
// ../shared/design/architecture.md ("What FerretDB v1 costs") against whatever answers at
// MONGO_URL (default mongodb://127.0.0.1:27017), in a database of its own that it drops at the end.
//
//   node tests/load/storage-probe.mjs
//   MONGO_URL=mongodb://127.0.0.1:27027 PROBE_LABEL=postgresql node tests/load/storage-probe.mjs
//
// Reads (mean, p50, p95 of PROBE_READS=20 each): point read by _id in 20,000; an indexed filter
// returning 20 of 20,000; a sorted page of 20 of 1,000 and the same unsorted; sort({_id:-1})
// .limit(1) over 20,000; insertOne. Then 200 concurrent $inc of one document (how many are
// kept), and the commitment-ledger head strategies under PROBE_LEDGER_REQUESTS=500 concurrent
// commitments of 1 on one round product whose maximum is 300: head by sort + insert with retry
// (contending), serialised head by sort, serialised with the head cached, group commit. Each
// strategy stops after PROBE_STRATEGY_CAP_S=180 s and says how far it got.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const LABEL = process.env.PROBE_LABEL ?? '';
const READS = Number(process.env.PROBE_READS ?? 20);
// PROBE_DOCS: products seeded (the read table at 20,000 and 200,000 shows whether reads scan).
const PRODUCTS = Number(process.env.PROBE_DOCS ?? 20_000);
const ROUNDS = 1_000;
const LEDGER_REQUESTS = Number(process.env.PROBE_LEDGER_REQUESTS ?? 500);
const LEDGER_MAX = Number(process.env.PROBE_LEDGER_MAX ?? 300);
const CAP_MS = Number(process.env.PROBE_STRATEGY_CAP_S ?? 180) * 1000;
// Which parts to run: reads, inc, ledger (all by default).
const PARTS = new Set((process.env.PROBE_PARTS ?? 'reads,inc,ledger').split(',').map((p) => p.trim()));

const client = new MongoClient(MONGO_URL, {
  retryWrites: false,
  serverSelectionTimeoutMS: 5000,
  // A store that stops answering must end the probe with an error, not hang it.
  socketTimeoutMS: 120_000,
  // Like a service (MONGO_MAX_POOL_SIZE): FerretDB's PostgreSQL pool (50) deadlocked under more.
  maxPoolSize: Number(process.env.PROBE_POOL ?? 20),
});
const db = client.db(`probe_${randomBytes(4).toString('hex')}`);

const round1 = (n) => (n >= 100 ? Math.round(n) : Math.round(n * 10) / 10);
const ms = (n) => `${round1(n)} ms`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    mean: samples.reduce((s, x) => s + x, 0) / samples.length,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
  };
};
const now = () => performance.now();
const log = (m) => process.stderr.write(`[probe] ${m}\n`);

async function timeEach(n, fn) {
  const samples = [];
  for (let i = 0; i < n; i += 1) {
    const t = now();
    await fn(i);
    samples.push(now() - t);
  }
  return stats(samples);
}

async function seed() {
  const t = now();
  const products = db.collection('products');
  await products.createIndex({ roundId: 1 });
  for (let start = 0; start < PRODUCTS; start += 1000) {
    const batch = [];
    for (let i = start; i < start + 1000; i += 1)
      batch.push({
        _id: `p${String(i).padStart(6, '0')}`,
        roundId: `r${String(i % ROUNDS).padStart(4, '0')}`,
        sku: `SKU-${i}`,
        name: `Product ${i}`,
        moq: 10 + (i % 50),
        price: { amount: 1000 + i, currency: 'USD' },
      });
    await products.insertMany(batch, { ordered: false });
  }
  const rounds = db.collection('rounds');
  await rounds.createIndex({ status: 1, createdAt: -1 });
  const base = Date.now();
  const docs = [];
  for (let i = 0; i < ROUNDS; i += 1)
    docs.push({
      _id: `r${String(i).padStart(4, '0')}`,
      title: `Round ${i}`,
      status: 'approved',
      createdAt: new Date(base - i * 60_000),
    });
  await rounds.insertMany(docs, { ordered: false });
  log(`seeded ${PRODUCTS} products and ${ROUNDS} rounds in ${ms(now() - t)}`);
}

async function reads() {
  const products = db.collection('products');
  const rounds = db.collection('rounds');
  const pick = (i) => `p${String((i * 7919) % PRODUCTS).padStart(6, '0')}`;
  const rows = [];
  const row = (what, s, note = '') => rows.push({ what, ...s, note });

  row(
    `one document by scalar \`_id\`, collection of ${PRODUCTS.toLocaleString('en')}`,
    await timeEach(READS, (i) => products.findOne({ _id: pick(i) })),
  );
  let returned = 0;
  row(
    `the products of one round out of ${PRODUCTS.toLocaleString('en')} (\`find({roundId})\`, indexed)`,
    await timeEach(READS, async (i) => {
      returned = (
        await products.find({ roundId: `r${String((i * 37) % ROUNDS).padStart(4, '0')}` }).toArray()
      ).length;
    }),
  );
  rows.at(-1).note = `${returned} returned`;
  row(
    'first 20 approved rounds of 1,000, `sort({createdAt:-1})`, indexed',
    await timeEach(READS, () =>
      rounds.find({ status: 'approved' }).sort({ createdAt: -1 }).limit(20).toArray(),
    ),
  );
  row(
    'the same without the sort',
    await timeEach(READS, () => rounds.find({ status: 'approved' }).limit(20).toArray()),
  );
  row(
    `\`sort({_id:-1}).limit(1)\` over ${PRODUCTS.toLocaleString('en')}`,
    await timeEach(Math.min(READS, 10), () => products.find({}).sort({ _id: -1 }).limit(1).toArray()),
  );
  const scratch = db.collection('scratch');
  row(
    'one `insertOne`',
    await timeEach(READS, (i) => scratch.insertOne({ _id: `s${i}`, at: new Date(), n: i })),
  );
  return rows;
}

async function concurrentInc() {
  const counters = db.collection('counters');
  await counters.insertOne({ _id: 'c', n: 0 });
  const t = now();
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, () => counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } })),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  const kept = (await counters.findOne({ _id: 'c' })).n;
  return { kept, failed, ms: now() - t };
}

// --- ledger head strategies ---------------------------------------------------------------------
// Ledger entries: {_id: {rp, seq}, qty, total}; seq 0 is the opening entry (total 0). A request
// commits 1 unit if total + 1 <= max, else it is refused. The unique _id guards against a second
// writer: an insert of an existing seq fails with a duplicate key.

const isDup = (e) => e?.code === 11000 || (e?.code === 1 && /duplicate/i.test(e?.message ?? ''));

async function openLedger(ledger, rp) {
  await ledger.insertOne({ _id: { rp, seq: 0 }, rp, seq: 0, qty: 0, total: 0 });
}

const headBySort = (ledger, rp) => ledger.find({ rp }).sort({ seq: -1 }).limit(1).next();

async function verify(ledger, rp, accepted) {
  const entries = await ledger.find({ rp }).toArray();
  const head = entries.reduce((a, b) => (b.seq > a.seq ? b : a));
  const summed = entries.reduce((s, e) => s + e.qty, 0);
  return {
    committed: head.total,
    oversell: Math.max(0, head.total - LEDGER_MAX),
    consistent: summed === head.total && head.total === accepted,
    writes: entries.length - 1,
  };
}

/** Runs `n` requests at once through `decide(i)`; resolves with their latencies and outcome. */
async function burst(n, decide) {
  const started = now();
  const deadline = started + CAP_MS;
  const latencies = [];
  let accepted = 0;
  let refused = 0;
  let unfinished = 0;
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const outcome = await decide(i, deadline);
      if (outcome === 'timeout') {
        unfinished += 1;
        return;
      }
      latencies.push(now() - started);
      if (outcome === 'accepted') accepted += 1;
      else refused += 1;
    }),
  );
  const wall = now() - started;
  return { wall, latencies, accepted, refused, unfinished };
}

async function contendingBySort(ledger, rp) {
  let retries = 0;
  const run = await burst(LEDGER_REQUESTS, async (_i, deadline) => {
    for (;;) {
      if (now() > deadline) return 'timeout';
      const head = await headBySort(ledger, rp);
      if (head.total + 1 > LEDGER_MAX) return 'refused';
      try {
        await ledger.insertOne({
          _id: { rp, seq: head.seq + 1 },
          rp,
          seq: head.seq + 1,
          qty: 1,
          total: head.total + 1,
        });
        return 'accepted';
      } catch (e) {
        if (!isDup(e)) throw e;
        retries += 1;
      }
    }
  });
  return { ...run, retries };
}

/** One writer in this process: requests queue on a promise chain. `cached`: keep the head in memory. */
async function serialised(ledger, rp, { cached }) {
  let chain = Promise.resolve();
  let head = null;
  let retries = 0;
  const run = await burst(LEDGER_REQUESTS, (_i, deadline) => {
    const result = chain.then(async () => {
      if (now() > deadline) return 'timeout';
      if (!cached || !head) head = await headBySort(ledger, rp);
      for (;;) {
        if (head.total + 1 > LEDGER_MAX) return 'refused';
        const next = { _id: { rp, seq: head.seq + 1 }, rp, seq: head.seq + 1, qty: 1, total: head.total + 1 };
        try {
          await ledger.insertOne(next);
          head = next;
          return 'accepted';
        } catch (e) {
          if (!isDup(e)) throw e;
          // Another writer got there: read forward by exact key, never by sort.
          retries += 1;
          head = (await ledger.findOne({ _id: { rp, seq: head.seq + 1 } })) ?? (await headBySort(ledger, rp));
        }
      }
    });
    chain = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  });
  return { ...run, retries };
}

/**
 * Group commit: requests that arrive while a write is in flight wait together; the next write
 * decides all of them in memory and records them as one ledger entry.
 */
async function groupCommit(ledger, rp) {
  let head = await headBySort(ledger, rp);
  let waiting = [];
  let writing = false;
  let retries = 0;
  const flush = async () => {
    if (writing || !waiting.length) return;
    writing = true;
    const batch = waiting;
    waiting = [];
    let total = head.total;
    const decisions = batch.map(() => {
      if (total + 1 > LEDGER_MAX) return 'refused';
      total += 1;
      return 'accepted';
    });
    const qty = total - head.total;
    try {
      if (qty > 0) {
        for (;;) {
          const next = {
            _id: { rp, seq: head.seq + 1 },
            rp,
            seq: head.seq + 1,
            qty,
            total: head.total + qty,
          };
          try {
            await ledger.insertOne(next);
            head = next;
            break;
          } catch (e) {
            if (!isDup(e)) throw e;
            retries += 1;
            head = (await ledger.findOne({ _id: { rp, seq: head.seq + 1 } })) ?? head;
          }
        }
      }
      batch.forEach((b, i) => b.resolve(decisions[i]));
    } catch (e) {
      batch.forEach((b) => b.reject(e));
    } finally {
      writing = false;
      void flush();
    }
  };
  const run = await burst(
    LEDGER_REQUESTS,
    () =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        void flush();
      }),
  );
  return { ...run, retries };
}

async function ledgers() {
  const ledger = db.collection('ledger');
  await ledger.createIndex({ rp: 1, seq: -1 });
  const strategies = [
    ['head by sort + insert with retry, contending', (rp) => contendingBySort(ledger, rp)],
    ['serialised in one process, head read by sort', (rp) => serialised(ledger, rp, { cached: false })],
    ['serialised, head cached in the writer', (rp) => serialised(ledger, rp, { cached: true })],
    ['group commit', (rp) => groupCommit(ledger, rp)],
  ];
  const rows = [];
  for (const [name, fn] of strategies) {
    const rp = `rp-${rows.length + 1}`;
    await openLedger(ledger, rp);
    log(`ledger: ${name}…`);
    const run = await fn(rp);
    const check = await verify(ledger, rp, run.accepted);
    const done = run.accepted + run.refused;
    rows.push({
      name,
      opsPerSec: done / (run.wall / 1000),
      p99: run.latencies.length ? stats(run.latencies).p99 : NaN,
      retries: run.retries,
      writes: check.writes,
      oversell: check.oversell,
      consistent: check.consistent,
      done,
      unfinished: run.unfinished,
      wall: run.wall,
    });
  }
  return rows;
}

async function backendName() {
  try {
    const info = await db.admin().command({ buildInfo: 1 });
    return info.ferretdbVersion ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info.version}`;
  } catch {
    return 'unknown server';
  }
}

// The figures scale with how busy the machine is: say so next to them.
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  await client.connect();
  const backend = await backendName();
  console.log(
    `storage probe: ${MONGO_URL}${LABEL ? ` [${LABEL}]` : ''}, ${backend}, database ${db.databaseName}; ${os.cpus().length} cores, load average ${load()}`,
  );
  try {
    await seed();
    if (PARTS.has('reads')) {
      const readRows = await reads();
      console.log(`\nreads (${READS} each; the _id sort ${Math.min(READS, 10)})\n`);
      printTable(
        ['read', 'mean', 'p50', 'p95', 'note'],
        readRows.map((r) => [r.what, ms(r.mean), ms(r.p50), ms(r.p95), r.note]),
      );
    }
    if (PARTS.has('inc')) {
      const inc = await concurrentInc();
      console.log(
        `\n200 concurrent \`$inc\` of one document: ${inc.kept} of 200 increments kept${inc.failed ? `, ${inc.failed} failed` : ''} (${ms(inc.ms)})`,
      );
    }
    if (PARTS.has('ledger')) {
      const ledgerRows = await ledgers();
      console.log(
        `\nledger head strategies: ${LEDGER_REQUESTS} concurrent commitments of 1 on one round product, max ${LEDGER_MAX}\n`,
      );
      printTable(
        ['strategy', 'ops/s', 'p99', 'retries', 'ledger writes', 'oversell', 'consistent', 'finished'],
        ledgerRows.map((r) => [
          r.name,
          round1(r.opsPerSec),
          ms(r.p99),
          r.retries,
          r.writes,
          r.oversell,
          r.consistent ? 'yes' : 'NO',
          r.unfinished
            ? `${r.done} of ${LEDGER_REQUESTS} in ${ms(r.wall)} (cap)`
            : `${r.done} in ${ms(r.wall)}`,
        ]),
      );
    }
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    await db.dropDatabase().catch((e) => log(`could not drop ${db.databaseName}: ${e.message}`));
    await client.close();
  }
}

main().catch((error) => {
  console.error(`[probe] failed: ${error.stack ?? error}`);
  process.exit(1);
});
