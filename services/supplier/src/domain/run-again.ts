import type { ProductTermsView, RunAgainProduct } from '@marketplace/contracts';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * A round's dates run again: both moved forward by the same whole number of weeks (the same
 * weekdays and times, the same span), the fewest that put the new deadline at least a day ahead of
 * `now` and the opening (when the round had one) no earlier than `now`. A round without a deadline
 * keeps none; without an opening it opens at its approval, as it did.
 */
export function runAgainDates(
  round: { openAt: Date | null; closeAt: Date | null },
  now: Date,
): { openAt: Date | null; closeAt: Date | null; shiftWeeks: number } {
  if (!round.closeAt) return { openAt: round.openAt, closeAt: null, shiftWeeks: 0 };
  const needed = (target: number, from: number) => Math.max(0, Math.ceil((target - from) / WEEK_MS));
  const shiftWeeks = Math.max(
    1,
    needed(now.getTime() + 24 * 3_600_000, round.closeAt.getTime()),
    round.openAt ? needed(now.getTime(), round.openAt.getTime()) : 0,
  );
  const move = (d: Date) => new Date(d.getTime() + shiftWeeks * WEEK_MS);
  return { openAt: round.openAt ? move(round.openAt) : null, closeAt: move(round.closeAt), shiftWeeks };
}

/** What differs between the terms a round was approved with and the catalogue's today. */
export function termChanges(
  was: ProductTermsView | null,
  now: ProductTermsView | null,
): RunAgainProduct['changes'] {
  if (!was || !now) return [];
  const changes: RunAgainProduct['changes'] = [];
  if (was.unitPrice !== now.unitPrice) changes.push('price');
  if (was.netWeightKg !== now.netWeightKg || was.grossWeightKg !== now.grossWeightKg || was.cbm !== now.cbm)
    changes.push('measures');
  return changes;
}
