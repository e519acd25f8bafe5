import { isNewerVersion } from '@marketplace/service-kit/store';
import type { LedgerHead } from '../domain/commitment-batch';

/**
 * What every read shows as a round product's committed quantity: the newest ledger head this
 * replica knows, from its own writes and from every replica's `buyer.commitment.changed.v1`
 * (see events/commitment-feed.ts). A lower sequence never overwrites a higher one.
 */
export class CommittedView {
  private readonly heads = new Map<string, LedgerHead>();

  apply(roundProductId: string, head: LedgerHead): void {
    const known = this.heads.get(roundProductId);
    if (isNewerVersion(known?.seq, head.seq)) this.heads.set(roundProductId, head);
  }

  /** The round products this replica knows a head of (hints at start, writes, others' events). */
  productIds(): string[] {
    return [...this.heads.keys()];
  }

  get(roundProductId: string): LedgerHead {
    return this.heads.get(roundProductId) ?? { seq: 0, total: 0 };
  }
}
