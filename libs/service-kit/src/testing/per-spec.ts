import type { Connection } from 'mongoose';
import { dropTestDatabase, openStreamBench, testDatabase, type StreamBench } from './infra';

/**
 * A database of the spec file's own on the real store: opened before its tests and dropped after
 * them. The holder is filled in by the `beforeAll`, so read `.conn` inside tests only.
 */
export function testDatabaseForFile(prefix: string): { conn: Connection } {
  const db = {} as { conn: Connection };
  beforeAll(async () => {
    db.conn = await testDatabase(prefix);
  });
  afterAll(async () => {
    await dropTestDatabase(db.conn);
  });
  return db;
}

/**
 * A stream bench for each test of a spec file: opened before each test and closed after it, once
 * `stopFirst` has stopped what the test started on it (its consumers, its subscriptions). The
 * holder is filled in by the `beforeEach`, so read its fields inside tests only.
 */
export function streamBenchPerTest(
  dbPrefix: string,
  options: { ensure?: boolean; stopFirst?: () => Promise<unknown> } = {},
): StreamBench {
  const bench = {} as StreamBench;
  beforeEach(async () => {
    Object.assign(bench, await openStreamBench(dbPrefix, { ensure: options.ensure }));
  });
  afterEach(async () => {
    await options.stopFirst?.();
    await bench.close();
  });
  return bench;
}
