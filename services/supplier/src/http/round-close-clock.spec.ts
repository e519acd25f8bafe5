import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { ErrorCode, type NatsError } from 'nats';
import { decideRoundCommand } from '@marketplace/contracts';
import { CLOCK_ADVANCE_SUBJECT } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { startSupplier, type Harness } from '../test-harness';
import { closeDueRounds } from '../use-cases/round-close';

jest.setTimeout(120_000);

const TWO_HOURS = 2 * 3_600_000;
const clockScript = path.resolve(__dirname, '../../../../scripts/dev/clock.mjs');

/** `node scripts/dev/clock.mjs …` against the harness's own NATS (never a developer's stack). */
async function clockCommand(h: Harness, ...args: string[]) {
  return promisify(execFile)(process.execPath, [clockScript, ...args], {
    env: { ...process.env, NATS_URL: h.nats.url },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}

/** An approved round (one product, MOQ 10) closing `inMs` after the service's now. */
async function approvedRound(h: Harness, auth: string, productId: string, inMs: number) {
  const created = await request(h.app)
    .post('/rounds')
    .set('Authorization', auth)
    .send({
      title: 'Closes on the moved clock',
      currency: 'USD',
      closeAt: new Date(h.service.context.now().getTime() + inMs).toISOString(),
      endAction: 'confirm_met',
      products: [{ productId, moq: 10 }],
    })
    .expect(201);
  const id = created.body.id as string;
  await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', auth).expect(200);
  await sendCommand(h.nc, decideRoundCommand, { roundId: id, decision: 'approve', actorId: 'admin-1' });
  return id;
}

const status = async (h: Harness, auth: string, id: string) =>
  (await request(h.app).get(`/rounds/${id}`).set('Authorization', auth).expect(200)).body.round
    .status as string;

async function supplierWithRound(name: string, env: Record<string, string>) {
  // The interval scan comes once a minute: a close within seconds is the clock's doing.
  const h = await startSupplier(name, { env: { ROUND_CLOSE_SCAN_MS: '60000', ...env } });
  const auth = h.bearer('supplier', 'co-acme');
  await h.supplierCompany('co-acme', 'Acme Supplies');
  const chair = (await h.createProduct(auth, { name: 'Chair', sku: 'C-1', unitPrice: 10 })).id;
  const round = await approvedRound(h, auth, chair, TWO_HOURS);
  expect(await status(h, auth, round)).toBe('approved');
  return { h, auth, round };
}

describe("a local run's clock moves forward, and deadlines come in seconds", () => {
  let h: Harness | undefined;
  afterEach(() => h?.stop());

  it('closes an approved round two hours from its deadline within seconds of `clock.mjs advance 2h`', async () => {
    const started = await supplierWithRound('clock_local', { LOCAL_RUN: 'true' });
    h = started.h;
    const moved = await clockCommand(h, 'advance', '2h');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^supplier\s+now \S+ \(\+2h ahead of real time\)$/m);

    const asked = Date.now();
    const closed = await eventually(
      async () => (await status(h!, started.auth, started.round)) === 'closed',
      10_000,
    );
    expect(closed).toBe(true);
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(h.service.context.now().getTime() - Date.now()).toBeGreaterThanOrEqual(TWO_HOURS - 1_000);
  });

  it('a deadline that passes while the scan runs is its next wake-up, not a scan interval later', async () => {
    h = await startSupplier('clock_scan_race', { env: { ROUND_CLOSE_SCAN_MS: '60000' } });
    const auth = h.bearer('supplier', 'co-acme');
    await h.supplierCompany('co-acme', 'Acme Supplies');
    const chair = (await h.createProduct(auth, { name: 'Chair', sku: 'C-1', unitPrice: 10 })).id;
    const round = await approvedRound(h, auth, chair, 2_000);
    const closeAt = new Date(
      (await request(h.app).get(`/rounds/${round}`).set('Authorization', auth).expect(200)).body.round
        .closeAt,
    );
    // The scan reads the due rounds just before the deadline, and its later reads come after it.
    const instants = [new Date(closeAt.getTime() - 1), new Date(closeAt.getTime() + 5_000)];
    const ctx = { ...h.service.context, now: () => instants.shift() ?? new Date(closeAt.getTime() + 5_000) };

    const scan = await closeDueRounds(ctx);

    expect(scan).toEqual({ closed: 0, extended: 0, nextDueAt: closeAt });
  });

  it('without LOCAL_RUN nothing listens: the request finds no responder, the command says it was refused, and the time stays real', async () => {
    const started = await supplierWithRound('clock_deployed', {});
    h = started.h;
    const error = await h.nc
      .request(CLOCK_ADVANCE_SUBJECT, new TextEncoder().encode(JSON.stringify({ byMs: TWO_HOURS })), {
        timeout: 2_000,
      })
      .then(
        () => null,
        (err: NatsError) => err,
      );
    expect(error?.code).toBe(ErrorCode.NoResponders);

    const refused = await clockCommand(h, 'advance', '2h');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused: this deployment's clock cannot be moved/);
    expect(Math.abs(h.service.context.now().getTime() - Date.now())).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await status(h, started.auth, started.round)).toBe('approved');
  });
});
