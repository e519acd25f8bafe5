import mongoose, { type Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { Logger } from './logger';

export interface MongoOptions {
  url: string;
  dbName: string;
  logger: Logger;
  attempts?: number;
  firstDelayMs?: number;
}

/**
 * A dedicated connection (not mongoose's global one) so each service, and each test file, owns
 * its own database. Retries with back-off because in a fresh stack the database may start later
 * than the service.
 */
export async function connectMongo({
  url,
  dbName,
  logger,
  attempts = 10,
  firstDelayMs = 250,
}: MongoOptions): Promise<Connection> {
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    const conn = mongoose.createConnection(url, {
      dbName,
      serverSelectionTimeoutMS: 3000,
      // FerretDB v1 has no sessions/transactions; retryable writes would need them.
      retryWrites: false,
      autoIndex: true,
      autoCreate: true,
    });
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
