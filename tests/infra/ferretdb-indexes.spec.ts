import mongoose, { type Connection } from 'mongoose';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface PgResult {
  ok: boolean;
  rows: Array<Array<string | null>>;
  error?: string;
}

/**
 * Runs SQL in the PostgreSQL database where FerretDB keeps MongoDB database `schema`, with the
 * infra scripts' own client. They are ES modules with Node built-ins only (they run before npm
 * ci), which jest cannot import: a child Node does. The database is looked up, not derived from
 * this checkout: a FerretDB that another checkout started (and this one reuses) stores in that
 * checkout's database. `sql: null` returns the infra configuration only.
 */
function infraScript(
  sql: string | null,
  schema = '',
): { result: PgResult; mongoUrl: string; backend: string; database: string | null } {
  const program = `
    import { infraConfig } from './scripts/infra/config.mjs';
    import { pgQuery } from './scripts/lib/postgres.mjs';
    const config = infraConfig();
    const { SQL: sql, SCHEMA: schema } = process.env;
    const server = config.postgres.server;
    let database = null;
    let result = { ok: true, rows: [] };
    if (sql) {
      const listed = await pgQuery({ ...server, database: 'postgres' },
        "SELECT datname FROM pg_database WHERE datname LIKE 'ferretdb%' ORDER BY datname", 10000);
      for (const [name] of listed.rows) {
        const found = await pgQuery({ ...server, database: name },
          "SELECT 1 FROM pg_namespace WHERE nspname = '" + schema.replace(/'/g, "''") + "'", 10000);
        if (found.rows.length) database = name;
      }
      result = database
        ? await pgQuery({ ...server, database }, sql, 60000)
        : { ok: false, rows: [], error: 'no PostgreSQL database holds schema ' + schema };
    }
    console.log(JSON.stringify({ result, database, mongoUrl: config.ferretdb.url, backend: config.ferretdb.backend }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    env: { ...process.env, SQL: sql ?? '', SCHEMA: schema },
    encoding: 'utf8',
    timeout: 90_000,
  });
  if (run.status !== 0) throw new Error(`infra script failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const DOCS = 5000;

/**
 * FerretDB on PostgreSQL sends each filter as `WHERE _jsonb->$1 @> $2` from a cached prepared
 * statement. `infra:up` gives its B-tree indexes GIN companions and makes the database plan with
 * the actual key, so such a read uses an index instead of scanning the table: checked here on
 * FerretDB's own statement shape, executed more times than PostgreSQL needs to settle on a
 * generic plan (5), in a session configured as FerretDB's are.
 */
describe('FerretDB filters on PostgreSQL use indexes', () => {
  let conn: Connection;
  const config = infraScript(null);
  const dbName = `t_gin_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    conn = await mongoose.createConnection(config.mongoUrl, { dbName }).asPromise();
  });

  afterAll(async () => {
    await conn.dropDatabase();
    await conn.close();
  });

  it('gives every index FerretDB creates a GIN companion that a filter by its leading field uses', async () => {
    expect(config.backend).toBe('postgresql');
    const carts = conn.collection<{ _id: string; openKey: string; buyerId: string }>('carts');
    await carts.createIndex({ openKey: 1 }, { unique: true });
    await carts.createIndex({ buyerId: 1, status: 1 });
    await carts.insertMany(
      Array.from({ length: DOCS }, (_, i) => ({ _id: `c${i}`, openKey: `k${i}`, buyerId: `b${i % 100}` })),
    );

    const { result: indexes } = infraScript(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = '${dbName}' AND tablename LIKE 'carts%'`,
      dbName,
    );
    expect(indexes.error).toBeUndefined();
    const gin = indexes.rows.map((r) => r[1]!).filter((d) => / USING gin /.test(d));
    expect(gin.map((d) => /_jsonb -> '(\w+)'/.exec(d)![1]).sort()).toEqual(['_id', 'buyerId', 'openKey']);
    const table = indexes.rows[0]![0]!;

    const explainTimes = (key: string, value: string, times: number) =>
      Array.from(
        { length: times },
        () => `EXPLAIN (COSTS OFF) EXECUTE ferret('${key}', '${JSON.stringify(value)}');`,
      ).join('\n');
    const { result: plans } = infraScript(
      `PREPARE ferret(text, jsonb) AS SELECT _jsonb FROM "${dbName}"."${table}" WHERE _jsonb->$1 @> $2;
       ${explainTimes('_id', 'c42', 7)}
       ${explainTimes('openKey', 'k42', 7)}
       ${explainTimes('buyerId', 'b7', 7)}`,
      dbName,
    );
    expect(plans.error).toBeUndefined();
    const lines = plans.rows.map((r) => r[0]!);
    expect(lines.filter((l) => /Seq Scan/.test(l))).toEqual([]);
    expect(lines.filter((l) => /Bitmap Index Scan on \S+_gin/.test(l))).toHaveLength(21);

    // And FerretDB answers through them: the documents read back are the right ones.
    expect(await carts.findOne({ openKey: 'k42' })).toMatchObject({ _id: 'c42' });
    expect(await carts.countDocuments({ buyerId: 'b7' })).toBe(DOCS / 100);
  });
});
