import client from 'prom-client';
import type { Metrics } from '@marketplace/service-kit/core';

export interface RealtimeMetrics {
  connections: client.Gauge;
  subscriptions: client.Gauge;
  deliveries: client.Counter;
  drops: client.Counter<'reason'>;
  refused: client.Counter<'reason'>;
}

/** The gateway's own figures, on the service's /metrics next to the standard ones. */
export function realtimeMetrics(metrics: Metrics): RealtimeMetrics {
  const registers = [metrics.registry];
  return {
    connections: new client.Gauge({ name: 'ws_connections', help: 'Open websockets', registers }),
    subscriptions: new client.Gauge({
      name: 'ws_subscriptions',
      help: 'Channel subscriptions over all sockets',
      registers,
    }),
    deliveries: new client.Counter({
      name: 'ws_deliveries_total',
      help: 'Broadcast and notification frames handed to sockets',
      registers,
    }),
    drops: new client.Counter({
      name: 'ws_drops_total',
      help: 'Sockets the gateway closed, by reason (dead, slow, abuse, session_ended)',
      labelNames: ['reason'],
      registers,
    }),
    refused: new client.Counter({
      name: 'ws_upgrades_refused_total',
      help: 'Upgrade requests refused before the handshake, by reason',
      labelNames: ['reason'],
      registers,
    }),
  };
}
