#!/usr/bin/env node
// CSV bulk import benchmark (spec §5; goals: 10,000 rows under 10 s, RSS growth under 200 MB): a
// report, not a pass/fail test. Starts its own supplier service (real HTTP route, real FerretDB at
// MONGO_URL, a private nats-server, MinIO for the bucket it creates) with a fresh database, posts
// a generated file of ROWS rows (BAD_SHARE of them bad) twice — first all new SKUs, then the same
// file again (all matched) — and prints rows/s, seconds and the service's RSS growth.
//
//   node tests/load/csv-import.mjs            # ROWS=20000 BAD_SHARE=0.1 node tests/load/csv-import.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { MongoClient } from 'mongodb';
import { Client as Minio } from 'minio';
import { jwtKeyPair } from '../../scripts/lib/keys.mjs';
import { generateRoundProductsCsv } from './csv-generator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = Number(process.env.ROWS ?? 10_000);
const BAD_SHARE = Number(process.env.BAD_SHARE ?? 0.05);
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const NATS_BIN =
  process.env.NATS_SERVER_BIN ??
  (fs.existsSync('/usr/sbin/nats-server')
    ? '/usr/sbin/nats-server'
    : path.join(root, '.data/bin/nats-server'));

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => (kb / 1024).toFixed(1);

/** VmRSS and VmHWM (peak) of a process, in KiB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function main() {
  const id = randomBytes(4).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-bench-'));
  const { publicKey, privateKey } = jwtKeyPair();
  fs.writeFileSync(path.join(dir, 'jwt-public.pem'), publicKey);
  const [natsPort, port] = [await freePort(), await freePort()];
  const dbName = `bench_csv_${id}`;
  const bucket = `bench-products-${id}`;
  const children = [];
  const cleanup = async () => {
    for (const c of children.reverse()) c.kill('SIGTERM');
    await sleep(500);
    const mongo = await MongoClient.connect(MONGO_URL);
    await mongo
      .db(dbName)
      .dropDatabase()
      .catch(() => undefined);
    await mongo.close();
    const minio = new Minio({
      endPoint: process.env.MINIO_ENDPOINT ?? '127.0.0.1',
      port: Number(process.env.MINIO_PORT ?? 9000),
      useSSL: false,
      accessKey: process.env.MINIO_ACCESS_KEY ?? 'minioadmin',
      secretKey: process.env.MINIO_SECRET_KEY ?? 'minioadmin',
    });
    await minio.removeBucket(bucket).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    children.push(
      spawn(NATS_BIN, ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', path.join(dir, 'nats')], {
        stdio: 'ignore',
      }),
    );
    const service = spawn(process.execPath, ['--import', 'tsx', 'services/supplier/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        MONGO_URL,
        MONGO_DB: dbName,
        NATS_URL: `nats://127.0.0.1:${natsPort}`,
        JWT_PUBLIC_KEY_FILE: path.join(dir, 'jwt-public.pem'),
        PRODUCT_IMAGE_BUCKET: bucket,
      },
    });
    children.push(service);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i > 120) throw new Error('the supplier service did not become ready');
      await sleep(500);
    }
    const token = jwt.sign({ role: 'supplier', companyId: `bench-co-${id}`, typ: 'access' }, privateKey, {
      algorithm: 'RS256',
      subject: 'bench-user',
      audience: 'marketplace-api',
      issuer: 'marketplace-identity',
      expiresIn: 3600,
    });

    const { csv, bad } = generateRoundProductsCsv({ rows: ROWS, badShare: BAD_SHARE });
    const bytes = Buffer.from(csv);
    console.log(
      `file: ${ROWS} rows (${bad} bad, ${(BAD_SHARE * 100).toFixed(0)}% share), ${(bytes.length / 1024 / 1024).toFixed(2)} MB`,
    );
    // Let the freshly started process settle before taking its baseline.
    await sleep(1500);
    const before = memory(service.pid);

    for (const label of ['first import (all SKUs new)', 'same file again (all SKUs matched)']) {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench.csv');
      const t0 = performance.now();
      const res = await fetch(`${base}/rounds/import`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      const body = await res.json();
      const seconds = (performance.now() - t0) / 1000;
      const after = memory(service.pid);
      if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      console.log(
        `${label}: HTTP ${res.status} in ${seconds.toFixed(2)} s, ${Math.round(ROWS / seconds)} rows/s; ` +
          `imported ${body.imported}, created ${body.created}, failed ${body.failed}; ` +
          `service RSS ${mb(before.rss)} MB before, peak ${mb(after.peak)} MB, growth ${mb(after.peak - before.rss)} MB`,
      );
    }
    console.log(`goal: under 10 s and RSS growth under 200 MB for 10,000 rows`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
