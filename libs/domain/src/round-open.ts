import { roundBuyingPhase } from './round-close';

/**
 * Spec §4: "Only approved rounds are open for buyers: they are listed, count as open, and get
 * carts." The dates add: before its opening time an approved round is listed ("Opens
 * {date}") but nothing can be added; from its closing time it is closed for buying although the
 * close may not have run yet: Explore Rounds leaves it out, the dashboard does not count it, carts
 * and orders refuse it, and its products dialog says it is closed. Browser and buyer service use
 * these rules (libs/domain round-close has the phases).
 */
export function isOpenForBuying(
  round: { status: string; openAt?: string | Date | null; closeAt?: string | Date | null },
  now: Date,
): boolean {
  return roundBuyingPhase(round, now) === 'open';
}

/** Approved, listed, but not open yet: "Opens {date}", nothing can be added. */
export function opensLater(
  round: { status: string; openAt?: string | Date | null; closeAt?: string | Date | null },
  now: Date,
): boolean {
  return roundBuyingPhase(round, now) === 'upcoming';
}
