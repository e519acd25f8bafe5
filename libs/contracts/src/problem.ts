import { z } from 'zod';

/**
 * RFC 9457 problem details, plus a stable machine `code` the UI translates into the user's
 * language, and field-level `errors` for validation failures.
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});

export const problemSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** Values the UI puts into the translated text of `code` (e.g. how many units are left). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
