import { useEffect, useState } from 'react';
import { roundBuyingPhase, type RoundBuyingPhase } from '@marketplace/domain';

type DatedRound = { status: string; openAt?: string | null; closeAt?: string | null };

/** setTimeout holds at most 2^31-1 ms (about 24.8 days); a later boundary is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The next instant at which the round's phase changes by the clock alone (its opening, then its
 * closing time), or null when no date lies ahead.
 */
export function nextPhaseChange(round: DatedRound, now: Date): number | null {
  const ahead = [round.openAt, round.closeAt]
    .map((when) => (when ? new Date(when).getTime() : NaN))
    .filter((at) => Number.isFinite(at) && at > now.getTime());
  return ahead.length ? Math.min(...ahead) : null;
}

/**
 * Where the round stands for buyers, kept current by the clock: an open dialog switches from
 * "Opens {date}" to buyable at `openAt`, and to closed at `closeAt`, without a reload.
 * The status itself (approved → closed) arrives with the round's data.
 */
export function useBuyingPhase(round: DatedRound | undefined): RoundBuyingPhase | null {
  const [now, setNow] = useState(() => new Date());
  const next = round ? nextPhaseChange(round, now) : null;
  useEffect(() => {
    if (next === null) return;
    // A few ms past the boundary, so the phase read then is already the new one.
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - Date.now() + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return round ? roundBuyingPhase(round, now) : null;
}
