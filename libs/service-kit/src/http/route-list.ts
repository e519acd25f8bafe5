import type { Express } from 'express';

export interface ListedRoute {
  /** Lower-case HTTP method: get, post, put, patch, delete. */
  method: string;
  /** The route's path as declared, e.g. `/products/:id`. */
  path: string;
}

interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

function joinPaths(prefix: string, path: string): string {
  return prefix && path !== '/' ? `${prefix}${path}` : prefix || path;
}

/**
 * Every route an app answers, read from express's router stack (nested routers included), so a
 * check that must cover all routes (fuzzing, partial updates) covers a route added tomorrow too.
 */
export function listRoutes(app: Express): ListedRoute[] {
  const out: ListedRoute[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all') out.push({ method, path: joinPaths(prefix, layer.route.path) });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, joinPaths(prefix, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, '');
  return out;
}
