import mongoose from 'mongoose';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs a snippet against scripts/dev/supervisor.mjs (an ES module jest cannot import). */
function policy(snippet: string): unknown {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as s from './scripts/dev/supervisor.mjs'; console.log(JSON.stringify(${snippet}));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("npm start's supervisor", () => {
  it('restarts a crashed service with doubling back-off, and gives up only on crashes at start', () => {
    const outcomes = policy(`[
      s.afterExit({ crashes: 0, startCrashes: 0 }, 30_000),
      s.afterExit({ crashes: 1, startCrashes: 0 }, 30_000),
      s.afterExit({ crashes: 3, startCrashes: 0 }, 30_000),
      s.afterExit({ crashes: 6, startCrashes: 0 }, 120_000),
      s.afterExit({ crashes: 1, startCrashes: 1 }, 2_000),
      s.afterExit({ crashes: 2, startCrashes: 2 }, 2_000),
    ]`) as Array<{ action: string; delayMs?: number }>;
    expect(outcomes.map((o) => o.action)).toEqual([
      'restart',
      'restart',
      'restart',
      'restart',
      'restart',
      'give-up',
    ]);
    // 1 s, 2 s, 8 s; a service that ran a minute starts over at 1 s.
    expect(outcomes.slice(0, 4).map((o) => o.delayMs)).toEqual([1000, 2000, 8000, 1000]);
  });

  describe('with the buyer service killed', () => {
    let driver: ChildProcess;
    const events: Array<{ started?: number; log?: string }> = [];
    const dbName = `t_supervisor_${process.pid}`;

    afterAll(async () => {
      if (driver && driver.exitCode === null) {
        const exited = new Promise((r) => driver.once('exit', r));
        driver.kill('SIGTERM');
        await exited;
      }
      const conn = await mongoose
        .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', { dbName })
        .asPromise();
      await conn.dropDatabase();
      await conn.close();
    });

    it('sees it answer again after SIGKILL, and the log says it was restarted', async () => {
      const port = await freePort();
      driver = spawn(
        process.execPath,
        [path.join(__dirname, 'support/supervise-buyer.mjs'), String(port), dbName],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let buffer = '';
      driver.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) if (line.trim()) events.push(JSON.parse(line));
      });
      const ready = `http://127.0.0.1:${port}/ready`;
      // Starting a service with tsx on a busy 2-core machine can take a while.
      await until('the buyer service answers', () => answers(ready), 120_000);
      const first = events.find((e) => e.started)!.started!;

      process.kill(first, 'SIGKILL');
      const second = await until(
        'a new buyer process',
        () => events.filter((e) => e.started).at(1)?.started,
        30_000,
      );
      expect(second).not.toBe(first);
      await until('the buyer service answers again', () => answers(ready), 120_000);
      expect(
        events.some((e) => /buyer exited \(signal SIGKILL\); restarting it in 1 s/.test(e.log ?? '')),
      ).toBe(true);

      // Stopping (Ctrl-C for npm start) stops the service and does not restart it.
      const exited = new Promise((r) => driver.once('exit', r));
      driver.kill('SIGTERM');
      await exited;
      expect(await answers(ready)).toBe(false);
      expect(events.filter((e) => e.started)).toHaveLength(2);
    }, 300_000);
  });
});
