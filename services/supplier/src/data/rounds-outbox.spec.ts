import path from 'node:path';
import { runTsxScript, testInfra } from '@marketplace/service-kit/testing';
import { type Harness, supplierForFile } from '../test-harness';

jest.setTimeout(90_000);
/** The crash child creates a round and kills itself between the state write and the publish. */
const runCrashChild = (h: Harness) =>
  runTsxScript(path.join(__dirname, '../../test/round-crash-child.ts'), [
    testInfra.mongoUrl,
    h.conn.db!.databaseName,
    h.nats.url,
    h.config.PRODUCT_IMAGE_BUCKET,
  ]);

describe('round events survive a crash between the state write and the publish', () => {
  // The relay of this instance is not started until the child has died ("the restart").
  const h = supplierForFile('rounds_crash', { start: false });

  it('publishes the created event exactly once after the restart', async () => {
    const { signal, out } = await runCrashChild(h);
    expect(out).toContain('product 201');
    expect(out).toContain('written');
    expect(out).not.toContain('not killed');
    expect(signal).toBe('SIGKILL');

    const round = await h.conn.collection('rounds').findOne({ title: 'Crash round' });
    expect(round).toMatchObject({ status: 'draft' });
    const entry = await h.conn.collection('outbox').findOne({ 'target.id': round!._id });
    expect(entry?.status).toBe('pending');
    expect(await h.published()).toEqual([]);

    await h.service.start();
    await h.service.context.outbox.sweep();
    // A second relay pass over the same entry (as after another crash) must not duplicate it.
    await h.conn.collection('outbox').updateOne({ _id: entry!._id }, { $set: { status: 'pending' } });
    await h.service.context.outbox.sweep();
    const events = await h.published();
    expect(events.map((e) => [e.type, e.id])).toEqual([['supplier.round.created.v1', entry!._id]]);
    expect(events[0]!.data).toMatchObject({ id: round!._id, title: 'Crash round', status: 'draft' });
  });
});
