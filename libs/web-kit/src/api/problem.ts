import type { Problem } from '@marketplace/contracts';
import { ProblemCodes } from '@marketplace/contracts/constants';

/** Codes the client itself produces when no problem body came back. */
export const ClientProblemCodes = {
  /** No HTTP answer at all (offline, DNS, connection refused, CORS). */
  network: 'network.unreachable',
  /** The caller cancelled (component unmounted, query superseded). */
  aborted: 'request.aborted',
} as const;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The code a status implies when the server sent no problem body (e.g. an HTML 502). */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
    case 422:
      return ProblemCodes.validation;
    case 401:
      return ProblemCodes.unauthenticated;
    case 403:
      return ProblemCodes.forbidden;
    case 404:
      return ProblemCodes.notFound;
    case 409:
      return ProblemCodes.conflict;
    case 413:
      return ProblemCodes.payloadTooLarge;
    case 415:
      return ProblemCodes.unsupportedMedia;
    case 429:
      return ProblemCodes.rateLimited;
    case 502:
    case 503:
      return ProblemCodes.unavailable;
    case 504:
      return ProblemCodes.timeout;
    default:
      return status >= 500 ? ProblemCodes.internal : ProblemCodes.validation;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Build a problem from an HTTP error answer, keeping the server's own problem body when it has one. */
export function problemFromResponse(status: number, body: unknown, requestId?: string | null): Problem {
  if (isRecord(body) && typeof body.code === 'string') {
    return {
      type: typeof body.type === 'string' ? body.type : 'about:blank',
      title: typeof body.title === 'string' ? body.title : (TITLES[status] ?? 'Error'),
      status: typeof body.status === 'number' ? body.status : status,
      code: body.code,
      ...(typeof body.detail === 'string' ? { detail: body.detail } : {}),
      ...(typeof body.instance === 'string' ? { instance: body.instance } : {}),
      ...(typeof body.requestId === 'string'
        ? { requestId: body.requestId }
        : requestId
          ? { requestId }
          : {}),
      ...(Array.isArray(body.errors) ? { errors: body.errors as Problem['errors'] } : {}),
      ...(isRecord(body.params) ? { params: body.params as Problem['params'] } : {}),
    };
  }
  const detail = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    code: codeForStatus(status),
    ...(detail ? { detail } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** A request that got no HTTP answer. Status 0 says "no response" (as `fetch` itself does). */
export function networkProblem(kind: 'network' | 'timeout' | 'aborted', detail?: string): Problem {
  const code =
    kind === 'timeout'
      ? ProblemCodes.timeout
      : kind === 'aborted'
        ? ClientProblemCodes.aborted
        : ClientProblemCodes.network;
  const title =
    kind === 'timeout' ? 'Request timed out' : kind === 'aborted' ? 'Request aborted' : 'Network error';
  return { type: 'about:blank', title, status: 0, code, ...(detail ? { detail } : {}) };
}

/**
 * Anything caught (a problem, an RTK Query error `{status, data}`, an Error, a string) as a
 * problem, so every error path ends in one shape.
 */
export function toProblem(error: unknown): Problem {
  if (isRecord(error)) {
    if (
      typeof error.code === 'string' &&
      typeof error.status === 'number' &&
      typeof error.title === 'string'
    ) {
      return error as unknown as Problem;
    }
    if (typeof error.status === 'number' && 'data' in error)
      return problemFromResponse(error.status, error.data);
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return networkProblem(
        error.status === 'TIMEOUT_ERROR' ? 'timeout' : 'network',
        String(error.error ?? ''),
      );
    }
    if (typeof error.message === 'string')
      return {
        type: 'about:blank',
        title: 'Error',
        status: 0,
        code: ProblemCodes.internal,
        detail: error.message,
      };
  }
  if (typeof error === 'string' && error)
    return { type: 'about:blank', title: 'Error', status: 0, code: ProblemCodes.internal, detail: error };
  return { type: 'about:blank', title: 'Error', status: 0, code: ProblemCodes.internal };
}
