import { z } from 'zod';
import { languageSchema } from './roles';

/**
 * Spreadsheet exports of a list page (orders, sales, round performance, invoices): the page's
 * own filters plus the file's format and, optionally, its language.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What each format is answered as (the route's `file` in the API reference). */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The export's own query fields, merged into the list route's query schema. Without `lang` the
 * file is written in the language the request's Accept-Language prefers.
 */
export const exportQueryShape = {
  format: z.enum(EXPORT_FORMATS),
  lang: languageSchema.optional(),
};
export const exportQuerySchema = z.object(exportQueryShape);
export type ExportQuery = z.infer<typeof exportQuerySchema>;
