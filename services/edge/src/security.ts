import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { ProblemCodes } from '@marketplace/contracts';
import { INLINE_SCRIPTS } from '@marketplace/contracts/first-paint';
import { HttpProblem, notFound, tooManyRequests, writeProblem } from '@marketplace/service-kit/core';
import { sameOriginOnly, sendProblem } from '@marketplace/service-kit/http';
import type { EdgeConfig } from './config';

/**
 * The edge's security rules, in one place for the whole site: which Host names it answers,
 * which paths stay internal, what the services learn about the client, and the browser-facing
 * headers (CSP, HSTS) that no service sets for itself.
 */

/**
 * `host` matches an allowed entry: `name:port` exactly, or `name` on any port (a local run's
 * ports are picked at run time). Anything else — e.g. a DNS-rebinding page, whose Host is the
 * attacker's name — is answered 421.
 */
export function hostAllowed(host: string | undefined, allowed: string[]): boolean {
  if (!host) return false;
  const h = host.toLowerCase();
  const name = h.replace(/:\d+$/, '');
  return allowed.some((a) => a === h || (!a.includes(':') && a === name));
}

export function hostAllowList(allowed: string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hostAllowed(req.headers.host, allowed)) return next();
    writeProblem(
      res,
      new HttpProblem(
        421,
        ProblemCodes.wrongHost,
        'Misdirected Request',
        'This host name is not served here',
      ).toProblem(undefined, String(req.id ?? '')),
    );
  };
}

/** Probes and metrics of the services: for the orchestrator on the service ports, not the public. */
const INTERNAL_SERVICE_PATH = /^\/api\/[^/]+\/+(?:health|ready|metrics)(?:[/?#]|$)/i;

/** A browser path the edge never forwards to a service (see INTERNAL_SERVICE_PATH). */
export const isInternalServicePath = (urlPath: string): boolean => INTERNAL_SERVICE_PATH.test(urlPath);

export function blockInternalPaths(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isInternalServicePath(req.path)) return next();
    sendProblem(res, notFound(`Nothing at ${req.path}`, ProblemCodes.routeNotFound), req);
  };
}

/**
 * What a service is told about the client, written (never appended) here: the address the
 * edge's own hop count yields, so whatever the client sent as X-Forwarded-For is gone.
 */
export function setForwardedHeaders(req: Request): void {
  writeForwardedHeaders(req, trustedHops(req));
}

/** setForwardedHeaders for a request express never saw, by the hop count express would use. */
export function writeForwardedHeaders(req: IncomingMessage, hops: number): void {
  Object.assign(req.headers, forwardedHeadersFor(req, hops));
  delete req.headers.forwarded;
}

/** The headers setForwardedHeaders writes, for a request the edge makes itself on `req`'s behalf. */
export function forwardedHeadersOf(req: Request): Record<string, string> {
  return forwardedHeadersFor(req, trustedHops(req));
}

/** The app's "trust proxy" setting: always the number of hops (config.trustProxyHops). */
const trustedHops = (req: Request): number => Number(req.app.get('trust proxy'));

function forwardedHeadersFor(req: IncomingMessage, hops: number): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': clientAddress(req, hops),
    'x-forwarded-proto': clientProtocol(req, hops),
  };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/**
 * The client address by express's numeric "trust proxy" rule (`req.ip`), for requests express
 * never sees too: `hops` entries from the right of X-Forwarded-For, read as express reads it
 * (entries split on commas, spaces around them dropped, empty ones skipped).
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.replace(/^ +| +$/g, ''))
    .filter(Boolean);
  const chain = [req.socket.remoteAddress ?? '', ...forwarded.reverse()];
  return chain[Math.min(hops, chain.length - 1)] ?? '';
}

/**
 * The protocol by express's rule (`req.protocol`): the connection's own unless a proxy in front
 * is trusted, then the first entry of its X-Forwarded-Proto.
 */
function clientProtocol(req: IncomingMessage, hops: number): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (hops <= 0) return own;
  const header = String(req.headers['x-forwarded-proto'] ?? '') || own;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.substring(0, comma)).trim();
}

/** Same rule as in every service (kit), applied before anything is proxied. */
export const edgeSameOriginOnly = (config: EdgeConfig) => sameOriginOnly(config.publicOrigins);

/** Cross-site WebSocket hijacking: an upgrade from another origin is refused like a POST would be. */
export function upgradeAllowed(req: IncomingMessage, config: EdgeConfig): boolean {
  if (!hostAllowed(req.headers.host, config.publicHosts)) return false;
  const origin = req.headers.origin;
  return origin === undefined || config.publicOrigins.includes(origin);
}

/**
 * CSP and HSTS for the whole site. `connect-src` is the site itself (its API and its realtime
 * endpoint /ws, whose ws:/wss: URLs are listed explicitly for browsers that do not count them
 * as 'self') and remote manifests on other origins; nothing else can be fetched or exfiltrated to.
 */
/** CSP source allowing one inline script, by the hash of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function securityHeaders(config: EdgeConfig, remoteOrigins: string[]): RequestHandler {
  const realtime = config.publicOrigins.map((o) => `${o.replace(/^http/, 'ws')}/ws`);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // index.html's inline scripts (libs/contracts/src/first-paint.ts), each by its hash.
        scriptSrc: ["'self'", ...remoteOrigins, ...INLINE_SCRIPTS.map(scriptHashSource)],
        // antd writes its CSS-in-JS into <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // product images may be any URL (CSV import has an Image URL column)
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...realtime, ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Browsers ignore HSTS over plain http; on by default whenever the site is https.
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}

/**
 * The headers `securityHeaders` sets, in its order, read once by running it on a stand-in answer:
 * with no per-request directives (no nonces) helmet sets the same headers on every answer, so a
 * listener that answers before express writes these instead of running helmet each time.
 */
export function securityHeaderList(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const answer = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as Request, answer as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('the security headers depend on the request: they cannot be written ahead');
  return [...headers.values()];
}

/** Seconds a client over its cap is asked to wait. */
const PER_CLIENT_RETRY_AFTER_S = 1;

/**
 * At most `max` requests in progress per client address: 1,100 connections from one
 * client, each holding a half-sent body, reached a service's in-flight limit and made it refuse
 * every signed-in user. The services no longer count bodies still arriving, and cut a body after
 * its deadline; this keeps one address from holding the services' sockets and the edge's own.
 * A request counts until its answer is written or its connection closes.
 */
export interface ClientCap {
  /** Counts the request and says true, or says false (nothing counted) when its client is at the cap. */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
}

export function clientCap(max: number, trustProxyHops: number): ClientCap {
  const inProgress = new Map<string, number>();
  return {
    admit(req, res) {
      if (max <= 0) return true;
      const client = clientAddress(req, trustProxyHops);
      const count = inProgress.get(client) ?? 0;
      if (count >= max) return false;
      inProgress.set(client, count + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(client) ?? 1) - 1;
        if (left > 0) inProgress.set(client, left);
        else inProgress.delete(client);
      };
      res.once('finish', release);
      res.once('close', release);
      return true;
    },
  };
}

/** The cap as express middleware: a request past it is answered 429 with Retry-After. */
export function perClientCap(cap: ClientCap): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (cap.admit(req, res)) return next();
    sendProblem(
      res,
      tooManyRequests(
        'Too many requests in progress from this address; please try again in a moment',
        PER_CLIENT_RETRY_AFTER_S,
      ),
      req,
    );
  };
}
