import type { Express } from 'express';
import { describeAllRoutes } from './openapi';

export interface ListedRoute {
  /** Lower-case HTTP method: get, post, put, patch, delete. */
  method: string;
  /** The route's path as declared, e.g. `/products/:id`. */
  path: string;
}

/**
 * Every route an app answers, read from express's router stack (nested routers included), so a
 * check that must cover all routes (fuzzing, partial updates, the API reference) covers a route
 * added tomorrow too. The walk is `describeRoutes`' (openapi.ts), platform routes included.
 */
export function listRoutes(app: Express): ListedRoute[] {
  return describeAllRoutes(app).map(({ method, path }) => ({ method, path }));
}
