import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const infraScript = path.join(root, 'scripts/infra/infra.mjs');

/** Runs the infra CLI as a developer would, with extra env; never throws. */
function infra(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [infraScript, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A server that accepts connections and never answers: what a stuck FerretDB looks like. */
async function silentServer(): Promise<{
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('infra status and up', () => {
  it('call a FerretDB address that accepts connections but does not answer a ping unhealthy', async () => {
    const stuck = await silentServer();
    try {
      const env = {
        MONGO_URL: `mongodb://127.0.0.1:${stuck.port}`,
        INFRA_FERRETDB_BACKEND: 'sqlite',
        INFRA_FERRETDB_PING_MS: '500',
      };
      const status = infra(['status', 'ferretdb'], env);
      expect(status.out).toMatch(/ferretdb\s+unhealthy\s+mongodb:\/\/127\.0\.0\.1:\d+/);
      expect(status.out).toContain('accepts connections but did not answer within 500ms');
      expect(status.code).toBe(1);

      // Not ours: `up` reports it and leaves it alone instead of killing or starting over it.
      const up = infra(['up', 'ferretdb', '--quiet'], env);
      expect(up.code).toBe(1);
      expect(up.out).toMatch(/does not answer as ferretdb|the one we started/);
      const before = stuck.connections();
      await new Promise<void>((resolve, reject) =>
        net.connect(stuck.port, '127.0.0.1').once('connect', resolve).once('error', reject),
      );
      expect(stuck.connections()).toBe(before + 1);
    } finally {
      await stuck.close();
    }
  }, 90_000);

  it('warns that the SQLite backend scans, and checks PostgreSQL with a real query', () => {
    const sqlite = infra(['up', 'minio', '--quiet'], { INFRA_FERRETDB_BACKEND: 'sqlite' });
    expect(sqlite.out).toContain('WARNING: FerretDB runs on its SQLite backend');

    // The PostgreSQL FerretDB uses answers a real query (the machine's, or the private cluster
    // jest's global setup started).
    const pg = infra(['status', 'postgres'], { INFRA_FERRETDB_BACKEND: 'postgresql' });
    expect(pg.out).toMatch(/postgres\s+healthy\s+postgres:\/\/postgres@127\.0\.0\.1:\d+\//);
  }, 90_000);
});
