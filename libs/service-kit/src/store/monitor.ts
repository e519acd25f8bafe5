import type { Connection } from 'mongoose';
import type { Logger } from '../core/logger';
import type { Metrics } from '../core/metrics';
import { currentRequestCost, type RequestCost } from '../core/request-cost';

export interface StoreMonitorOptions {
  logger: Logger;
  metrics?: Metrics;
  /** Commands at least this slow are logged (warn) and counted; SLOW_QUERY_MS, default 100. */
  slowMs?: number;
}

export const DEFAULT_SLOW_QUERY_MS = 100;

// Commands worth watching: what services send for reads and writes. Handshakes, heartbeats,
// index builds and admin commands are left out.
const WATCHED = new Set([
  'find',
  'aggregate',
  'count',
  'distinct',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'getMore',
]);

type Doc = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Doc =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The shape of a filter: its keys and operators, never its values (they may be personal data).
 * `{email: 'a@b', status: {$in: [...]}}` → `{email:?, status:{$in:?}}`. Sub-documents that are
 * compared whole (no operators inside) still show their keys, since those decide index use.
 */
export function filterShape(filter: unknown, depth = 0): string {
  if (Array.isArray(filter)) {
    // $and/$or/$nor: the shapes of their clauses.
    return `[${filter.map((f) => filterShape(f, depth + 1)).join(',')}]`;
  }
  if (!isPlainObject(filter)) return '?';
  if (depth > 4) return '{…}';
  const parts = Object.entries(filter).map(([key, value]) => {
    if (Array.isArray(value) && ['$and', '$or', '$nor'].includes(key))
      return `${key}:${filterShape(value, depth + 1)}`;
    return `${key}:${isPlainObject(value) ? filterShape(value, depth + 1) : '?'}`;
  });
  return `{${parts.join(',')}}`;
}

/** Sort specs hold field names and directions only: safe to log as they are. */
function sortShape(sort: unknown): string | undefined {
  // The driver hands sorts over as a Map (key order matters); other callers as objects.
  const entries =
    sort instanceof Map ? [...sort.entries()] : isPlainObject(sort) ? Object.entries(sort) : null;
  if (!entries?.length) return undefined;
  return `{${entries
    .map(([k, v]) => `${k}:${typeof v === 'number' || typeof v === 'string' ? v : '?'}`)
    .join(',')}}`;
}

interface Started {
  command: string;
  collection: string;
  filter: string;
  sort?: string;
}

/** What a command reads by: its collection, filter shape and sort. */
export function describeCommand(name: string, command: Doc): Started {
  const collection = String(command[name] ?? '?');
  let filter: unknown;
  let sort: unknown;
  switch (name) {
    case 'find':
      filter = command.filter;
      sort = command.sort;
      break;
    case 'aggregate': {
      const pipeline = Array.isArray(command.pipeline) ? (command.pipeline as Doc[]) : [];
      filter = pipeline.find((stage) => isPlainObject(stage) && '$match' in stage)?.$match;
      sort = pipeline.find((stage) => isPlainObject(stage) && '$sort' in stage)?.$sort;
      break;
    }
    case 'count':
    case 'distinct':
    case 'findAndModify':
      filter = command.query;
      sort = command.sort;
      break;
    case 'update':
      filter = (command.updates as Doc[] | undefined)?.[0]?.q;
      break;
    case 'delete':
      filter = (command.deletes as Doc[] | undefined)?.[0]?.q;
      break;
    case 'getMore':
      return { command: name, collection: String(command.collection ?? '?'), filter: '-' };
    default:
      break;
  }
  return {
    command: name,
    collection,
    filter: filter === undefined ? '{}' : filterShape(filter),
    ...(sortShape(sort) ? { sort: sortShape(sort) } : {}),
  };
}

interface CommandEvent {
  requestId: number;
  commandName: string;
  duration?: number;
  command?: Doc;
  failure?: Error;
}

/**
 * Times every store command of a connection (driver command monitoring, enabled by
 * connectMongo): all go into `store_command_duration_seconds`; those slower than `slowMs` are
 * logged with collection, filter shape and time, and counted in `store_slow_commands_total`,
 * so a collection scan or an unbounded sort shows itself in development. Returns a stop function.
 */
export function monitorStore(conn: Connection, opts: StoreMonitorOptions): () => void {
  const slowMs = opts.slowMs ?? DEFAULT_SLOW_QUERY_MS;
  const client = conn.getClient();
  // The command itself is kept while it runs and described (filter and sort shapes) only when it
  // turns out slow: describing every command cost more CPU than the rest of the monitoring.
  const inFlight = new Map<number, { name: string; collection: string; command: Doc; cost?: RequestCost }>();

  const onStarted = (event: CommandEvent) => {
    if (!WATCHED.has(event.commandName) || !event.command) return;
    // Emitted in the async context of the call that sent the command: the request it serves.
    const cost = currentRequestCost();
    if (cost) cost.storeCommands += 1;
    const name = event.commandName;
    const collection = String((name === 'getMore' ? event.command.collection : event.command[name]) ?? '?');
    inFlight.set(event.requestId, { name, collection, command: event.command, cost });
  };
  const onEnded = (outcome: 'ok' | 'error') => (event: CommandEvent) => {
    const found = inFlight.get(event.requestId);
    if (!found) return;
    inFlight.delete(event.requestId);
    const { cost, name, collection } = found;
    const ms = Math.round((event.duration ?? 0) * 10) / 10;
    if (cost) cost.storeMs += ms;
    opts.metrics?.storeCommandDuration.observe({ command: name, collection, outcome }, ms / 1000);
    if (ms < slowMs) return;
    opts.metrics?.storeSlowCommands.inc({ command: name, collection });
    const started = describeCommand(name, found.command);
    opts.logger.warn(
      { store: { ...started, ms, outcome, ...(event.failure ? { error: event.failure.message } : {}) } },
      `slow store ${started.command} on ${started.collection}: ${ms} ms`,
    );
  };
  const succeeded = onEnded('ok');
  const failed = onEnded('error');
  client.on('commandStarted', onStarted);
  client.on('commandSucceeded', succeeded);
  client.on('commandFailed', failed);
  return () => {
    client.off('commandStarted', onStarted);
    client.off('commandSucceeded', succeeded);
    client.off('commandFailed', failed);
    inFlight.clear();
  };
}
