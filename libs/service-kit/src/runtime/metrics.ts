import client, { Registry } from 'prom-client';

/** The service's Prometheus registry and the meters the kit's HTTP, store and messaging code update. */
export interface Metrics {
  registry: Registry;
  httpDuration: client.Histogram<'method' | 'route' | 'status'>;
  outboxPublished: client.Counter<'type'>;
  outboxPending: client.Gauge;
  consumerHandled: client.Counter<'durable' | 'outcome'>;
  /** Every store command's time, by command and collection (see monitorStore). */
  storeCommandDuration: client.Histogram<'command' | 'collection' | 'outcome'>;
  /** Store commands slower than SLOW_QUERY_MS: a scan or a sort shows itself here. */
  storeSlowCommands: client.Counter<'command' | 'collection'>;
  /** Requests refused with 503 before any work because too many were in progress (shedLoad). */
  requestsShed: client.Counter;
}

/** One registry per app instance, so tests can build many apps in one process. */
export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route template',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    outboxPublished: new client.Counter({
      name: 'outbox_events_published_total',
      help: 'Events the outbox relay published to JetStream',
      labelNames: ['type'],
      registers: [registry],
    }),
    outboxPending: new client.Gauge({
      name: 'outbox_events_pending',
      help: 'Events recorded but not yet published (last relay sweep)',
      registers: [registry],
    }),
    consumerHandled: new client.Counter({
      name: 'events_consumed_total',
      help: 'Events handled by durable consumers, by outcome',
      labelNames: ['durable', 'outcome'],
      registers: [registry],
    }),
    storeCommandDuration: new client.Histogram({
      name: 'store_command_duration_seconds',
      help: 'Store (MongoDB wire protocol) command round trips, by command and collection',
      labelNames: ['command', 'collection', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    storeSlowCommands: new client.Counter({
      name: 'store_slow_commands_total',
      help: 'Store commands slower than the slow-query threshold (SLOW_QUERY_MS)',
      labelNames: ['command', 'collection'],
      registers: [registry],
    }),
    requestsShed: new client.Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 + Retry-After before any work (MAX_IN_FLIGHT reached)',
      registers: [registry],
    }),
  };
}
