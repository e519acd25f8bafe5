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

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Stable codes shared by services and UIs. Services may add their own `<area>.<reason>` codes. */
export const ProblemCodes = {
  validation: 'request.invalid',
  notFound: 'resource.not_found',
  routeNotFound: 'route.not_found',
  unauthenticated: 'auth.unauthenticated',
  forbidden: 'auth.forbidden',
  conflict: 'resource.conflict',
  payloadTooLarge: 'request.too_large',
  unsupportedMedia: 'request.unsupported_media',
  rateLimited: 'request.rate_limited',
  /** A state-changing request from a page of another origin (or another Host than ours). */
  crossSite: 'request.cross_site',
  wrongHost: 'request.wrong_host',
  unavailable: 'service.unavailable',
  timeout: 'service.timeout',
  internal: 'server.error',
} as const;
