import type { Express } from 'express';
import request from 'supertest';
import { API_KEY_SCOPE_VALUES, ApiKeyProblemCodes, type Role } from '@marketplace/contracts';
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
  /** Signs a token of the service's issuer; with it, each route's API key scope is tried too. */
  signToken?: (caller: { role: Role; scopes: string[] }) => string,
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

    if (signToken)
      it('answers an API key only on the routes that name one of its scopes', async () => {
        for (const route of describeRoutes(running!.app)) {
          const roles = route.access;
          if (!Array.isArray(roles)) continue;
          const path = route.path.replace(/:(\w+)/g, 'x-$1');
          const call = (scopes: string[]) =>
            request(running!.app)
              [route.method as 'get'](path)
              .set('Authorization', `Bearer ${signToken({ role: (roles as readonly Role[])[0], scopes })}`)
              .send({});
          const others = API_KEY_SCOPE_VALUES.filter((scope) => scope !== route.doc?.scope);
          // An upload is read before its handler (and refused there): no key reaches a write without it.
          if (!route.doc?.upload) {
            const refused = await call(others);
            expect({
              route: `${route.method} ${route.path}`,
              status: refused.status,
              code: refused.body.code,
            }).toEqual({
              route: `${route.method} ${route.path}`,
              status: 403,
              code: route.doc?.scope ? ApiKeyProblemCodes.scopeMissing : ApiKeyProblemCodes.peopleOnly,
            });
          }
          if (route.doc?.scope)
            expect((await call([route.doc.scope])).body.code).not.toBe(ApiKeyProblemCodes.scopeMissing);
        }
      });
  });
}
