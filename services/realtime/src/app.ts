import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '@marketplace/service-kit/core';
import { startSubscriptions, type RunningSubscriptions } from '@marketplace/service-kit/messaging';
import { documented, createServiceApp } from '@marketplace/service-kit/http';
import type { BuiltService, StatelessServiceDeps } from '@marketplace/service-kit/runtime';
import { allowedOrigins, type RealtimeConfig } from './config';
import { createMarkers } from './domain/markers';
import { OpenRounds } from './domain/open-rounds';
import { realtimeSubscriptions } from './events/subscriptions';
import { Gateway } from './http/gateway';
import { realtimeMetrics } from './http/realtime-metrics';

/**
 * The realtime gateway: websockets on /ws for round channels (spec §7) and each user's own
 * notification channel, fed by NATS. HTTP serves only /health, /ready and /metrics like
 * every service.
 */
export async function buildRealtime(
  deps: StatelessServiceDeps<RealtimeConfig>,
): Promise<BuiltService & { gateway: Gateway }> {
  const { config, logger } = deps;
  const openRounds = new OpenRounds();
  const gateway = new Gateway({
    verifier: deps.verifier,
    origins: allowedOrigins(config),
    openRounds,
    markerOf: createMarkers(config.MARKER_SECRET),
    limits: {
      heartbeatMs: config.HEARTBEAT_MS,
      maxBufferedBytes: config.MAX_BUFFERED_BYTES,
      maxSubscriptions: config.MAX_SUBSCRIPTIONS,
      maxFramesPerSecond: config.MAX_FRAMES_PER_SECOND,
    },
    metrics: realtimeMetrics(deps.metrics),
    logger,
  });
  let subscriptions: RunningSubscriptions | undefined;

  const app = createServiceApp(deps, {
    readiness: [
      {
        name: 'rounds',
        check: async () => {
          if (!openRounds.ready) throw new Error('still replaying round events');
        },
      },
    ],
    routes: (router) => {
      router.get(
        '/ws',
        documented(
          {
            summary: "A round's live channel: open as a websocket (a plain GET answers 426)",
            status: 101,
            noContent: true,
          },
          () => {
            throw new HttpProblem(
              426,
              ProblemCodes.validation,
              'Upgrade Required',
              'Open /ws as a websocket',
            );
          },
        ),
      );
    },
  });

  return {
    app,
    gateway,
    attach: (server) => server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head)),
    start: async () => {
      subscriptions = await startSubscriptions(deps, realtimeSubscriptions(config, openRounds, gateway));
      gateway.start();
    },
    beforeClose: () => gateway.close(),
    stop: async () => {
      await subscriptions?.stop();
    },
  };
}
