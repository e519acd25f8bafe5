// Shared by the buyer benchmarks (oversell.mjs, browse.mjs): buyer service process(es) on a fresh
// database of the shared FerretDB and a NATS server of their own (the service publishes on the
// real `buyer.…` subjects; a private server keeps them away from anyone's running stack). The
// supplier is played by publishing its contract events, as the supplier service would.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { MongoClient } from 'mongodb';
import { connect, RetentionPolicy, StorageType } from 'nats';
import { jwtKeyPair } from '../../scripts/lib/keys.mjs';
import {
  freePort,
  logsDir,
  root,
  startPrivateNats,
  startProcess,
  stopAll,
  waitReady,
} from '../../scripts/dev/stack.mjs';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

export async function startBuyerBench({ name, replicas = 1 }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const { publicKey, privateKey } = jwtKeyPair();
  fs.writeFileSync(path.join(tmp, 'jwt-public.pem'), publicKey);
  const nats = await startPrivateNats({
    port: await freePort(),
    storeDir: path.join(tmp, 'nats'),
    logFile: path.join(logsDir, `bench-${name}-nats.log`),
  });
  const dbName = `bench_${name}_${Date.now().toString(36)}`;
  const children = [];
  const urls = [];
  const buyerProcess = (i, port) => ({
    name: `buyer-${i}`,
    logName: `bench-${name}-buyer-${i}`,
    entry: 'services/buyer/src/main.ts',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Each replica is a pod of its own name; a restart of one keeps its name.
      INSTANCE_NAME: `buyer-${i}`,
      MONGO_URL,
      MONGO_DB: dbName,
      NATS_URL: nats.url,
      JWT_PUBLIC_KEY_FILE: path.join(tmp, 'jwt-public.pem'),
    },
  });
  const ports = [];
  for (let i = 1; i <= replicas; i++) {
    const port = await freePort();
    ports.push(port);
    const child = startProcess(buyerProcess(i, port), { quiet: true, truncateLog: true });
    children.push(child);
    urls.push(`http://127.0.0.1:${port}`);
    // Generous: on a loaded 2-core machine tsx may take minutes to compile a service at start.
    await waitReady(urls.at(-1), 300_000, '/ready', child);
  }
  const nc = await connect({ servers: nats.url });
  const jsm = await nc.jetstreamManager();
  await jsm.streams
    .add({
      name: 'SUPPLIER',
      subjects: ['supplier.>'],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
    })
    .catch(() => undefined);
  const js = nc.jetstream();
  const mongo = new MongoClient(MONGO_URL);
  await mongo.connect();

  return {
    urls,
    db: mongo.db(dbName),
    /** SIGKILLs replica `index` (0-based) and starts it again on its port; resolves once it is ready. */
    async crashAndRestart(index) {
      const dead = new Promise((resolve) => children[index].once('exit', resolve));
      children[index].kill('SIGKILL');
      await dead;
      const child = startProcess(buyerProcess(index + 1, ports[index]), { quiet: true });
      children[index] = child;
      await waitReady(urls[index], 300_000, '/ready', child);
    },
    nc,
    token: (userId, role = 'buyer') =>
      jwt.sign({ role, companyId: `co-${userId}`, typ: 'access' }, privateKey, {
        algorithm: 'RS256',
        subject: userId,
        audience: 'marketplace-api',
        issuer: 'marketplace-identity',
        expiresIn: 3600,
      }),
    async publish(type, data) {
      const event = {
        id: randomUUID(),
        type,
        occurredAt: new Date().toISOString(),
        producer: 'supplier',
        data,
      };
      await js.publish(type, JSON.stringify(event), { msgID: event.id });
    },
    async stop() {
      await stopAll(children);
      await nc.close().catch(() => undefined);
      await nats.stop();
      await mongo
        .db(dbName)
        .dropDatabase()
        .catch(() => undefined);
      await mongo.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;
export { root };
