// Addresses, credentials and pinned versions of the local infrastructure, all from env
// (defaults are the table in docs/conventions.md).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { dataDir, repoRoot } from '../lib/paths.mjs';
import { parsePostgresUrl } from '../lib/postgres.mjs';

export function pinnedVersions(env = process.env) {
  return {
    ferretdb: env.INFRA_FERRETDB_VERSION || 'v1.24.2',
    minio: env.INFRA_MINIO_VERSION || 'v0.0.0-20260212201848-7aac2a2c5b7c',
    // Only used when neither the machine nor apt can provide a nats-server.
    natsServer: env.INFRA_NATS_SERVER_VERSION || 'v2.10.27',
  };
}

/** host and port of the first host in a URL; mongodb URLs may list several and carry credentials. */
export function hostPort(url, defaultPort) {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/,?#]+)/i.exec(url.trim());
  if (!match) throw new Error(`cannot read host:port from ${JSON.stringify(url)}`);
  const authority = match[1];
  const ipv6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority);
  if (ipv6) return { host: ipv6[1], port: Number(ipv6[2] ?? defaultPort) };
  const [host, port] = authority.split(':');
  return { host, port: Number(port || defaultPort) };
}

/** We only ever start servers on loopback; anything else is someone else's to run. */
export function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function port(value, fallback, name) {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65535)
    throw new Error(`${name} must be a TCP port, got ${JSON.stringify(value)}`);
  return parsed;
}

/** FerretDB's storage backend: PostgreSQL unless someone asks for SQLite. */
export function ferretdbBackend(env = process.env) {
  const value = (env.INFRA_FERRETDB_BACKEND || 'postgresql').toLowerCase();
  if (['postgresql', 'postgres', 'pg'].includes(value)) return 'postgresql';
  if (value === 'sqlite') return 'sqlite';
  throw new Error(`INFRA_FERRETDB_BACKEND must be postgresql or sqlite, got ${JSON.stringify(value)}`);
}

/**
 * The PostgreSQL database this checkout's FerretDB keeps its data in: named after the checkout's
 * path (folder name for people, a hash of the full path for uniqueness), so /work/main and any
 * other clone on the same server never share data.
 */
export function checkoutDatabaseName(root = repoRoot) {
  const base = path
    .basename(root)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 24);
  const hash = createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 8);
  return `ferretdb_${base}_${hash}`;
}

export function infraConfig(env = process.env) {
  const mongo = hostPort(env.MONGO_URL || 'mongodb://127.0.0.1:27017', 27017);
  const nats = hostPort(env.NATS_URL || 'nats://127.0.0.1:4222', 4222);
  // MINIO_ENDPOINT is a bare host by convention; tolerate a URL anyway.
  const minioHost = (env.MINIO_ENDPOINT || '127.0.0.1').replace(/^[a-z]+:\/\//i, '').replace(/[:/].*$/, '');
  const versions = pinnedVersions(env);
  return {
    versions,
    ferretdb: {
      ...mongo,
      url: `mongodb://${mongo.host}:${mongo.port}`,
      backend: ferretdbBackend(env),
      // How long `ping` may take before FerretDB counts as hung (accepting, not answering).
      pingTimeoutMs: port(env.INFRA_FERRETDB_PING_MS, 2000, 'INFRA_FERRETDB_PING_MS'),
      // The debug HTTP server defaults to :8088 and would clash between checkouts; off unless asked for.
      debugAddr: env.FERRETDB_DEBUG_ADDR || '-',
      dataDir: path.join(dataDir, 'ferretdb'),
      stateDir: path.join(dataDir, 'ferretdb-state'),
    },
    postgres: {
      // The server to use when it answers (these machines run one, trust auth on loopback).
      server: parsePostgresUrl(env.INFRA_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/'),
      // FerretDB's database on it: the URL's path when given, else one per checkout.
      database:
        env.INFRA_POSTGRES_DATABASE ||
        parsePostgresUrl(env.INFRA_POSTGRES_URL || 'postgres://127.0.0.1/').database ||
        checkoutDatabaseName(),
      // Where none answers: a private cluster under .data/ on a port of its own.
      privateServer: {
        host: '127.0.0.1',
        port: port(env.INFRA_POSTGRES_PRIVATE_PORT, 54329, 'INFRA_POSTGRES_PRIVATE_PORT'),
        user: 'postgres',
        password: '',
        database: '',
      },
      dataDir: path.join(dataDir, 'postgres'),
    },
    minio: {
      host: minioHost,
      port: port(env.MINIO_PORT, 9000, 'MINIO_PORT'),
      consolePort: port(env.MINIO_CONSOLE_PORT, 9001, 'MINIO_CONSOLE_PORT'),
      accessKey: env.MINIO_ACCESS_KEY || 'minioadmin',
      secretKey: env.MINIO_SECRET_KEY || 'minioadmin',
      dataDir: path.join(dataDir, 'minio'),
    },
    nats: {
      ...nats,
      url: `nats://${nats.host}:${nats.port}`,
      dataDir: path.join(dataDir, 'nats'),
    },
  };
}
