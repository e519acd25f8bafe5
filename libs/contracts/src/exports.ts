import { z } from 'zod';
import { languageSchema } from './roles';
import { EXPORT_FORMATS, type ExportFormat } from './constants';

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
