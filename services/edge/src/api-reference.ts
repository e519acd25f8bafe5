import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import { serviceUnavailable } from '@marketplace/service-kit/core';
import { sendProblem, type OpenApiDocument } from '@marketplace/service-kit/http';
import { SERVICES, type EdgeConfig } from './config';
import { MOVED_PATHS } from './moved-paths';

/**
 * The API reference of the whole site: each service documents its own routes (GET
 * /openapi.json, read from its routes); the edge merges them under their public prefixes and
 * serves a reference page (Redoc) at /api/docs.
 */

/**
 * Redoc's one-file browser build, served from the edge itself (the page loads nothing else).
 * Resolved, not imported: the edge's image carries this file and redoc's package.json only
 * (scripts/deploy/bundle-service.mjs), none of the packages the browser build has inside.
 */
const REDOC_SCRIPT = require.resolve('redoc/bundles/redoc.standalone.js');
const REDOC_VERSION: string = JSON.parse(
  readFileSync(path.join(path.dirname(REDOC_SCRIPT), '..', 'package.json'), 'utf8'),
).version;
const REDOC_PATH = `/api/docs/redoc.${REDOC_VERSION}.js`;
/**
 * Redoc's menu shows a "Redocly" mark it loads from Redocly's CDN, the one thing the page would
 * fetch from the internet (its fonts are the system's: it declares none). The served script
 * draws an empty image there instead, so the reference works offline and tells nobody it was read.
 */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
/** How long a merged reference is kept: the services' documents change only with a deploy. */
const MERGED_TTL_MS = 60_000;
const SERVICE_DOC_TIMEOUT_MS = 3_000;

/** Where each service's document is read, and the prefix its paths have at the edge. */
function sources(config: EdgeConfig): { service: string; url: string; prefix: string }[] {
  return [
    ...SERVICES.map((service) => ({ service, url: config.services[service], prefix: `/api/${service}` })),
    // The realtime gateway keeps its own path (/ws), as the edge forwards it.
    { service: 'realtime', url: config.realtimeUrl, prefix: '' },
  ];
}

/** The services' documents as one: paths under their public prefixes, shared components once. */
export function mergeDocuments(
  parts: { prefix: string; doc: OpenApiDocument }[],
  missing: string[],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  let components: OpenApiDocument['components'] = {};
  for (const { prefix, doc } of parts) {
    for (const [path, operations] of Object.entries(doc.paths)) paths[`${prefix}${path}`] = operations;
    components = {
      securitySchemes: { ...components.securitySchemes, ...doc.components.securitySchemes },
      schemas: { ...components.schemas, ...doc.components.schemas },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Group-buying marketplace API',
      version: '1',
      description: [
        'Every route of the marketplace, read from the services that answer it.',
        'Errors are RFC 9457 problems (`application/problem+json`) with a stable `code`.',
        'Writes from a browser must come from the site itself (Origin checked).',
        ...MOVED_PATHS.flatMap(({ from, to, paths }) =>
          paths.map(
            (p) =>
              `\`/api/${from}/${p}…\` still answers: the ${to} service's \`/api/${to}/${p}…\` routes, at their former address.`,
          ),
        ),
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    paths,
    components,
    ...(missing.length ? { 'x-missing-services': missing } : {}),
  } as OpenApiDocument;
}

async function fetchDocument(url: string): Promise<OpenApiDocument> {
  const res = await fetch(`${url.replace(/\/$/, '')}/openapi.json`, {
    signal: AbortSignal.timeout(SERVICE_DOC_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`answered ${res.status}`);
  const doc = (await res.json()) as Partial<OpenApiDocument> | null;
  if (doc?.openapi !== '3.1.0' || typeof doc.paths !== 'object' || typeof doc.components !== 'object')
    throw new Error('answered something that is not an OpenAPI 3.1 document');
  return doc as OpenApiDocument;
}

const docsPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Group-buying marketplace</title>
<style>body{margin:0}</style>
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-download-button="false" path-in-middle-panel="true"></redoc>
<script src="${REDOC_PATH}"></script>
</body>
</html>
`;

export function apiReferenceRoutes(config: EdgeConfig, logger: Logger): Router {
  const router = express.Router();
  let merged: { doc: OpenApiDocument; at: number } | undefined;

  router.get('/api/openapi.json', async (req: Request, res: Response) => {
    if (!merged || Date.now() - merged.at > MERGED_TTL_MS) {
      const read = await Promise.all(
        sources(config).map(async ({ service, url, prefix }) => {
          try {
            return { service, prefix, doc: await fetchDocument(url) };
          } catch (err) {
            logger.warn({ err: (err as Error).message, service }, 'API reference of a service not read');
            return { service, prefix, doc: null };
          }
        }),
      );
      const parts = read.flatMap(({ prefix, doc }) => (doc ? [{ prefix, doc }] : []));
      const missing = read.filter((r) => !r.doc).map((r) => r.service);
      if (!parts.length) {
        sendProblem(
          res,
          serviceUnavailable('No service answered for its API reference; try again in a moment', null),
          req,
        );
        return;
      }
      const doc = mergeDocuments(parts, missing);
      // A reference with a service missing is served but not kept: the next ask tries again.
      merged = missing.length ? undefined : { doc, at: Date.now() };
      res.setHeader('Cache-Control', 'no-cache');
      res.json(doc);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.json(merged.doc);
  });

  router.get('/api/docs', compression(), (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // Redoc builds its search index in a worker it starts from a blob: URL; images come from the
    // edge only (a logo an API's document names elsewhere is not fetched).
    const policy = String(res.getHeader('Content-Security-Policy')).replace(
      /img-src [^;]*/,
      "img-src 'self' data: blob:",
    );
    res.setHeader('Content-Security-Policy', `${policy}; worker-src 'self' blob:`);
    res.send(docsPage());
  });

  let script: Buffer | undefined;
  router.get(REDOC_PATH, compression(), (_req, res) => {
    script ??= Buffer.from(readFileSync(REDOC_SCRIPT, 'utf8').replaceAll(REDOC_CDN_LOGO, EMPTY_IMAGE));
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.send(script);
  });
  return router;
}
