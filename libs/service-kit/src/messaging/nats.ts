import { connect, RetentionPolicy, StorageType, type NatsConnection, type JetStreamManager } from 'nats';
import { streamFor } from '@marketplace/contracts';
import type { Logger } from '../core/logger';

/** Reconnects forever: a NATS restart must not take the service down, only make it not-ready. */
export async function connectNats(
  url: string,
  name: string,
  logger: Logger,
  attempts = 10,
): Promise<NatsConnection> {
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      const nc = await connect({
        servers: url,
        name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        pingInterval: 5000,
      });
      (async () => {
        for await (const s of nc.status()) {
          // Keep-alive pings are routine; connection changes are worth an operator's attention.
          if (s.type === 'pingTimer') continue;
          logger.info({ type: s.type, data: s.data }, 'nats status');
        }
      })().catch(() => undefined);
      logger.info({ url }, 'nats connected');
      return nc;
    } catch (err) {
      if (attempt >= attempts) throw err;
      logger.warn({ attempt, err: (err as Error).message }, 'nats not reachable, retrying');
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

/** Ready means a PING/PONG round trip completes now, not merely "a socket object exists". */
export async function pingNats(nc: NatsConnection): Promise<void> {
  if (nc.isClosed()) throw new Error('nats connection closed');
  await nc.flush();
}

const ensured = new WeakMap<NatsConnection, Set<string>>();
const replicasFor = new WeakMap<NatsConnection, number>();

/**
 * How many JetStream replicas the streams created over `nc` get (NATS_STREAM_REPLICAS; runService
 * sets it). A clustered deployment uses 3 so a stream survives the loss of one server.
 */
export function setStreamReplicas(nc: NatsConnection, replicas: number): void {
  replicasFor.set(nc, replicas);
}

/**
 * Creates the producer's stream if missing. The 2-minute duplicate window is what turns the
 * relay's re-publishing (msgID = event id) into exactly-once storage.
 */
export async function ensureStream(nc: NatsConnection, producer: string): Promise<string> {
  const { name, subjects } = streamFor(producer);
  const seen = ensured.get(nc) ?? new Set<string>();
  if (seen.has(name)) return name;
  const jsm: JetStreamManager = await nc.jetstreamManager();
  const replicas = replicasFor.get(nc) ?? 1;
  const existing = await jsm.streams.info(name).then(
    (info) => info.config,
    () => null,
  );
  if (existing) {
    // A stream made before the cluster grew keeps its replica count until raised here.
    if (existing.num_replicas < replicas)
      await jsm.streams.update(name, { ...existing, num_replicas: replicas });
  } else {
    try {
      await jsm.streams.add({
        name,
        subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        duplicate_window: 120_000_000_000,
        max_age: 7 * 24 * 3600 * 1_000_000_000,
        num_replicas: replicas,
      });
    } catch (err) {
      // Another instance may have created it between our info and add.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
  seen.add(name);
  ensured.set(nc, seen);
  return name;
}
