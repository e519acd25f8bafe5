import type { CreateSeriesBody, SupplierRound } from '@marketplace/contracts';
import { OPEN_DAYS_DEFAULT, SERIES_EVERY_MAX, SERIES_OPEN_DAYS_MAX, type SeriesUnit } from './series-rules';

/** The round a schedule starts from: its id, title and deadline. */
export type ScheduledRound = Pick<SupplierRound, 'id' | 'title' | 'closeAt'>;

/** What the dialog's fields hold; a number cleared from its field is null. */
export interface ScheduleFields {
  count: number | null;
  unit: SeriesUnit;
  openDaysBefore: number | null;
  autoSubmit: boolean;
}

export const SCHEDULE_DEFAULTS: ScheduleFields = {
  count: 1,
  unit: 'week',
  openDaysBefore: OPEN_DAYS_DEFAULT,
  autoSubmit: false,
};

const whole = (value: number | null, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= max;

/** `POST /series`'s body for the round and the fields, or null while a field is empty or out of range. */
export function scheduleBody(roundId: string, fields: ScheduleFields): CreateSeriesBody | null {
  const { count, unit, openDaysBefore, autoSubmit } = fields;
  if (!whole(count, SERIES_EVERY_MAX) || !whole(openDaysBefore, SERIES_OPEN_DAYS_MAX)) return null;
  return { roundId, every: { count, unit }, openDaysBefore, autoSubmit };
}
