import request from 'supertest';
import { z } from 'zod';
import { createApp } from './app';
import { authenticate, createTokenVerifier, requireRole } from './auth';
import { created, documented, handle, pathParams } from './handle';
import { describeRoutes, undocumentedRoutes, type OpenApiDocument } from './openapi';
import { silentLogger, testKeyPair } from '../testing/infra';

/** The parts of an operation these cases read. */
interface Operation {
  summary?: string;
  security?: unknown;
  parameters?: unknown;
  'x-roles'?: string[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { content: Record<string, { schema: { properties?: Record<string, { type?: string }> } }> }
  >;
}
const operation = (doc: OpenApiDocument, path: string, method: string) =>
  doc.paths[path][method] as Operation;

const thing = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
const keys = testKeyPair();

function appWith(extra?: (r: import('express').Router) => void) {
  return createApp({
    service: 'things',
    logger: silentLogger(),
    routes: (r) => {
      r.get(
        '/public',
        handle({ summary: 'Open to anyone', response: z.object({ ok: z.boolean() }) }, () => ({ ok: true })),
      );
      r.use(authenticate(createTokenVerifier(keys.publicKey)));
      r.get(
        '/things',
        requireRole('buyer', 'admin'),
        handle(
          {
            summary: 'List things',
            query: z.object({ search: z.string().max(20).optional(), page: z.coerce.number().default(1) }),
            response: z.object({ items: z.array(thing) }),
          },
          () => ({ items: [] }),
        ),
      );
      r.post(
        '/things',
        requireRole('admin'),
        created(
          { summary: 'Create a thing', body: z.object({ name: z.string().min(1) }), response: thing },
          ({ body }) => ({
            id: 't1',
            name: body.name,
            createdAt: '2026-11-26T00:00:00.000Z',
          }),
        ),
      );
      r.get(
        '/things/:id/file',
        handle(
          { summary: 'A thing as a PDF', params: pathParams('id'), file: 'application/pdf' },
          () => undefined,
        ),
      );
      r.delete(
        '/things/:id',
        documented({ summary: 'Remove a thing', noContent: true }, (_req, res) => void res.status(204).end()),
      );
      extra?.(r);
    },
  });
}

describe('the API reference read from the routes', () => {
  it('documents each route with its parameters, body, answer and access', async () => {
    const doc: OpenApiDocument = (await request(appWith()).get('/openapi.json').expect(200)).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/public',
      '/things',
      '/things/{id}',
      '/things/{id}/file',
    ]);

    const list = operation(doc, '/things', 'get');
    expect(list.summary).toBe('List things');
    expect(list['x-roles']).toEqual(['buyer', 'admin']);
    expect(list.security).toEqual([{ session: [] }]);
    expect(list.parameters).toEqual([
      { name: 'search', in: 'query', required: false, schema: { type: 'string', maxLength: 20 } },
      {
        name: 'page',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'number', default: 1 }),
      },
    ]);
    expect(list.responses['200'].content['application/json'].schema.properties?.items.type).toBe('array');
    expect(list.responses.default.content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });

    const create = operation(doc, '/things', 'post');
    expect(create['x-roles']).toEqual(['admin']);
    expect(Object.keys(create.responses)).toEqual(['201', 'default']);
    expect(create.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['name'],
    });

    const file = operation(doc, '/things/{id}/file', 'get');
    expect(file.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.any(Object) }]);
    expect(Object.keys(file.responses['200'].content)).toEqual(['application/pdf']);
    // A token is needed (router.use(authenticate)) though no role is named.
    expect(file.security).toEqual([{ session: [] }]);
    expect(file['x-roles']).toBeUndefined();

    const remove = operation(doc, '/things/{id}', 'delete');
    expect(remove.responses['204']).toBeDefined();
    expect(remove.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);

    // Mounted before authenticate: no token asked.
    expect(operation(doc, '/public', 'get').security).toEqual([]);
    expect(doc.components.schemas.Problem).toMatchObject({ type: 'object' });
  });

  it('names every route the reference cannot describe, and leaves out the platform routes', () => {
    const app = appWith((r) => {
      r.get('/raw', (_req, res) => void res.send('hi'));
      r.get(
        '/no-answer',
        handle({ summary: 'Says nothing of its answer' }, () => ({})),
      );
      r.get(
        '/no-summary',
        handle({ response: thing }, () => undefined),
      );
    });
    expect(undocumentedRoutes(app)).toEqual(['GET /raw', 'GET /no-answer', 'GET /no-summary']);
    expect(describeRoutes(app).map((r) => r.path)).not.toEqual(
      expect.arrayContaining(['/health', '/ready', '/metrics', '/openapi.json']),
    );
  });
});
