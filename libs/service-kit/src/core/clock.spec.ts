import { randomUUID } from 'node:crypto';
import { ErrorCode, JSONCodec, type NatsConnection, type NatsError } from 'nats';
import { testNats } from '../testing/infra';
import { serviceClock, type ClockAdvanceReply } from './clock';
import { createLogger } from './logger';

const logger = createLogger('clock-spec', 'silent');
const codec = JSONCodec<unknown>();

/** Real NATS, a subject of each test's own: a developer's running stack neither hears nor answers. */
describe('a service clock', () => {
  let nc: NatsConnection;
  let subject: string;
  beforeAll(async () => {
    nc = await testNats('clock-spec');
  });
  afterAll(() => nc?.close());
  beforeEach(() => {
    subject = `test.clock.${randomUUID()}`;
  });

  const ask = async (body: unknown) =>
    codec.decode(
      (await nc.request(subject, codec.encode(body), { timeout: 2_000 })).data,
    ) as ClockAdvanceReply;

  it('outside a local run listens to nobody: a move finds no responder and its time stays real', async () => {
    const clock = serviceClock({ service: 'supplier', localRun: false, nc, logger, subject });
    const heard: Date[] = [];
    clock.onAdvance((at) => heard.push(at));
    const error = await ask({ byMs: 2 * 3_600_000 }).then(
      () => null,
      (err: NatsError) => err,
    );
    expect(error?.code).toBe(ErrorCode.NoResponders);
    expect(clock.movable).toBe(false);
    expect(clock.offsetMs()).toBe(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    expect(heard).toEqual([]);
    await clock.stop();
  });

  it('in a local run moves forward by a duration or to a time, answers its name and new time, and tells its listeners', async () => {
    const clock = serviceClock({ service: 'supplier', localRun: true, nc, logger, subject });
    const heard: Date[] = [];
    clock.onAdvance((at) => heard.push(at));
    await nc.flush();

    const byTwoHours = await ask({ byMs: 2 * 3_600_000 });
    expect(byTwoHours).toMatchObject({ service: 'supplier', offsetMs: 2 * 3_600_000 });
    expect(Math.abs(Date.parse(byTwoHours.now) - (Date.now() + 2 * 3_600_000))).toBeLessThan(1_000);
    expect(Math.abs(clock.now().getTime() - (Date.now() + 2 * 3_600_000))).toBeLessThan(50);

    const target = new Date(Date.now() + 3 * 86_400_000);
    const toTarget = await ask({ to: target.toISOString() });
    expect(Math.abs(Date.parse(toTarget.now) - target.getTime())).toBeLessThan(1_000);
    expect(heard).toHaveLength(2);
    expect(Math.abs(heard[1]!.getTime() - target.getTime())).toBeLessThan(1_000);
    await clock.stop();
  });

  it('tells its time without moving when asked with an empty body', async () => {
    const clock = serviceClock({ service: 'buyer', localRun: true, nc, logger, subject });
    const heard: Date[] = [];
    clock.onAdvance((at) => heard.push(at));
    await nc.flush();
    await ask({ byMs: 60_000 });
    const told = await ask({});
    expect(told).toMatchObject({ service: 'buyer', offsetMs: 60_000 });
    expect(told.error).toBeUndefined();
    expect(Math.abs(Date.parse(told.now) - (Date.now() + 60_000))).toBeLessThan(1_000);
    expect(clock.offsetMs()).toBe(60_000);
    expect(heard).toHaveLength(1);
    await clock.stop();
  });

  it('never goes back, and says why a move it cannot make was refused', async () => {
    const clock = serviceClock({ service: 'buyer', localRun: true, nc, logger, subject });
    await nc.flush();
    const back = await ask({ to: new Date(Date.now() - 60_000).toISOString() });
    expect(back.error).toMatch(/only moves forward/);
    expect((await ask({ byMs: -5 })).error).toMatch(/byMs/);
    expect((await ask('soon')).error).toBeDefined();
    expect(clock.offsetMs()).toBe(0);
    await clock.stop();
  });

  it('a stopped clock answers no more, and keeps the time it was moved to', async () => {
    const clock = serviceClock({ service: 'admin', localRun: true, nc, logger, subject });
    await nc.flush();
    await ask({ byMs: 60_000 });
    await clock.stop();
    await expect(ask({ byMs: 60_000 })).rejects.toMatchObject({ code: ErrorCode.NoResponders });
    expect(clock.offsetMs()).toBe(60_000);
  });
});
