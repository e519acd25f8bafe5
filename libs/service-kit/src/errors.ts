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
export const conflict = (code: string, detail: string) => new HttpProblem(409, code, 'Conflict', detail);

/** Field-level errors from a zod failure; `path` is dotted and prefixed by where it came from. */
export function fieldErrorsFromZod(error: ZodError, location: 'body' | 'query' | 'params'): FieldError[] {
  return error.issues.map((issue) => ({
    path: [location, ...issue.path.map(String)].join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

export function validationProblem(errors: FieldError[]): HttpProblem {
  const first = errors[0];
  const detail = first ? `${first.path}: ${first.message}` : 'The request is not valid';
  return new HttpProblem(400, ProblemCodes.validation, 'Invalid request', detail, errors);
}

/** Known problems pass through; parser and upload errors become 4xx; the rest is a bare 500. */
export function toHttpProblem(err: unknown): HttpProblem {
  if (err instanceof HttpProblem) return err;
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
