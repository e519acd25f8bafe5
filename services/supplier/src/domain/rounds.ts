import { meanMoqProgress, moqProgress, roundMoney } from '@marketplace/domain';
import {
  DEFAULT_END_ACTION,
  LAST_CALL_HOURS_DEFAULT,
  type RoundStatus,
  type RoundSummary,
} from '@marketplace/contracts';
import type { RoundDoc, RoundProductDoc, RoundProductTerms } from '../data/round.model';

export type RoundAction = 'submit' | 'approve' | 'reject' | 'close';

/** Spec §4: the only status changes there are, and from where. */
const TRANSITIONS: Record<RoundAction, { from: RoundStatus; to: RoundStatus }> = {
  submit: { from: 'draft', to: 'pending_approval' },
  approve: { from: 'pending_approval', to: 'approved' },
  reject: { from: 'pending_approval', to: 'closed' },
  close: { from: 'approved', to: 'closed' },
};

/** The status after `action`, or a sentence saying why it cannot happen. */
export function nextStatus(
  action: RoundAction,
  current: RoundStatus,
): { ok: true; status: RoundStatus } | { ok: false; reason: string } {
  const t = TRANSITIONS[action];
  if (current === t.from) return { ok: true, status: t.to };
  return {
    ok: false,
    reason: `A round can be ${
      { submit: 'submitted', approve: 'approved', reject: 'rejected', close: 'closed' }[action]
    } only when it is ${t.from}; this one is ${current}`,
  };
}

export function toRoundSummary(doc: RoundDoc): RoundSummary {
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    currency: doc.currency,
    openAt: doc.openAt ? doc.openAt.toISOString() : null,
    closeAt: doc.closeAt ? doc.closeAt.toISOString() : null,
    status: doc.status,
    supplierId: doc.supplierId,
    supplierName: doc.supplierName,
    productCount: doc.products.length,
    createdAt: doc.createdAt.toISOString(),
    endAction: doc.endAction ?? DEFAULT_END_ACTION,
    extendDays: doc.extendDays ?? null,
    extended: doc.extended ?? false,
    freightCost: doc.freightCost ?? null,
    freightBasis: doc.freightBasis ?? 'gross_weight',
    lastCallHours: doc.lastCallHours ?? LAST_CALL_HOURS_DEFAULT,
    ...(doc.repeatOf && { repeatOf: doc.repeatOf }),
    ...(doc.seriesId && { seriesId: doc.seriesId }),
    version: doc.version,
  };
}

export interface ProductFigures {
  moq: number;
  committed: number;
  unitPrice: number;
}

/**
 * Round Performance cards (spec §2.5); committed is 0 for products nobody bought yet. The average
 * is the mean of the products' own progress, so the card agrees with the rows beneath it, a
 * released product counted at the progress its row shows.
 */
export function roundFigures(products: readonly ProductFigures[]) {
  const committedUnits = products.reduce((s, p) => s + p.committed, 0);
  const totalMoq = products.reduce((s, p) => s + p.moq, 0);
  return {
    committedUnits,
    totalMoq,
    averageProgress: meanMoqProgress(products),
    productsMeetingMoq: products.filter((p) => moqProgress(p.committed, p.moq) >= 100).length,
    revenue: roundMoney(products.reduce((s, p) => s + p.committed * p.unitPrice, 0)),
    potentialRevenue: roundMoney(products.reduce((s, p) => s + p.moq * p.unitPrice, 0)),
  };
}

/**
 * One set of figures per round for everyone: once approved, a round product's price
 * and per-unit measures are the approval snapshot's — what buyers saw and committed to, and what
 * the buyer service fills containers and shares freight with. The live catalogue may change
 * after approval (a CBM edited 0.5 → 0.9); reading it here gave the supplier another fill than
 * the buyers'. Drafts, and rounds approved before the snapshot was kept, read the catalogue.
 */
export function roundProductTerms(
  p: Pick<RoundProductDoc, 'atApproval'>,
  catalogue: Partial<RoundProductTerms> | null | undefined,
): RoundProductTerms {
  if (p.atApproval) return p.atApproval;
  return {
    unitPrice: catalogue?.unitPrice ?? 0,
    netWeightKg: catalogue?.netWeightKg ?? null,
    grossWeightKg: catalogue?.grossWeightKg ?? null,
    cbm: catalogue?.cbm ?? null,
  };
}
