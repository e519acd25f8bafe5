import { commitmentChangedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import { saveCommitment } from '../use-cases/commitments';

/**
 * Committed quantities (round progress, buyers per round) from buyer's ledger: the highest `seq`
 * wins, so a copy seen again changes nothing and needs no inbox (every cart change sends one).
 */
export function commitmentHandlers(ctx: SupplierContext): EventHandler[] {
  return [on(commitmentChangedV1, ({ data }) => saveCommitment(ctx, data), { idempotent: true })];
}
