/**
 * Test support (through '@marketplace/service-kit/testing', specs only): sends every route of an app the shapes of input
 * a browser never sends but anyone can, and reports each answer that is a 5xx, or a 4xx that is
 * not problem+json. Routes are read from the app's router (listRoutes), so a route added later is
 * covered without touching the specs.
 */
import type { Express } from 'express';
import { listRoutes, type ListedRoute } from '../http/route-list';
import { listenLocally } from './local-server';

export interface FuzzOptions {
  /** Headers that get a request past authentication and the role check (e.g. `Authorization`). */
  headers: () => Record<string, string> | Promise<Record<string, string>>;
  /** A value per path parameter name for the requests that are not about the path; default `fuzz-id`. */
  params?: Record<string, string>;
  /** Routes left out, with the reason in the spec (e.g. a route whose success ends the session). */
  skip?: (route: ListedRoute) => boolean;
}

export interface FuzzFailure {
  route: string;
  shape: string;
  status: number;
  contentType: string | null;
}

interface Shape {
  name: string;
  /** Path parameter values; undefined: the defaults. */
  param?: string;
  query?: string;
  body?: string;
  contentType?: string;
  cookie?: string;
  /** Without the caller's headers (cookies alone must not authenticate anyone). */
  anonymous?: boolean;
}

const DEPTH = 20_000;
const nested = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

/** Field names the services' bodies use: each gets every hostile value, one field at a time. */
const FIELDS = [
  'name',
  'email',
  'password',
  'token',
  'title',
  'description',
  'address',
  'phone',
  'country',
  'taxNumber',
  'type',
  'sku',
  'categoryId',
  'companyId',
  'roundId',
  'productId',
  'decision',
  'notes',
  'dueDate',
  'qty',
  'active',
  'size',
  'color',
  'material',
  'currency',
  'uom',
  'unitPrice',
  'unitsPerPack',
  'netWeightKg',
  'grossWeightKg',
  'cbm',
  'openAt',
  'closeAt',
  'products',
];

/** JSON text of each hostile value for a field that expects a string, a number or a list. */
const VALUES: Array<[string, string]> = [
  ['NUL in a string', JSON.stringify('a\u0000b')],
  ['an object with toString', '{"toString":1}'],
  ['an array nested 20,000 deep', nested],
  ['a huge string', JSON.stringify('x'.repeat(90_000))],
  ['a number', '1e308'],
  ['null', 'null'],
  ['a list of NULs', JSON.stringify(['\u0000', { productId: '\u0000' }])],
];

function shapesFor(route: ListedRoute): Shape[] {
  const shapes: Shape[] = [
    { name: 'NUL in every path id', param: '%00' },
    { name: 'NUL inside every path id', param: 'a%00b' },
    { name: 'NUL and an operator in the query', query: '?search=%00&status=%00&limit=%00&lang=%00' },
    { name: 'repeated and bracketed query keys', query: '?search=a&search=b&search[$ne]=1&status[]=x' },
    { name: 'a long query value', query: `?search=${'x'.repeat(6000)}` },
    { name: 'j: cookies', cookie: 'mp_access=j:{"$ne":null}; mp_refresh=j:[1]' },
    { name: 'j: cookies alone', cookie: 'mp_access=j:{"$ne":null}; mp_refresh=j:[1]', anonymous: true },
    { name: 'undecodable cookies', cookie: 'mp_access=%E0%A4%A; mp_refresh=%zz', anonymous: true },
  ];
  if (route.method === 'get' || route.method === 'delete' || route.method === 'head') return shapes;
  shapes.push(
    { name: 'a body nested 20,000 deep', body: nested },
    { name: 'a body of NUL', body: JSON.stringify('\u0000') },
    { name: 'a huge body', body: JSON.stringify({ name: 'x'.repeat(200_000) }) },
    { name: 'JSON that does not parse', body: '{"name": "a' },
    { name: 'a text/plain body', body: 'name=a', contentType: 'text/plain' },
    { name: 'a form body', body: 'name=a%00', contentType: 'application/x-www-form-urlencoded' },
    {
      name: 'a multipart body that does not parse',
      body: '--x\r\n\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { name: 'JSON in another charset', body: '{}', contentType: 'application/json; charset=utf-7' },
  );
  for (const field of FIELDS)
    for (const [what, value] of VALUES)
      shapes.push({ name: `${field}: ${what}`, body: `{"${field}":${value}}` });
  return shapes;
}

function pathOf(route: ListedRoute, shape: Shape, params: Record<string, string>): string {
  return route.path.replace(
    /:(\w+)/g,
    (_m, name: string) => shape.param ?? encodeURIComponent(params[name] ?? 'fuzz-id'),
  );
}

/**
 * Requests in flight at once: a service spends much of each hostile request waiting for its
 * database, so a few at a time keep the process busy; well under any service's load-shedding limit.
 */
const CONCURRENCY = 4;

/** Sends every hostile shape to every route of `app`; returns what was answered wrongly. */
export async function fuzzRoutes(app: Express, options: FuzzOptions): Promise<FuzzFailure[]> {
  const routes = listRoutes(app).filter((r) => !options.skip?.(r));
  const work = routes.flatMap((route) => shapesFor(route).map((shape) => ({ route, shape })));
  const { server, base } = await listenLocally(app);
  const failures: FuzzFailure[] = [];
  const send = async ({ route, shape }: (typeof work)[number]) => {
    const headers: Record<string, string> = shape.anonymous ? {} : { ...(await options.headers()) };
    if (shape.cookie) headers.cookie = shape.cookie;
    if (shape.body !== undefined) headers['content-type'] = shape.contentType ?? 'application/json';
    const res = await fetch(`${base}${pathOf(route, shape, options.params ?? {})}${shape.query ?? ''}`, {
      method: route.method.toUpperCase(),
      headers,
      body: shape.body,
      redirect: 'manual',
    });
    await res.arrayBuffer();
    const contentType = res.headers.get('content-type');
    const problem = contentType?.includes('application/problem+json') ?? false;
    if (res.status >= 500 || (res.status >= 400 && !problem))
      failures.push({
        route: `${route.method} ${route.path}`,
        shape: shape.name,
        status: res.status,
        contentType,
      });
  };
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < work.length) await send(work[next++]!);
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  // In route order, whatever order the answers came in.
  const order = new Map(routes.map((r, i) => [`${r.method} ${r.path}`, i]));
  return failures.sort((a, b) => order.get(a.route)! - order.get(b.route)!);
}
