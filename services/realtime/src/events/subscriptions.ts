import {
  commitmentChangedV1,
  notificationCreatedV1,
  orderBookChangedV1,
  roundApprovedV1,
  roundClosedV1,
} from '@marketplace/contracts';
import { liveEvents, on, replayedEvents, type SubscriptionEntry } from '@marketplace/service-kit/messaging';
import type { RealtimeConfig } from '../config';
import type { OpenRounds } from '../domain/open-rounds';
import type { Gateway } from '../http/gateway';

/**
 * Everything the realtime gateway reads from NATS, in one place (the kit's startSubscriptions
 * starts it). It keeps nothing durable: each replica replays the supplier's round events into its
 * open rounds, and follows commitment changes and the notifications service's notifications with plain (core)
 * subscriptions — every replica sees the same publish and delivers to its own sockets, so scaling
 * out is adding replicas.
 * Nothing is acknowledged: a gateway that was down missed nothing it must replay, because clients
 * refetch after reconnecting.
 */
export function realtimeSubscriptions(
  config: RealtimeConfig,
  openRounds: OpenRounds,
  gateway: Pick<Gateway, 'deliver' | 'deliverOrdered' | 'deliverNotification'>,
): SubscriptionEntry[] {
  return [
    replayedEvents({
      producer: config.SUPPLIER_PRODUCER,
      handlers: [
        on(roundApprovedV1, async (e) => openRounds.apply(e.data.round.id, e.data.round.version, true)),
        on(roundClosedV1, async (e) => openRounds.apply(e.data.round.id, e.data.round.version, false)),
      ],
      onCaughtUp: () => openRounds.markCaughtUp(),
    }),
    liveEvents(
      commitmentChangedV1,
      ({ data: d }) =>
        gateway.deliver({
          roundId: d.roundId,
          roundProductId: d.roundProductId,
          totalCommitted: d.totalCommitted,
          buyerId: d.buyerId,
          seq: d.seq,
          changedAt: d.changedAt,
        }),
      { producer: config.BUYER_PRODUCER },
    ),
    liveEvents(
      orderBookChangedV1,
      ({ data: d }) =>
        gateway.deliverOrdered({
          roundId: d.roundId,
          seq: d.seq,
          ordered: d.ordered,
          ...(d.flex && { flex: d.flex }),
          ...(d.held && { held: d.held }),
          changedAt: d.changedAt,
        }),
      { producer: config.BUYER_PRODUCER },
    ),
    liveEvents(
      notificationCreatedV1,
      ({ data }) => gateway.deliverNotification(data.userId, data.notification),
      { producer: config.NOTIFICATIONS_PRODUCER },
    ),
  ];
}
