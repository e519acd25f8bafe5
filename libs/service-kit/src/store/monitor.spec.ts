import { Schema } from 'mongoose';
import { createMetrics, type Metrics } from '../core/metrics';
import { describeCommand, filterShape, monitorStore } from './monitor';
import { capturingLogger } from '../testing/infra';
import { testDatabaseForFile } from '../testing/per-spec';

describe('filterShape', () => {
  it('keeps keys and operators and drops every value', () => {
    expect(filterShape({ email: 'ann@example.com', status: { $in: ['a', 'b'] }, n: { $gte: 3 } })).toBe(
      '{email:?,status:{$in:?},n:{$gte:?}}',
    );
    expect(filterShape({ $or: [{ name: /ann/i }, { email: 'x' }] })).toBe('{$or:[{name:?},{email:?}]}');
    expect(filterShape({ _id: { roundProductId: 'rp1', seq: 4 } })).toBe('{_id:{roundProductId:?,seq:?}}');
    expect(filterShape(undefined)).toBe('?');
  });

  it('reads the filter and sort of each command kind', () => {
    expect(
      describeCommand('find', { find: 'users', filter: { email: 'a' }, sort: { createdAt: -1 } }),
    ).toEqual({
      command: 'find',
      collection: 'users',
      filter: '{email:?}',
      sort: '{createdAt:-1}',
    });
    expect(
      describeCommand('aggregate', {
        aggregate: 'rounds',
        pipeline: [{ $match: { status: 'open' } }, { $sort: { _id: 1 } }, { $limit: 20 }],
      }),
    ).toEqual({ command: 'aggregate', collection: 'rounds', filter: '{status:?}', sort: '{_id:1}' });
    expect(describeCommand('update', { update: 'carts', updates: [{ q: { userId: 'u' }, u: {} }] })).toEqual({
      command: 'update',
      collection: 'carts',
      filter: '{userId:?}',
    });
    expect(describeCommand('insert', { insert: 'events', documents: [{ secret: 'x' }] })).toEqual({
      command: 'insert',
      collection: 'events',
      filter: '{}',
    });
  });
});

async function slowCount(metrics: Metrics, command: string, collection: string): Promise<number> {
  const { values } = await metrics.storeSlowCommands.get();
  return values.find((v) => v.labels.command === command && v.labels.collection === collection)?.value ?? 0;
}

async function timedCount(metrics: Metrics, command: string, collection: string): Promise<number> {
  const { values } = await metrics.storeCommandDuration.get();
  return (
    values.find(
      (v) =>
        v.metricName === 'store_command_duration_seconds_count' &&
        v.labels.command === command &&
        v.labels.collection === collection,
    )?.value ?? 0
  );
}

describe('monitorStore on a real store', () => {
  const db = testDatabaseForFile('monitor');

  it('logs and counts commands slower than the threshold, with the filter shape but no values', async () => {
    const { logger, lines } = capturingLogger();
    const metrics = createMetrics('monitor-test');
    // Threshold 0: every command is "slow", so the test does not depend on timing.
    const stop = monitorStore(db.conn, { logger, metrics, slowMs: 0 });
    const Person = db.conn.model(
      'PersonSlow',
      new Schema({ email: String, status: String, createdAt: Date }),
      'people_slow',
    );
    await Person.create({ email: 'ann@example.com', status: 'active', createdAt: new Date() });
    await Person.find({ email: 'ann@example.com', status: { $in: ['active'] } })
      .sort({ createdAt: -1 })
      .lean();
    stop();

    const slowFind = lines().find(
      (l) => (l.store as { command?: string } | undefined)?.command === 'find',
    ) as { level: number; msg: string; store: Record<string, unknown> } | undefined;
    expect(slowFind).toBeDefined();
    expect(slowFind!.level).toBe(40);
    expect(slowFind!.store).toEqual(
      expect.objectContaining({
        collection: 'people_slow',
        filter: '{email:?,status:{$in:?}}',
        sort: '{createdAt:-1}',
        outcome: 'ok',
        ms: expect.any(Number),
      }),
    );
    expect(JSON.stringify(lines())).not.toContain('ann@example.com');

    expect(await slowCount(metrics, 'find', 'people_slow')).toBe(1);
    expect(await slowCount(metrics, 'insert', 'people_slow')).toBe(1);
    expect(await timedCount(metrics, 'find', 'people_slow')).toBe(1);
    // And /metrics shows it.
    expect(await metrics.registry.metrics()).toMatch(/store_slow_commands_total\{[^}]*command="find"/);
  });

  it('times every command but logs none below the threshold', async () => {
    const { logger, lines } = capturingLogger();
    const metrics = createMetrics('monitor-test');
    const stop = monitorStore(db.conn, { logger, metrics, slowMs: 60_000 });
    const Thing = db.conn.model('ThingFast', new Schema({ name: String }), 'things_fast');
    await Thing.create({ name: 'a' });
    await Thing.findOne({ name: 'a' }).lean();
    stop();

    expect(lines().filter((l) => l.store)).toEqual([]);
    expect(await timedCount(metrics, 'find', 'things_fast')).toBe(1);
    expect(await slowCount(metrics, 'find', 'things_fast')).toBe(0);
    expect(await slowCount(metrics, 'insert', 'things_fast')).toBe(0);
  });

  it('gives reads a default maxTimeMS and keeps one a query sets itself', async () => {
    const sent: Array<{ name: string; maxTimeMS: unknown }> = [];
    const client = db.conn.getClient();
    const listen = (e: { commandName: string; command: Record<string, unknown> }) => {
      if (['find', 'aggregate'].includes(e.commandName))
        sent.push({ name: e.commandName, maxTimeMS: e.command.maxTimeMS });
    };
    client.on('commandStarted', listen);
    const Item = db.conn.model('ItemDeadline', new Schema({ sku: String }), 'items_deadline');
    await Item.create({ sku: 'A-1' });
    await Item.findOne({ sku: 'A-1' }).lean();
    await Item.find({ sku: 'A-1' }).maxTimeMS(1234).lean();
    await Item.countDocuments({ sku: 'A-1' });
    client.off('commandStarted', listen);

    expect(sent).toEqual([
      { name: 'find', maxTimeMS: 5000 },
      { name: 'find', maxTimeMS: 1234 },
      { name: 'aggregate', maxTimeMS: 5000 },
    ]);
  });
});
