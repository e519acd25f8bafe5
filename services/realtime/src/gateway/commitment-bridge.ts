import type { NatsConnection, Subscription } from 'nats';
import { commitmentChangedV1 } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { QuantityChange } from './gateway';

/**
 * Follows `buyer.commitment.changed.v1` with a plain (core) NATS subscription: JetStream stores
 * the event and every gateway replica sees the same publish, each delivering to its own sockets,
 * so scaling out is adding replicas. Nothing is acknowledged: a gateway that was down missed
 * nothing it must replay, because clients refetch after reconnecting.
 */
export function bridgeCommitments(
  nc: NatsConnection,
  producer: string,
  deliver: (change: QuantityChange) => void,
  logger: Logger,
): Subscription {
  const subject = `${producer}.commitment.changed.v1`;
  return nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return logger.warn({ err: err.message }, 'commitment subscription error');
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        return logger.warn({ subject }, 'commitment event is not JSON; ignored');
      }
      const parsed = commitmentChangedV1.envelope.safeParse(body);
      if (!parsed.success)
        return logger.warn({ subject }, 'commitment event does not match its contract; ignored');
      const d = parsed.data.data;
      deliver({
        roundId: d.roundId,
        roundProductId: d.roundProductId,
        totalCommitted: d.totalCommitted,
        buyerId: d.buyerId,
        seq: d.seq,
        changedAt: d.changedAt,
      });
    },
  });
}
