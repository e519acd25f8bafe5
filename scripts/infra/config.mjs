// Addresses, credentials and pinned versions of the local infrastructure, all from env
// (defaults are the table in docs/conventions.md).
import path from 'node:path';
import { dataDir } from '../lib/paths.mjs';

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
      // The debug HTTP server defaults to :8088 and would clash between checkouts; off unless asked for.
      debugAddr: env.FERRETDB_DEBUG_ADDR || '-',
      dataDir: path.join(dataDir, 'ferretdb'),
      stateDir: path.join(dataDir, 'ferretdb-state'),
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
