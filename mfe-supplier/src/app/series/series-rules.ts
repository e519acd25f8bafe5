import type { Series, SeriesEvery } from '@marketplace/contracts';
import { SeriesProblemCodes as SERIES_PROBLEMS } from '@marketplace/contracts/constants';
import { nextEdition } from '@marketplace/domain';
import { problemMessage, toProblem, type Translate } from '@marketplace/web-kit';

export {
  SERIES_EDITION_LEAD_DAYS,
  SERIES_EVERY_MAX,
  SERIES_OPEN_DAYS_MAX,
  SERIES_UNITS,
} from '@marketplace/contracts/constants';
export { addPeriod } from '@marketplace/domain';

/** A schedule's default: an edition opens a week before its deadline. */
export const OPEN_DAYS_DEFAULT = 7;

export type SeriesUnit = SeriesEvery['unit'];
export type SeriesStatus = Series['status'];

export interface EditionDates {
  openAt: Date;
  closeAt: Date;
  /** When it is made, as a draft: `SERIES_EDITION_LEAD_DAYS` before it opens. */
  createdAt: Date;
}

/**
 * The edition after a round closing at `closeAt`, as the service will make it (libs/domain
 * `nextEdition`, the one rule): one period later, or as many as it takes to open no earlier than `now`.
 */
export function nextEditionDates(
  closeAt: Date,
  every: SeriesEvery,
  openDaysBefore: number,
  now: number,
): EditionDates {
  return nextEdition({ every, openDaysBefore, lastCloseAt: closeAt }, new Date(now));
}

/** "Every 2 weeks, opening 7 days before the deadline", in the reader's language. */
export function rhythmText(t: Translate, every: SeriesEvery, openDaysBefore: number): string {
  return String(
    t('supplier:series.rhythm', {
      every: t(`supplier:series.every.${every.unit}`, { count: every.count }),
      opening: t('supplier:series.opening', { count: openDaysBefore }),
    }),
  );
}

/** The reason for a series' problem codes (not among the shared error texts) by code. */
const SERIES_REASONS: Record<string, string> = {
  [SERIES_PROBLEMS.notFound]: 'not_found',
  [SERIES_PROBLEMS.noDeadline]: 'no_deadline',
  [SERIES_PROBLEMS.roundInSeries]: 'round_in_series',
  [SERIES_PROBLEMS.invalidTransition]: 'invalid_transition',
};

const isSeriesStatus = (value: unknown): value is SeriesStatus =>
  value === 'active' || value === 'paused' || value === 'ended';

/**
 * What to tell the supplier about a refused series request: a series problem in the area's own
 * words (`supplier:series.errors.*`), any other (a field refused, a round not found) as the kit
 * says it.
 */
export function seriesProblemMessage(error: unknown, t: Translate): string {
  const problem = toProblem(error);
  const reason = SERIES_REASONS[problem.code];
  if (!reason) return problemMessage(problem, t);
  if (reason === 'invalid_transition') {
    const status = problem.params?.status;
    return isSeriesStatus(status)
      ? String(
          t('supplier:series.errors.invalid_transition', {
            status: t(`supplier:series.statusNames.${status}`),
          }),
        )
      : String(t('supplier:series.errors.invalid_transition_unknown'));
  }
  return String(t(`supplier:series.errors.${reason}`));
}
