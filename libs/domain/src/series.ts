import { SERIES_EDITION_LEAD_DAYS } from '@marketplace/contracts/constants';
import type { SeriesEvery } from '@marketplace/contracts';

const DAY_MS = 24 * 3_600_000;

/**
 * `date` one period later: N weeks, or N calendar months at the same time of day (the 31st of a
 * month without one lands on its last day).
 */
export function addPeriod(date: Date, every: SeriesEvery): Date {
  if (every.unit === 'week') return new Date(date.getTime() + every.count * 7 * DAY_MS);
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + every.count);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface NextEdition {
  openAt: Date;
  closeAt: Date;
  /** When it is made: `SERIES_EDITION_LEAD_DAYS` before it opens. */
  createdAt: Date;
}

/**
 * The next edition after one that closed at `lastCloseAt`: one period later, or as many as it
 * takes for a deadline at least `openDaysBefore` days ahead of `now` (periods missed while the
 * series was paused, or before it started, are skipped, never made late).
 */
export function nextEdition(
  series: { every: SeriesEvery; openDaysBefore: number; lastCloseAt: Date },
  now: Date,
): NextEdition {
  let closeAt = addPeriod(series.lastCloseAt, series.every);
  const earliest = now.getTime() + series.openDaysBefore * DAY_MS;
  // Bounded: a period is at least a week, so a few hundred steps cover decades.
  for (let i = 0; i < 1_000 && closeAt.getTime() < earliest; i++) closeAt = addPeriod(closeAt, series.every);
  const openAt = new Date(closeAt.getTime() - series.openDaysBefore * DAY_MS);
  return { openAt, closeAt, createdAt: new Date(openAt.getTime() - SERIES_EDITION_LEAD_DAYS * DAY_MS) };
}

/** An edition's title: the series' title and the edition's number ("Weekly Coffee #3"). */
export const editionTitle = (seriesTitle: string, number: number): string => `${seriesTitle} #${number}`;

/** The series' title read back from one of its editions' titles (the number left out). */
export const seriesTitleOf = (editionTitle: string): string => editionTitle.replace(/ #\d+$/, '');
