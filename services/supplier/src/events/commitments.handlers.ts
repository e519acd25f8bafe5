import { commitmentChangedV1 } from '@marketplace/contracts';
import { applyNewerVersion, on, type EventHandler } from '@marketplace/service-kit';
import type { SupplierModels } from '../data/models';

/**
 * Committed quantities from buyer's ledger. Each event carries the round product's total after a
 * ledger entry (`seq`); the highest seq wins, so out-of-order or repeated delivery changes nothing.
 * Per buyer, the same rule keeps "which buyers hold units of this round" for the dashboard.
 */
export function commitmentHandlers(models: SupplierModels): EventHandler[] {
  return [
    on(commitmentChangedV1, async ({ data }) => {
      const bySeq = { field: 'seq' };
      await applyNewerVersion(
        models.Commitment,
        data.roundProductId,
        data.seq,
        { roundId: data.roundId, seq: data.seq, totalCommitted: data.totalCommitted },
        bySeq,
      );
      await applyNewerVersion(
        models.BuyerCommitment,
        `${data.roundProductId}:${data.buyerId}`,
        data.seq,
        {
          roundId: data.roundId,
          roundProductId: data.roundProductId,
          buyerId: data.buyerId,
          seq: data.seq,
          qty: data.buyerCommitted,
        },
        bySeq,
      );
    }),
  ];
}
