// Just enough of PostgreSQL's frontend/backend protocol (v3) to probe a server and run one simple
// query (health check, CREATE DATABASE), without client libraries: the infra scripts run on a
// fresh clone before `npm ci`. Authentication: trust, cleartext and md5; SCRAM is reported.
import { createHash } from 'node:crypto';
import net from 'node:net';

/** postgres://user[:password]@host[:port][/database] → its parts (database '' when absent). */
export function parsePostgresUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not a PostgreSQL URL: ${JSON.stringify(url)}`);
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol))
    throw new Error(`not a PostgreSQL URL (postgres://…): ${JSON.stringify(url)}`);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username || 'postgres'),
    password: decodeURIComponent(parsed.password || ''),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

/** The URL FerretDB gets: same server and credentials, the given database. */
export function postgresUrlFor(server, database) {
  const auth = `${encodeURIComponent(server.user)}${server.password ? `:${encodeURIComponent(server.password)}` : ''}`;
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return `postgres://${auth}@${host}:${server.port}/${encodeURIComponent(database)}`;
}

/** The same URL with the password masked, for logs and status lines. */
export function redactPostgresUrl(url) {
  return url.replace(/(\/\/[^:/@]+):[^@/]*@/, '$1:***@');
}

function message(type, body) {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const cstr = (s) => Buffer.from(`${s}\0`, 'utf8');

function startupMessage(user, database) {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]), // protocol 3.0
    cstr('user'),
    cstr(user),
    cstr('database'),
    cstr(database),
    cstr('application_name'),
    cstr('marketplace-infra'),
    Buffer.from([0]),
  ]);
  const len = Buffer.alloc(4);
  len.writeInt32BE(body.length + 4);
  return Buffer.concat([len, body]);
}

function errorFields(body) {
  const fields = {};
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const code = String.fromCharCode(body[at]);
    const end = body.indexOf(0, at + 1);
    fields[code] = body.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return { code: fields.C, message: fields.M ?? 'unknown error' };
}

function md5Password(user, password, salt) {
  const inner = createHash('md5')
    .update(password + user)
    .digest('hex');
  return `md5${createHash('md5')
    .update(Buffer.concat([Buffer.from(inner), salt]))
    .digest('hex')}`;
}

/**
 * Connects, authenticates, runs `sql` (one statement, simple query protocol) and disconnects.
 * Always settles within timeoutMs. Resolves `{ok, listening, rows, error, code}`: `rows` are
 * arrays of text values; `code` is the SQLSTATE of a server error; `listening` tells "nothing
 * there" from "something answered".
 */
export function pgQuery(server, sql, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: server.host, port: server.port });
    let settled = false;
    let connected = false;
    let buffer = Buffer.alloc(0);
    let queried = false;
    let failure = null;
    const rows = [];
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (connected && !socket.destroyed) socket.end(message('X', Buffer.alloc(0)));
      socket.destroy();
      resolve({ listening: connected, rows, ...result });
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: `no answer within ${timeoutMs}ms` }),
      timeoutMs,
    );
    socket.on('error', (error) => finish({ ok: false, error: error.code ?? error.message }));
    socket.on('close', () => finish({ ok: false, error: 'connection closed' }));
    socket.on('connect', () => {
      connected = true;
      socket.write(startupMessage(server.user, server.database || server.user));
    });
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 5) {
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) return;
        const body = buffer.subarray(5, length + 1);
        buffer = buffer.subarray(length + 1);
        if (type === 'R') {
          const kind = body.readInt32BE(0);
          if (kind === 0) continue; // AuthenticationOk
          if (kind === 3) socket.write(message('p', cstr(server.password)));
          else if (kind === 5)
            socket.write(message('p', cstr(md5Password(server.user, server.password, body.subarray(4, 8)))));
          else
            finish({
              ok: false,
              listening: true,
              error: `PostgreSQL asks for an authentication method these scripts do not speak (${kind === 10 ? 'SCRAM' : kind}); allow trust or md5 for this user, or create the database yourself`,
            });
        } else if (type === 'E') {
          failure = errorFields(body);
          if (!queried) finish({ ok: false, listening: true, error: failure.message, code: failure.code });
        } else if (type === 'D') {
          const count = body.readInt16BE(0);
          const row = [];
          let at = 2;
          for (let i = 0; i < count; i += 1) {
            const len = body.readInt32BE(at);
            at += 4;
            row.push(len < 0 ? null : body.toString('utf8', at, at + len));
            if (len > 0) at += len;
          }
          rows.push(row);
        } else if (type === 'Z') {
          if (!queried) {
            queried = true;
            socket.write(message('Q', cstr(sql)));
          } else if (failure) {
            finish({ ok: false, listening: true, error: failure.message, code: failure.code });
          } else {
            finish({ ok: true, listening: true });
          }
        }
        // S (parameter status), K (key data), T (row description), C (command complete), N
        // (notice): nothing to do.
      }
    });
  });
}

/** A real round trip (`SELECT 1`), so a server that accepts but cannot answer is not healthy. */
export async function pgPing(server, timeoutMs = 2000) {
  const result = await pgQuery({ ...server, database: server.database || 'postgres' }, 'SELECT 1', timeoutMs);
  return result.ok ? { ok: true, listening: true } : result;
}

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates `database` on the server unless it exists. Resolves true when it had to create it. */
export async function ensurePostgresDatabase(server, database, timeoutMs = 15_000) {
  const admin = { ...server, database: 'postgres' };
  const literal = `'${database.replace(/'/g, "''")}'`;
  const found = await pgQuery(admin, `SELECT 1 FROM pg_database WHERE datname = ${literal}`, timeoutMs);
  if (!found.ok) throw new Error(`PostgreSQL: cannot list databases (${found.error})`);
  if (found.rows.length) return false;
  const created = await pgQuery(admin, `CREATE DATABASE ${quoteIdent(database)}`, timeoutMs);
  // 42P04: another process created it between our look and our create.
  if (!created.ok && created.code !== '42P04')
    throw new Error(`PostgreSQL: cannot create database ${database} (${created.error})`);
  return created.ok;
}

/** Drops `database` (FORCE: FerretDB may still hold connections). */
export async function dropPostgresDatabase(server, database, timeoutMs = 30_000) {
  const admin = { ...server, database: 'postgres' };
  const dropped = await pgQuery(
    admin,
    `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`,
    timeoutMs,
  );
  if (!dropped.ok) throw new Error(`PostgreSQL: cannot drop database ${database} (${dropped.error})`);
}

/**
 * Settings FerretDB's database gets on every `up` (they apply to new sessions):
 * - parallel query off: on a busy 2-core machine starting a parallel worker for each of FerretDB's
 *   small reads cost more than the read (measured with tests/load/storage-probe.mjs: point read by
 *   _id in 20,000 127 → 20 ms, 20 of 20,000 by roundId 145 → 34 ms);
 * - custom plans: FerretDB's cached statements filter by `_jsonb->$1 @> $2`; planned with the
 *   actual key they can use the GIN companions of scripts/infra/ferretdb-indexes.mjs, a generic
 *   plan matches no index.
 * Resolves null when done, else why not (e.g. the user may not alter the database).
 */
export async function tunePostgresDatabase(server, database, timeoutMs = 10_000) {
  const admin = { ...server, database: 'postgres' };
  const tuned = await pgQuery(
    admin,
    `ALTER DATABASE ${quoteIdent(database)} SET max_parallel_workers_per_gather = 0;
     ALTER DATABASE ${quoteIdent(database)} SET plan_cache_mode = force_custom_plan`,
    timeoutMs,
  );
  return tuned.ok ? null : tuned.error;
}
