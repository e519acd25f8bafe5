import { z } from 'zod';
import { SERIES_EVERY_MAX, SERIES_OPEN_DAYS_MAX, SERIES_STATUSES, SERIES_UNITS } from '../constants';
import { text } from '../text';
import { roundStatusSchema } from './rounds';

/**
 * A series: a round repeated on a schedule. Every `every` (N weeks or months) a new edition is
 * made from the latest one as Run again makes it (same products and terms), its deadline one
 * period after the last edition's, opening `openDaysBefore` days before it; it is created as a
 * draft `SERIES_EDITION_LEAD_DAYS` before it opens (submitted for the admin's review at once when
 * `autoSubmit`). Paused, no edition is made until resumed; ended, never again.
 */

export const seriesEverySchema = z
  .object({
    count: z.number().int().min(1).max(SERIES_EVERY_MAX),
    unit: z.enum(SERIES_UNITS),
  })
  .strict();
export type SeriesEvery = z.infer<typeof seriesEverySchema>;

/** `POST /series`: the round becomes the series' first edition. */
export const createSeriesBodySchema = z
  .object({
    roundId: text().min(1).max(100),
    every: seriesEverySchema,
    openDaysBefore: z.number().int().min(1).max(SERIES_OPEN_DAYS_MAX),
    autoSubmit: z.boolean().default(false),
  })
  .strict();
export type CreateSeriesBody = z.input<typeof createSeriesBodySchema>;

/** One edition and how it went: units in orders (at the close once closed) and buyers. */
export const seriesEditionSchema = z.object({
  roundId: z.string(),
  number: z.number().int().min(1),
  title: z.string(),
  status: roundStatusSchema,
  openAt: z.string().nullable(),
  closeAt: z.string().nullable(),
  /** Products per outcome once closed; null before. */
  outcome: z
    .object({ met: z.number().int(), confirmed: z.number().int(), released: z.number().int() })
    .nullable(),
  units: z.number().int().min(0),
  buyers: z.number().int().min(0),
});
export type SeriesEdition = z.infer<typeof seriesEditionSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SERIES_STATUSES),
  every: seriesEverySchema,
  openDaysBefore: z.number().int(),
  autoSubmit: z.boolean(),
  /** The next edition's dates, and when it is made; null once ended. */
  next: z.object({ openAt: z.string(), closeAt: z.string(), createdAt: z.string() }).nullable(),
  /** Oldest first. */
  editions: z.array(seriesEditionSchema),
  createdAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesListResponseSchema = z.object({ items: z.array(seriesSchema) });
export type SeriesListResponse = z.infer<typeof seriesListResponseSchema>;
