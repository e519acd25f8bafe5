import type { Connection } from 'mongoose';
import { dropTestDatabase, testDatabase } from './infra';

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
