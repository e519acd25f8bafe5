import type { EventData, commitmentChangedV1 } from '@marketplace/contracts';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import type { SupplierContext } from '../context';

type CommitmentChange = EventData<typeof commitmentChangedV1>;

/**
 * Committed quantities from buyer's ledger. Each change carries the round product's total after a
 * ledger entry (`seq`); the highest seq wins, so out-of-order or repeated delivery changes nothing.
 * Per buyer, the same rule keeps "which buyers hold units of this round" for the dashboard.
 */
export async function saveCommitment(ctx: SupplierContext, change: CommitmentChange): Promise<void> {
  const bySeq = { field: 'seq' };
  await applyNewerVersion(
    ctx.commitments,
    change.roundProductId,
    change.seq,
    { roundId: change.roundId, seq: change.seq, totalCommitted: change.totalCommitted },
    bySeq,
  );
  await applyNewerVersion(
    ctx.buyerCommitments,
    `${change.roundProductId}:${change.buyerId}`,
    change.seq,
    {
      roundId: change.roundId,
      roundProductId: change.roundProductId,
      buyerId: change.buyerId,
      seq: change.seq,
      qty: change.buyerCommitted,
    },
    bySeq,
  );
}
