import type { Express } from 'express';
import { z } from 'zod';
import { ACCESS_COOKIE, PROBLEM_CONTENT_TYPE, problemSchema } from '@marketplace/contracts';
import { ROUTE_ACCESS } from './auth';
import { ROUTE_DOC, type DocumentedHandler, type RouteShapes } from './handle';

/**
 * The service's OpenAPI 3.1 document, read from the routes themselves: each route's `handle`
 * (or `documented`) carries its zod shapes and words, each `requireRole`/`authenticate` its
 * access, so the reference cannot drift from what the service answers. The edge merges the
 * services' documents under their public prefixes (`/api/<service>`).
 */

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, as the wire carries it. */
function jsonSchema(schema: z.ZodTypeAny, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

type Access = true | readonly string[];
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] } & Partial<Record<typeof ROUTE_ACCESS, Access>>;
}

/** A route as the router holds it, with what its handlers say of it. */
export interface DescribedRoute {
  method: string;
  /** Express's form, `/orders/:orderId`. */
  path: string;
  doc: RouteShapes | undefined;
  /** `true`: any valid token; a list: those roles only; undefined: no token needed. */
  access: Access | undefined;
}

const joinPaths = (prefix: string, path: string) =>
  prefix && path !== '/' ? `${prefix}${path}` : prefix || path;
/** Routes every service answers for the orchestrator, not part of its API. */
const PLATFORM_PATHS = new Set(['/health', '/ready', '/metrics', '/openapi.json']);

/** Every route of the app with what its handlers say of it, platform routes included. */
export function describeAllRoutes(app: Express): DescribedRoute[] {
  const out: DescribedRoute[] = [];
  const walk = (stack: Layer[], prefix: string, inherited: Access | undefined) => {
    let access = inherited;
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        const handlers = layer.route.stack.map(
          (l) => l.handle as DocumentedHandler & Record<symbol, unknown>,
        );
        const doc = handlers.map((h) => h[ROUTE_DOC]).find(Boolean);
        const own = handlers.map((h) => h[ROUTE_ACCESS] as Access | undefined).filter(Boolean);
        const routeAccess = own.find((a) => a !== true) ?? own[0] ?? access;
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            out.push({ method, path: joinPaths(prefix, layer.route.path), doc, access: routeAccess });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, joinPaths(prefix, mount), access);
      } else if (layer.handle?.[ROUTE_ACCESS]) {
        // `router.use(authenticate(…))`: every route after it needs a token.
        access = layer.handle[ROUTE_ACCESS];
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', undefined);
  return out;
}

/** The routes of the service's API: every route but the platform's (health, metrics, the reference). */
export function describeRoutes(app: Express): DescribedRoute[] {
  return describeAllRoutes(app).filter((r) => !PLATFORM_PATHS.has(r.path));
}

/** Routes the reference cannot describe: no summary, or no word of what they answer. */
export function undocumentedRoutes(app: Express): string[] {
  return describeRoutes(app)
    .filter(({ doc }) => !doc?.summary || !(doc.response || doc.file || doc.noContent))
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodTypeAny | undefined, where: 'path' | 'query', path: string) {
  const shape = (schema ? jsonSchema(schema, 'input') : {}) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const properties = { ...shape.properties };
  // A path's segments are parameters whether or not the route parses them.
  if (where === 'path')
    for (const [, name] of path.matchAll(/:([A-Za-z0-9_]+)/g)) properties[name] ??= { type: 'string' };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (shape.required ?? []).includes(name),
    schema: property,
  }));
}

const problemAnswer = {
  description: 'A problem: the request was refused or failed (RFC 9457, with a stable `code`)',
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
};

function operation(route: DescribedRoute, service: string) {
  const doc: RouteShapes = route.doc ?? {};
  const status = String(doc.status ?? (doc.noContent ? 204 : 200));
  const answer = doc.response
    ? { content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } } }
    : doc.file
      ? {
          content: Object.fromEntries(
            [doc.file].flat().map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
        }
      : {};
  const roles = Array.isArray(route.access) ? (route.access as string[]) : undefined;
  return {
    operationId: `${service}.${route.method}${openApiPath(route.path).replace(/[{}]/g, '').replace(/\//g, '.')}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [`${service}: ${route.path.split('/')[1] || service}`],
    // A session reaches every route of its role; an API key only the routes naming its scope.
    security: route.access ? [{ session: [] }, ...(doc.scope ? [{ apiKey: [doc.scope] }] : [])] : [],
    ...(doc.scope ? { 'x-api-key-scope': doc.scope } : {}),
    ...(roles ? { 'x-roles': roles } : {}),
    parameters: [
      ...parameters(doc.params, 'path', route.path),
      ...parameters(doc.query, 'query', route.path),
    ],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
          },
        }
      : doc.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      [doc.upload]: { type: 'string', contentMediaType: 'application/octet-stream' },
                    },
                    required: [doc.upload],
                  },
                },
              },
            },
          }
        : {}),
    responses: {
      [status]: { description: doc.summary ?? status, ...answer },
      default: problemAnswer,
    },
  };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

/** The security schemes and shared schemas every document names. */
export function openApiComponents(): OpenApiDocument['components'] {
  return {
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: ACCESS_COOKIE,
        description:
          'The access token of a signed-in user, set as an HttpOnly cookie by POST /api/identity/auth/sign-in (or sent as `Authorization: Bearer <token>`).',
      },
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          "A company's API key (`Authorization: Bearer mk_…`), made on the API keys page by a supplier or a buying team's approver. It acts as the person who made it, on the routes that name one of its scopes.",
      },
    },
    schemas: { Problem: jsonSchema(problemSchema, 'output') },
  };
}

/** The service's own document; paths as the service sees them (the edge adds `/api/<service>`). */
export function openApiDocument(
  app: Express,
  service: string,
  version = '1',
  description?: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of describeRoutes(app)) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route, service) };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${service} service`, version, ...(description ? { description } : {}) },
    paths,
    components: openApiComponents(),
  };
}
