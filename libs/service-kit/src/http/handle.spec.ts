import request from 'supertest';
import fc from 'fast-check';
import { z } from 'zod';
import { signUpBodySchema } from '@marketplace/contracts';
import { createApp } from './app';
import { handle } from './handle';
import { silentLogger } from '../testing/infra';

// A route validated by a real contract schema; whatever the body, the answer is 200 or 400.
const app = createApp({
  service: 'validation-test',
  logger: silentLogger(),
  routes: (r) => {
    r.post(
      '/sign-up',
      handle(
        { body: signUpBodySchema, query: z.object({ lang: z.enum(['en', 'pt']).optional() }) },
        ({ body }) => ({ email: body.email }),
      ),
    );
  },
});

describe('validated routes under random input', () => {
  it('never answer 5xx, and every 400 is a problem with field errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything({ withObjectString: true, withNullPrototype: false }),
        fc.option(fc.string(), { nil: undefined }),
        async (body, lang) => {
          const res = await request(app)
            .post('/sign-up')
            .query(lang === undefined ? {} : { lang })
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect([200, 400]).toContain(res.status);
          if (res.status === 400) {
            expect(res.headers['content-type']).toMatch(/problem\+json/);
            expect(res.body.code).toBe('request.invalid');
          }
        },
      ),
      { numRuns: 150 },
    );
    // 150 HTTP round trips: seconds when the shared 2-core machine is busy.
  }, 30_000);

  it('accepts a valid body and lower-cases the email', async () => {
    const res = await request(app)
      .post('/sign-up')
      .send({ name: 'Ana', email: 'Ana@Example.com', password: 'long enough pw', role: 'buyer' })
      .expect(200);
    expect(res.body).toEqual({ email: 'ana@example.com' });
  });

  it('reports all bad fields at once', async () => {
    const res = await request(app)
      .post('/sign-up')
      .query({ lang: 'fr' })
      .send({ email: 'nope', password: 'short', role: 'admin' })
      .expect(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['body.email', 'body.name', 'body.password', 'body.role', 'query.lang']);
  });
});
