import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { ACCESS_COOKIE } from '@marketplace/contracts';
import { signAccessToken } from '@marketplace/service-kit/http';
import { testInfra, testKeyPair, uniqueProducer } from '@marketplace/service-kit/testing';

const root = path.resolve(__dirname, '../../..');
// Booting a TypeScript process on a loaded machine takes a while; nothing here asserts on time.
jest.setTimeout(90_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('realtime process', () => {
  it('on SIGTERM closes sockets with 1001 (going away) and exits 0', async () => {
    const keys = testKeyPair();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-main-'));
    const publicKeyFile = path.join(dir, 'public.pem');
    fs.writeFileSync(publicKeyFile, keys.publicKey);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'silent',
        NATS_URL: testInfra.natsUrl,
        JWT_PUBLIC_KEY_FILE: publicKeyFile,
        PUBLIC_URL: 'http://localhost:8080',
        SUPPLIER_PRODUCER: uniqueProducer(),
        BUYER_PRODUCER: uniqueProducer(),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const token = signAccessToken(keys.privateKey, { userId: 'viewer', role: 'buyer', companyId: null });
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
        headers: { Origin: 'http://localhost:8080', Cookie: `${ACCESS_COOKIE}=${token}` },
      });
      await new Promise((resolve, reject) => {
        ws.on('open', resolve);
        ws.on('error', reject);
      });
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await closed).toBe(1001);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
