import type { Express } from 'express';
import { listRoutes } from '../http/route-list';
import { describeRoutes, openApiDocument, undocumentedRoutes } from '../http/openapi';

/**
 * The contract test of a service's API reference: every route it answers has a documented
 * operation, and every documented operation is a route it answers. `start` builds the service
 * as it runs (all its routers mounted); `stop` ends it.
 */
export function describeApiReference(
  service: string,
  start: () => Promise<{ app: Express; stop(): Promise<void> }>,
): void {
  describe(`${service}'s API reference`, () => {
    let running: { app: Express; stop(): Promise<void> } | undefined;
    beforeAll(async () => {
      running = await start();
    });
    afterAll(async () => {
      await running?.stop();
    });

    it('documents every route with a summary and its answer', () => {
      expect(undocumentedRoutes(running!.app)).toEqual([]);
    });

    it('lists exactly the routes the service answers, each once', () => {
      const app = running!.app;
      const answered = describeRoutes(app).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
      const documented = Object.entries(openApiDocument(app, service).paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method} ${path}`),
      );
      expect(documented.sort()).toEqual([...new Set(answered)].sort());
      expect(answered.length).toBe(new Set(answered).size);
      // The walk that finds them is the one the fuzz specs use: none is missed.
      expect(answered.length).toBe(
        listRoutes(app).filter((r) => !/^\/(health|ready|metrics|openapi\.json)$/.test(r.path)).length,
      );
    });
  });
}
