import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { ApiKeyProblemCodes, type ApiKeyScope } from '@marketplace/contracts';
import { HttpProblem, fieldErrorsFromZod, validationProblem } from '../core/problems';

type Schema = z.ZodTypeAny;

/**
 * What the API reference says of a route (service-kit `openApiDocument`): every route of a
 * service names its operation and its answer; the reference test fails on one that does not.
 */
export interface RouteDoc {
  /** The operation's one-line summary, e.g. "List the caller's orders". */
  summary?: string;
  /** Longer words where the summary is not enough: rules, limits, side effects. */
  description?: string;
  /** The JSON answer (200, or 201 for `created`); the handler's result is checked against it. */
  response?: Schema;
  /** A file answer instead of JSON: its content type, e.g. `application/pdf`, or the types it may be. */
  file?: string | readonly string[];
  /** The answer has no body (204 unless `status` says otherwise). */
  noContent?: true;
  /** The answer's status where it is not 200 (201 for `created`, 204 for `noContent`). */
  status?: number;
  /** The request is a multipart upload of one file in this form field (not JSON). */
  upload?: string;
  /** What an API key needs to call this route; without one, keys are refused here (sessions only). */
  scope?: ApiKeyScope;
}

export interface RouteShapes extends RouteDoc {
  params?: Schema;
  query?: Schema;
  body?: Schema;
}
type Out<S> = S extends Schema ? z.infer<S> : undefined;
/** The handler's result: what the documented answer's schema accepts, where there is one. */
type Result<S extends RouteShapes> = S['response'] extends Schema ? z.input<S['response']> | void : unknown;

/** Where a documented handler keeps its route's description. */
export const ROUTE_DOC = Symbol.for('marketplace.routeDoc');
/** A documented route handler's description, read by `openApiDocument` from express's stack. */
export interface DocumentedHandler {
  [ROUTE_DOC]?: RouteShapes;
}

/** Marks a handler (one `handle` does not build: an upload, a redirect) with its route's description. */
export function documented(doc: RouteShapes, handler: RequestHandler): RequestHandler & DocumentedHandler {
  // An API key's scopes are checked here, with the route's description: one place for every route.
  const withScope: RequestHandler = (req, res, next) => {
    const scopes = req.caller?.scopes;
    if (scopes && !(doc.scope && scopes.includes(doc.scope))) return next(scopeMissing(doc.scope));
    return handler(req, res, next);
  };
  return Object.assign(withScope, { [ROUTE_DOC]: doc });
}

/** A call with an API key on a route its scopes do not reach (or one no key may call). */
function scopeMissing(scope: ApiKeyScope | undefined): HttpProblem {
  if (!scope) return apiKeyRefused();
  return new HttpProblem(
    403,
    ApiKeyProblemCodes.scopeMissing,
    'Forbidden',
    `This API key needs the scope ${scope} here`,
  );
}

/**
 * 403 for a call with an API key on a route for people signed in only: the key is valid, it just
 * can never do this (a 401 would tell its system to sign in again, which cannot help).
 */
export const apiKeyRefused = () =>
  new HttpProblem(
    403,
    ApiKeyProblemCodes.peopleOnly,
    'Forbidden',
    'API keys cannot do this: this route answers people signed in only',
  );
export interface Valid<S extends RouteShapes> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
}

/** A path segment naming a record (`/rounds/:roundId`): 1 to 100 characters. */
export const pathId = () => z.string().min(1).max(100);

/** The path parameters of a route, each one a `pathId`: `pathParams('orderId', 'lineId')`. */
export function pathParams<const N extends string>(...names: N[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, pathId()])) as Record<N, ReturnType<typeof pathId>>,
  );
}

/**
 * A route handler whose params, query and body are parsed by zod first. Every failing field is
 * reported at once as a 400 problem; the handler only ever sees typed, valid input.
 */
export function handle<S extends RouteShapes>(
  shapes: S,
  fn: (input: Valid<S>, req: Request, res: Response) => Promise<Result<S>> | Result<S>,
  status?: number,
): RequestHandler & DocumentedHandler {
  return documented({ status, ...shapes }, async (req: Request, res: Response, next: NextFunction) => {
    const errors = [];
    const input: Record<string, unknown> = {};
    for (const location of ['params', 'query', 'body'] as const) {
      const schema = shapes[location];
      if (!schema) continue;
      const parsed = schema.safeParse(req[location] ?? {});
      if (parsed.success) input[location] = parsed.data;
      else errors.push(...fieldErrorsFromZod(parsed.error, location));
    }
    if (errors.length) return next(validationProblem(errors));
    try {
      const result = await fn(input as unknown as Valid<S>, req, res);
      if (result !== undefined && !res.headersSent) res.json(result);
    } catch (err) {
      next(err);
    }
  });
}

/** `handle` for a route that creates something: answers 201 with what `fn` returns. */
export function created<S extends RouteShapes>(
  shapes: S,
  fn: (input: Valid<S>, req: Request) => Promise<Result<S>> | Result<S>,
): RequestHandler & DocumentedHandler {
  return handle(
    shapes,
    async (input, req, res) => {
      const result = await fn(input, req);
      res.status(201);
      return result;
    },
    201,
  );
}
