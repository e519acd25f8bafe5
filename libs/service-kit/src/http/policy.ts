import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '../core/problems';

/**
 * How a service's HTTP app treats the world in front of it. Every service reads the same
 * variables, so a deployment sets them once for all:
 * - `PUBLIC_ORIGINS` (comma-separated origins) and the origin of `PUBLIC_URL`; when neither is
 *   set, `http://localhost:8080`: the only origins a browser may send state-changing requests from.
 * - `TRUST_PROXY_HOPS` (default 1: the edge): how many proxies in front of the service append to
 *   `X-Forwarded-For`. The client address is taken that many hops from the right, never further,
 *   so a client cannot choose its own address by sending the header itself.
 */
export interface HttpPolicy {
  publicOrigins: string[];
  trustProxyHops: number;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

function originOf(url: string, name: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    return parsed.origin;
  } catch {
    throw new Error(`${name}: "${url}" is not an http(s) URL`);
  }
}

/** Reads the policy from the environment (see HttpPolicy); throws naming a bad variable. */
export function httpPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): HttpPolicy {
  const listed = (env.PUBLIC_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => originOf(o, 'PUBLIC_ORIGINS'));
  // PUBLIC_URL counts when set; its local default only when nothing else names the site.
  const publicUrl = env.PUBLIC_URL?.trim() || (listed.length ? undefined : DEFAULT_PUBLIC_URL);
  const hopsText = env.TRUST_PROXY_HOPS?.trim() || '1';
  if (!/^\d{1,2}$/.test(hopsText))
    throw new Error(`TRUST_PROXY_HOPS: must be a whole number of proxies, got "${hopsText}"`);
  return {
    publicOrigins: [...new Set([...listed, ...(publicUrl ? [originOf(publicUrl, 'PUBLIC_URL')] : [])])],
    trustProxyHops: Number(hopsText),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefused = (detail: string) =>
  new HttpProblem(403, ProblemCodes.crossSite, 'Forbidden', detail);

/**
 * Refuses state-changing requests a browser sends from anywhere but the product's own pages.
 *
 * - A browser names the page's origin in `Origin` on every POST/PUT/PATCH/DELETE, and (all
 *   current browsers) says in `Sec-Fetch-Site` whether that page is the same origin. Both must
 *   agree with us: `Origin` one of `publicOrigins`, `Sec-Fetch-Site` (when sent) `same-origin`.
 *   A page on another port of the same host is `same-site`, not `same-origin`: refused too.
 * - A request with neither header is not from a browser page (curl, server-to-server, the seed
 *   scripts' fetch): a forging page cannot strip both, so it passes. One with `Sec-Fetch-Site`
 *   but no `Origin` is a browser behaving oddly: refused.
 * - `Origin: null` (sandboxed frames, some redirects) is never one of ours: refused.
 */
export function sameOriginOnly(publicOrigins: string[]) {
  const refusalOf = crossSiteRefusal(publicOrigins);
  return (req: Request, _res: Response, next: NextFunction) => next(refusalOf(req));
}

/**
 * The rule of `sameOriginOnly` as a function of the request: its refusal, or undefined when the
 * request may pass. For a request listener that answers before the framework (the edge's API calls).
 */
export function crossSiteRefusal(publicOrigins: string[]) {
  const allowed = new Set(publicOrigins);
  return (req: Pick<IncomingMessage, 'method' | 'headers'>): HttpProblem | undefined => {
    if (SAFE_METHODS.has(req.method ?? '')) return undefined;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (origin === undefined && site === undefined) return undefined;
    if (origin === undefined) return crossSiteRefused('A browser request without an Origin');
    if (!allowed.has(origin)) return crossSiteRefused(`Requests from ${origin} are not accepted`);
    if (site !== undefined && site !== 'same-origin')
      return crossSiteRefused(`A ${String(site)} request is not accepted`);
    return undefined;
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Bodies are JSON; multipart only reaches the upload routes' own parser. Anything else (form
 * posts, text/plain "simple" requests another site can send without asking) is a 415 before a
 * handler runs. Multipart sent to a route without an upload parser is not read at all.
 */
export function jsonBodiesOnly() {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || !hasBody(req)) return next();
    const type = req.headers['content-type'] ?? '';
    if (JSON_TYPE.test(type) || MULTIPART_TYPE.test(type)) return next();
    next(
      new HttpProblem(
        415,
        ProblemCodes.unsupportedMedia,
        'Unsupported Media Type',
        'Request bodies are JSON (application/json)',
      ),
    );
  };
}

/**
 * Answers are personal (they depend on the caller's cookie) unless a route says otherwise, so
 * no browser or shared cache keeps them. Routes that may be cached set their own header.
 */
export function noStoreByDefault() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
