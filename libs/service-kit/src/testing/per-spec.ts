import type { Connection } from 'mongoose';
import { dropTestDatabase, openStreamBench, testDatabase, type StreamBench } from './infra';

/**
 * A test harness for one spec file: `start` runs before its tests and the harness's `stop` after
 * them. The returned harness is filled in by the `beforeAll`, so read its fields inside tests only.
 */
export function harnessForFile<H extends { stop(): Promise<unknown> }>(start: () => Promise<H>): H {
  const h = {} as H;
  beforeAll(async () => {
    Object.assign(h, await start());
  });
  afterAll(async () => {
    await h.stop?.();
  });
  return h;
}

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

/** A stream bench of one test, and what the test started on it to stop when it ends. */
export interface BenchOfTest extends StreamBench {
  /** Stops `running` (a consumer the test started) after the test, before the bench closes. */
  stopAfterTest<T extends { stop(): Promise<unknown> }>(running: T): T;
}

/**
 * A stream bench for each test of a spec file: opened before each test and closed after it, once
 * what the test started on it is stopped (`stopAfterTest`, or `stopFirst` for what the spec
 * keeps itself). The holder is filled in by the `beforeEach`, so read its fields inside tests only.
 */
export function streamBenchPerTest(
  dbPrefix: string,
  options: { ensure?: boolean; stopFirst?: () => Promise<unknown> } = {},
): BenchOfTest {
  const started: Array<{ stop(): Promise<unknown> }> = [];
  const bench = {
    stopAfterTest: (running) => {
      started.push(running);
      return running;
    },
  } as BenchOfTest;
  beforeEach(async () => {
    Object.assign(bench, await openStreamBench(dbPrefix, { ensure: options.ensure }));
  });
  afterEach(async () => {
    await options.stopFirst?.();
    for (const running of started.splice(0)) await running.stop();
    await bench.close();
  });
  return bench;
}
