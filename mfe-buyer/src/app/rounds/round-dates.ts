import { useEffect, useState } from 'react';
import {
  formatDateTime as formatDateTimeIn,
  type DateZone,
  type RoundBuyingPhase,
} from '@marketplace/domain';
import { timeUntil } from '@marketplace/web-kit';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type DatedRound = { openAt?: string | null; closeAt?: string | null };

/** How often a shown "in 20 minutes" is read again: it never lags the clock by a whole minute. */
const RELATIVE_REFRESH_MS = 20_000;

/**
 * When a round opens and closes, in words that are true: the time of day in the
 * viewer's zone, how long is left while it is ahead ("Closes Nov 25, 2026, 1:42 PM · in 20
 * minutes"), and "Closed …" once it is over. The same texts on the round's card and its dialog.
 */
export function roundDateTexts(
  round: DatedRound,
  phase: RoundBuyingPhase | null,
  now: number,
  t: Translate,
  language: string,
  /**
   * 'utc' where the viewer's zone and clock are not known (the server's view, and its
   * hydration): the times say UTC and no "in 20 minutes" is given, so the texts are the same there.
   */
  zone: DateZone = 'local',
): { opens: string | null; closes: string } {
  const formatDateTime = (value: string, lang: string) => formatDateTimeIn(value, lang, zone);
  const untilThen = (value: string) => (zone === 'local' ? timeUntil(value, now, t) : null);
  const opens =
    round.openAt && phase === 'upcoming'
      ? withWhen(
          t,
          'rounds.opens',
          'rounds.opensIn',
          formatDateTime(round.openAt, language),
          untilThen(round.openAt),
        )
      : null;
  let closes: string;
  if (!round.closeAt) closes = t('rounds.noDeadline');
  else if (phase === 'ended' || phase === 'closed')
    closes = t('rounds.closedAt', { date: formatDateTime(round.closeAt, language) });
  else
    closes = withWhen(
      t,
      'rounds.closes',
      'rounds.closesIn',
      formatDateTime(round.closeAt, language),
      untilThen(round.closeAt),
    );
  return { opens, closes };
}

function withWhen(t: Translate, plain: string, relative: string, date: string, when: string | null): string {
  return when ? t(relative, { date, when }) : t(plain, { date });
}

/** The clock, read again every few seconds while `ticking` (a relative time is on screen). */
export function useClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
