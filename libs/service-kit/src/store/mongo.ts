import mongoose, { type Connection, type Schema } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../core/logger';

/**
 * Deadlines for every store call, so a stuck store turns into errors (and 503s) instead of
 * requests that hang. FerretDB on PostgreSQL has been seen to stop answering while still
 * accepting connections.
 */
export interface StoreDeadlines {
  /** How long a call waits for a reachable store before failing (store down → fast 503). */
  serverSelectionTimeoutMS: number;
  /** Longest a single round trip may take; the socket is dropped after that (store stuck). */
  socketTimeoutMS: number;
  /** Server-side limit (`maxTimeMS`) put on reads that do not set their own: find, aggregate, count. */
  queryTimeoutMS: number;
  /**
   * Longest a call queues for a pooled connection. Longer than the others: in a rush, commands
   * queue here by design (the pool is kept below FerretDB's own), and load beyond what queueing
   * absorbs is shed at the door (MAX_IN_FLIGHT) before any work, not failed halfway.
   */
  waitQueueTimeoutMS: number;
}

export const defaultStoreDeadlines: StoreDeadlines = {
  serverSelectionTimeoutMS: 3000,
  socketTimeoutMS: 10_000,
  queryTimeoutMS: 5000,
  waitQueueTimeoutMS: 15_000,
};

export interface MongoOptions {
  url: string;
  dbName: string;
  logger: Logger;
  attempts?: number;
  firstDelayMs?: number;
  deadlines?: Partial<StoreDeadlines>;
  /**
   * Most commands this process has in flight at once. FerretDB on PostgreSQL keeps a pool of 50
   * PostgreSQL connections and was seen to deadlock (accepting, never answering) when clients
   * pushed more concurrent commands than that; a bounded pool per service keeps well below it.
   */
  maxPoolSize?: number;
}

export const DEFAULT_MONGO_MAX_POOL_SIZE = 20;

/**
 * Gives every mongoose read without an explicit `maxTimeMS` the default one. FerretDB honours
 * it for find and aggregate (count goes through aggregate); writes are bounded by the socket
 * time-out instead, since FerretDB ignores maxTimeMS on them.
 */
export function queryDeadlinePlugin(maxTimeMS: number, bufferTimeoutMS: number) {
  return (schema: Schema) => {
    // A call made while the store is away waits no longer than a direct one would.
    if (schema.get('bufferTimeoutMS') === undefined) schema.set('bufferTimeoutMS', bufferTimeoutMS);
    schema.pre(
      ['find', 'findOne', 'countDocuments', 'distinct'],
      function setDeadline(this: mongoose.Query<unknown, unknown>) {
        if (this.getOptions().maxTimeMS === undefined) this.maxTimeMS(maxTimeMS);
      },
    );
    schema.pre('aggregate', function setDeadline(this: mongoose.Aggregate<unknown>) {
      if (this.options.maxTimeMS === undefined) this.option({ maxTimeMS });
    });
  };
}

/**
 * A dedicated connection (not mongoose's global one) so each service, and each test file, owns
 * its own database. Retries with back-off because in a fresh stack the database may start later
 * than the service. Commands are monitored (see `monitorStore`) and every call has a deadline.
 */
export async function connectMongo({
  url,
  dbName,
  logger,
  attempts = 10,
  firstDelayMs = 250,
  deadlines = {},
  maxPoolSize = DEFAULT_MONGO_MAX_POOL_SIZE,
}: MongoOptions): Promise<Connection> {
  const limits = { ...defaultStoreDeadlines, ...deadlines };
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    const conn = mongoose.createConnection(url, {
      dbName,
      serverSelectionTimeoutMS: limits.serverSelectionTimeoutMS,
      connectTimeoutMS: limits.serverSelectionTimeoutMS,
      socketTimeoutMS: limits.socketTimeoutMS,
      maxPoolSize,
      waitQueueTimeoutMS: limits.waitQueueTimeoutMS,
      // FerretDB v1 has no sessions/transactions; retryable writes would need them.
      retryWrites: false,
      // Slow-query logging and metrics listen to the driver's command events.
      monitorCommands: true,
      autoIndex: true,
      autoCreate: true,
    });
    conn.plugin(queryDeadlinePlugin(limits.queryTimeoutMS, limits.serverSelectionTimeoutMS));
    try {
      await conn.asPromise();
      logger.info({ dbName }, 'mongo connected');
      return conn;
    } catch (err) {
      await conn.close().catch(() => undefined);
      if (attempt >= attempts) throw err;
      logger.warn({ attempt, err: (err as Error).message }, 'mongo not reachable, retrying');
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

export async function pingMongo(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('mongo not connected');
  await conn.db.admin().command({ ping: 1 });
}

/** A fresh database name for one test file: no test sees another's data. */
export function testDatabaseName(prefix: string): string {
  return `t_${prefix.replace(/[^A-Za-z0-9]/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
}

/**
 * True for a duplicate-key failure: 11000 on insert; FerretDB reports 1 on update ("duplicate key"
 * on PostgreSQL, "UNIQUE constraint failed" on SQLite).
 */
export function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: number; message?: string };
  return (
    e?.code === 11000 || (e?.code === 1 && /duplicate key|UNIQUE constraint failed/i.test(e.message ?? ''))
  );
}

/**
 * Runs an insert whose unique key makes something happen once (a claim, a fact told once): true
 * when this write stored it, false when the key was taken already (another replica, a redelivery).
 */
export async function insertedFirst(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
