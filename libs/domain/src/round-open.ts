/**
 * Spec §4: "Only approved rounds are open for buyers: they are listed, count as open, and get
 * carts." A round whose closing time has passed is closed for buying although nobody has closed
 * it yet: Explore Rounds leaves it out, the dashboard does not count it, carts and orders refuse
 * it, and its products dialog says it is closed. Browser and buyer service use this one rule.
 */
export function isOpenForBuying(round: { status: string; closeAt: string | null }, now: Date): boolean {
  if (round.status !== 'approved') return false;
  return !round.closeAt || new Date(round.closeAt).getTime() > now.getTime();
}
