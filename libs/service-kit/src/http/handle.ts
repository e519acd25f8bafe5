import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { fieldErrorsFromZod, validationProblem } from './problems';

type Schema = z.ZodTypeAny;
interface Shapes {
  params?: Schema;
  query?: Schema;
  body?: Schema;
}
type Out<S> = S extends Schema ? z.infer<S> : undefined;
export interface Valid<S extends Shapes> {
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
export function handle<S extends Shapes>(
  shapes: S,
  fn: (input: Valid<S>, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
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
  };
}

/** `handle` for a route that creates something: answers 201 with what `fn` returns. */
export function created<S extends Shapes>(
  shapes: S,
  fn: (input: Valid<S>, req: Request) => Promise<unknown> | unknown,
): RequestHandler {
  return handle(shapes, async (input, req, res) => {
    const result = await fn(input, req);
    res.status(201);
    return result;
  });
}
