import type { Express } from 'express';
import { listRoutes } from '../http/route-list';

/**
 * The paths `app` answers with `method`, sorted: a spec that must cover every such route (every
 * PATCH is a partial update) compares them with the ones it has cases for, so a new route fails
 * it until it gets its own.
 */
export function routePaths(app: Express, method: string): string[] {
  return listRoutes(app)
    .filter((r) => r.method === method)
    .map((r) => r.path)
    .sort();
}
