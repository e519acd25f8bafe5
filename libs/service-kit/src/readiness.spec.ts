import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { createApp } from './app';
import { connectNats } from './nats';
import { standardReadiness } from './service';
import { dropTestDatabase, eventually, silentLogger, testDatabase } from './testing';

const NATS_BIN =
  process.env.NATS_SERVER_BIN ??
  (fs.existsSync('/usr/sbin/nats-server')
    ? '/usr/sbin/nats-server'
    : path.resolve(__dirname, '../../../.data/bin/nats-server'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A NATS server of our own, so stopping it affects no other test. */
function startNats(port: number, dir: string): ChildProcess {
  return spawn(NATS_BIN, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
}

describe('readiness follows its dependencies', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let nats: ChildProcess;
  let port: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-ready-'));

  beforeAll(async () => {
    port = await freePort();
    nats = startNats(port, dir);
    conn = await testDatabase('ready');
    nc = await connectNats(`nats://127.0.0.1:${port}`, 'ready-test', silentLogger(), 20);
  });

  afterAll(async () => {
    await nc.close().catch(() => undefined);
    nats.kill('SIGKILL');
    await dropTestDatabase(conn);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('turns not-ready when NATS stops and ready again when it returns', async () => {
    const app = createApp({
      service: 'ready-test',
      logger: silentLogger(),
      routes: () => undefined,
      readiness: standardReadiness(conn, nc),
    });
    const ready = await request(app).get('/ready').expect(200);
    expect(ready.body.status).toBe('ready');

    nats.kill('SIGTERM');
    await new Promise((r) => nats.once('exit', r));
    const down = await eventually(async () => (await request(app).get('/ready')).status === 503, 10_000, 200);
    expect(down).toBe(true);
    const body = (await request(app).get('/ready')).body;
    expect(body.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'nats', ok: false }),
        expect.objectContaining({ name: 'mongo', ok: true }),
      ]),
    );

    nats = startNats(port, dir);
    const back = await eventually(async () => (await request(app).get('/ready')).status === 200, 20_000, 250);
    expect(back).toBe(true);
  }, 40_000);
});
