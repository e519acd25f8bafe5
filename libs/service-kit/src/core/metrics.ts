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
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route template',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    outboxPublished: counter(
      'outbox_events_published_total',
      'Events the outbox relay published to JetStream',
      ['type'],
    ),
    outboxPending: new client.Gauge({
      name: 'outbox_events_pending',
      help: 'Events recorded but not yet published (last relay sweep)',
      registers: [registry],
    }),
    consumerHandled: counter('events_consumed_total', 'Events handled by durable consumers, by outcome', [
      'durable',
      'outcome',
    ]),
    storeCommandDuration: new client.Histogram({
      name: 'store_command_duration_seconds',
      help: 'Store (MongoDB wire protocol) command round trips, by command and collection',
      labelNames: ['command', 'collection', 'outcome'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    storeSlowCommands: counter(
      'store_slow_commands_total',
      'Store commands slower than the slow-query threshold (SLOW_QUERY_MS)',
      ['command', 'collection'],
    ),
    requestsShed: counter(
      'http_requests_shed_total',
      'Requests answered 503 + Retry-After before any work (MAX_IN_FLIGHT reached)',
    ),
  };
}
