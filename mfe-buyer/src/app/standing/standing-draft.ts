import type { StandingOrder, StandingOrderInput } from '@marketplace/contracts';
import {
  QTY_MAX,
  STANDING_PRICE_RISE_DEFAULT_PCT as PRICE_RISE_DEFAULT_PCT,
  STANDING_PRICE_RISE_MAX_PCT as PRICE_RISE_MAX_PCT,
} from '@marketplace/contracts/constants';

export { PRICE_RISE_DEFAULT_PCT, PRICE_RISE_MAX_PCT };

/** The dialog's fields as typed; null is an empty field. */
export interface StandingDraft {
  /** Whose: the caller's own id, or a member of the approver's team. */
  buyerId: string;
  qty: number | null;
  flex: number | null;
  priceRiseLimitPct: number | null;
}

export type StandingField = 'qty' | 'flex' | 'priceRiseLimitPct';

/** What is wrong with a field: a `buyer:` text and the numbers it names. */
export interface FieldProblem {
  key: string;
  values: { count: number } | { max: number };
}

/** `buyerId`'s standing order in the fields, or a new one (no quantity yet, the default limit). */
export function draftOf(existing: StandingOrder | undefined, buyerId: string): StandingDraft {
  if (!existing) return { buyerId, qty: null, flex: 0, priceRiseLimitPct: PRICE_RISE_DEFAULT_PCT };
  const { qty, flex, priceRiseLimitPct } = existing;
  return { buyerId, qty, flex, priceRiseLimitPct };
}

/** Units that are not whole packs, or past the most a line holds. */
function unitsProblem(units: number, unitsPerPack: number): FieldProblem | undefined {
  if (units > QTY_MAX) return { key: 'standing.form.tooMany', values: { count: QTY_MAX } };
  if (units % unitsPerPack !== 0) return { key: 'standing.form.wholePacks', values: { count: unitsPerPack } };
  return undefined;
}

/**
 * What the service would refuse, said before sending: at least one pack, every quantity in whole
 * packs of the product, and a price limit within the contract's bounds.
 */
export function draftProblems(
  draft: StandingDraft,
  unitsPerPack: number,
): Partial<Record<StandingField, FieldProblem>> {
  const pct = draft.priceRiseLimitPct;
  const problems: Record<StandingField, FieldProblem | undefined> = {
    qty:
      draft.qty === null || draft.qty < 1
        ? { key: 'standing.form.qtyRequired', values: { count: unitsPerPack } }
        : unitsProblem(draft.qty, unitsPerPack),
    flex: draft.flex === null ? undefined : unitsProblem(draft.flex, unitsPerPack),
    priceRiseLimitPct:
      pct === null || pct < 0 || pct > PRICE_RISE_MAX_PCT
        ? { key: 'standing.form.limitRange', values: { max: PRICE_RISE_MAX_PCT } }
        : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
}

/** The PUT's body; `buyerId` only when it is not the caller's own (an approver's for a member). */
export function standingBody(draft: StandingDraft, selfId: string | undefined): StandingOrderInput {
  return {
    qty: draft.qty ?? 0,
    flex: draft.flex ?? 0,
    priceRiseLimitPct: draft.priceRiseLimitPct ?? PRICE_RISE_DEFAULT_PCT,
    ...(draft.buyerId !== selfId && { buyerId: draft.buyerId }),
  };
}
