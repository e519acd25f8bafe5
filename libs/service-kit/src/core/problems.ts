import { PROBLEM_CONTENT_TYPE, ProblemCodes, type FieldError, type Problem } from '@marketplace/contracts';
import type { ServerResponse } from 'node:http';
import type { ZodError } from 'zod';

/** An error that is meant for the client: becomes problem+json with its status and code. */
export class HttpProblem extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly title: string,
    public readonly detail?: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
    /** Values for the translated text of `code` (problem `params`). */
    public readonly params?: Record<string, string | number>,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }

  toProblem(instance?: string, requestId?: string): Problem {
    return {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      code: this.code,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(instance ? { instance } : {}),
      ...(requestId ? { requestId } : {}),
      ...(this.errors?.length ? { errors: this.errors } : {}),
      ...(this.params ? { params: this.params } : {}),
    };
  }

  static from(problem: Problem): HttpProblem {
    return new HttpProblem(
      problem.status,
      problem.code,
      problem.title,
      problem.detail,
      problem.errors,
      undefined,
      problem.params,
    );
  }
}

export const badRequest = (code: string, detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, code, 'Bad Request', detail, errors);
export const unauthorized = (
  detail = 'Authentication required',
  code: string = ProblemCodes.unauthenticated,
) => new HttpProblem(401, code, 'Unauthorized', detail);
export const forbidden = (detail = 'You are not allowed to do this', code: string = ProblemCodes.forbidden) =>
  new HttpProblem(403, code, 'Forbidden', detail);
export const notFound = (detail = 'Not found', code: string = ProblemCodes.notFound) =>
  new HttpProblem(404, code, 'Not Found', detail);
export const conflict = (code: string, detail: string, params?: Record<string, string | number>) =>
  new HttpProblem(409, code, 'Conflict', detail, undefined, undefined, params);
/** 422: a body that fits its schema but that the records it names refuse (more than is left). */
export const unprocessable = (code: string, detail: string, params?: Record<string, string | number>) =>
  new HttpProblem(422, code, 'Unprocessable Content', detail, undefined, undefined, params);
/** 429 `rate.limited`: a limit is spent; `retryAfterS` (Retry-After) when the limit knows when it frees. */
export const tooManyRequests = (detail: string, retryAfterS?: number | string) =>
  new HttpProblem(
    429,
    ProblemCodes.rateLimited,
    'Too Many Requests',
    detail,
    undefined,
    retryAfterS === undefined ? undefined : { 'Retry-After': String(retryAfterS) },
  );

/** Seconds a client is asked to wait before retrying when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 `service.unavailable`: a dependency is down or the service is busy, trying again later
 * helps; `Retry-After` says when (RETRY_AFTER_SECONDS unless said), none where `retryAfterS` is null.
 */
export const serviceUnavailable = (
  detail = 'The service is temporarily unavailable',
  retryAfterS: number | null = RETRY_AFTER_SECONDS,
) =>
  new HttpProblem(
    503,
    ProblemCodes.unavailable,
    'Service Unavailable',
    detail,
    undefined,
    retryAfterS === null ? undefined : { 'Retry-After': String(retryAfterS) },
  );

// Driver errors that mean "the store cannot be reached or did not answer in time", by class
// name so this file needs neither driver (mongoose wraps some as Mongoose*).
const STORE_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoOperationTimeoutError',
  // Every pooled connection stayed busy past the wait: overloaded, retrying later helps.
  'MongoWaitQueueTimeoutError',
]);
// Server answers that mean the same: time limit hit (maxTimeMS), shutting down, not primary.
const STORE_DOWN_CODES = new Set([50, 89, 91, 189, 10107, 11600, 11602, 13435]);
// NATS client codes for a lost or unresponsive connection (nats.js ErrorCode values).
const NATS_DOWN_CODES = new Set([
  'DISCONNECT',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'TIMEOUT',
  '503',
]);

/**
 * Which dependency an error says is unavailable ('store' or 'messaging'), or null when the error
 * means something else. Looks through `cause` chains, since drivers wrap each other.
 */
export function unavailableDependency(err: unknown): 'store' | 'messaging' | null {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    const name = typeof e.name === 'string' ? e.name : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (STORE_DOWN_ERRORS.has(name)) return 'store';
    if (name.startsWith('Mongo') && typeof e.code === 'number' && STORE_DOWN_CODES.has(e.code))
      return 'store';
    // mongoose: a call queued while disconnected that the store never came back for.
    if (name === 'MongooseError' && /buffering timed out/.test(message)) return 'store';
    if (name === 'NatsError' && NATS_DOWN_CODES.has(String(e.code))) return 'messaging';
    e = e.cause as Record<string, unknown> | undefined;
  }
  return null;
}

function customCode(issue: ZodError['issues'][number]): string | undefined {
  const params = (issue as { params?: { code?: unknown } }).params;
  return issue.code === 'custom' && typeof params?.code === 'string' ? params.code : undefined;
}

/** Field-level errors from a zod failure; `path` is dotted and prefixed by where it came from. */
export function fieldErrorsFromZod(error: ZodError, location: 'body' | 'query' | 'params'): FieldError[] {
  return error.issues.map((issue) => ({
    path: [location, ...issue.path.map(String)].join('.'),
    // A refinement may name its own stable code (`params: { code }`) for the UI to translate.
    code: customCode(issue) ?? issue.code,
    message: issue.message,
  }));
}

export function validationProblem(errors: FieldError[]): HttpProblem {
  const first = errors[0];
  const detail = first ? `${first.path}: ${first.message}` : 'The request is not valid';
  return new HttpProblem(400, ProblemCodes.validation, 'Invalid request', detail, errors);
}

/**
 * Known problems pass through; parser and upload errors become 4xx; a store or NATS that is down
 * or stuck becomes 503 with Retry-After; the rest is a bare 500.
 */
export function toHttpProblem(err: unknown): HttpProblem {
  if (err instanceof HttpProblem) return err;
  const down = unavailableDependency(err);
  if (down)
    return serviceUnavailable(
      down === 'store'
        ? 'The data store is not answering right now'
        : 'The message bus is not answering right now',
    );
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string; message?: string };
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE')
    return new HttpProblem(
      413,
      ProblemCodes.payloadTooLarge,
      'Payload Too Large',
      'The request body is too large',
    );
  if (e?.type === 'entity.parse.failed')
    return new HttpProblem(
      400,
      ProblemCodes.validation,
      'Invalid request',
      'The request body is not valid JSON',
    );
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new HttpProblem(415, ProblemCodes.unsupportedMedia, 'Unsupported Media Type', e.message);
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpProblem(status, ProblemCodes.validation, 'Bad Request', e?.message);
  return new HttpProblem(
    500,
    ProblemCodes.internal,
    'Internal Server Error',
    'Something went wrong on our side',
  );
}

/**
 * Writes problem+json on a plain Node response: the one writer for services (through
 * `sendProblem`) and for the edge's proxy error paths, which have no express helpers.
 */
export function writeProblem(
  res: ServerResponse,
  problem: Problem,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(problem);
  res.writeHead(problem.status, {
    ...headers,
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
