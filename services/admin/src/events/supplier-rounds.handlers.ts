import {
  roundApprovedV1,
  roundClosedV1,
  roundCreatedV1,
  roundExtendedV1,
  roundSubmittedV1,
  type RoundProductOutcome,
  type RoundSummary,
} from '@marketplace/contracts';
import { outcomeCounts } from '@marketplace/domain';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { RoundRowDoc, RoundRowModel } from '../data/moderation.model';

const date = (iso: string | null) => (iso ? new Date(iso) : null);

export function roundRow(round: RoundSummary, outcomes?: readonly RoundProductOutcome[]): RoundRowDoc {
  return {
    _id: round.id,
    title: round.title,
    description: round.description,
    currency: round.currency,
    status: round.status,
    supplierId: round.supplierId,
    supplierName: round.supplierName,
    productCount: round.productCount,
    openAt: date(round.openAt),
    closeAt: date(round.closeAt),
    createdAt: new Date(round.createdAt),
    endAction: round.endAction ?? null,
    outcome: outcomeCounts(outcomes),
    version: round.version,
  };
}

/**
 * Keeps the rounds read model. This consumer is the only writer of `rounds` besides the status a
 * decision sets at once (which the event then confirms), so a read followed by a replace is safe;
 * the version guard makes late, repeated or out-of-order events harmless.
 */
export function supplierRoundHandlers(rounds: RoundRowModel): EventHandler[] {
  async function apply(round: RoundSummary, outcomes?: readonly RoundProductOutcome[]) {
    await applyNewerVersion(rounds, round.id, round.version, roundRow(round, outcomes));
  }
  return [
    on(roundCreatedV1, (e) => apply(e.data)),
    on(roundSubmittedV1, (e) => apply(e.data)),
    on(roundApprovedV1, (e) => apply(e.data.round)),
    on(roundExtendedV1, (e) => apply(e.data.round)),
    on(roundClosedV1, (e) => apply(e.data.round, e.data.outcomes)),
  ];
}
