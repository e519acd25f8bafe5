import type { NatsConnection, Subscription } from 'nats';
import { commitmentChangedV1 } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { CommittedView } from '../data/committed-view';

/**
 * Every replica listens (plain NATS, no durable state) to the commitment events all replicas
 * publish, so the committed figures it serves include the other replicas' writes. Nothing is
 * decided from this view: the ledger writer reads the ledger itself.
 */
export function followCommitments(nc: NatsConnection, view: CommittedView, logger: Logger): Subscription {
  return nc.subscribe(commitmentChangedV1.type, {
    callback: (err, msg) => {
      if (err) return logger.warn({ err: err.message }, 'commitment feed error');
      const parsed = commitmentChangedV1.envelope.safeParse(msg.json());
      if (!parsed.success) return;
      const { roundProductId, seq, totalCommitted } = parsed.data.data;
      view.apply(roundProductId, { seq, total: totalCommitted });
    },
  });
}
