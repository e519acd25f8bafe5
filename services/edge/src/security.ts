import type { IncomingMessage } from 'node:http';
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
 * edge's own hop count yields (`req.ip`), so whatever the client sent as X-Forwarded-For is gone.
 */
export function setForwardedHeaders(req: Request): void {
  Object.assign(req.headers, forwardedHeadersOf(req));
  delete req.headers.forwarded;
}

/** The headers setForwardedHeaders writes, for a request the edge makes itself on `req`'s behalf. */
export function forwardedHeadersOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
    'x-forwarded-proto': req.protocol,
  };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/**
 * The client address of a request express never saw (a WebSocket upgrade), by the same rule
 * as express's numeric "trust proxy": `hops` entries from the right of X-Forwarded-For.
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [req.socket.remoteAddress ?? '', ...forwarded.reverse()];
  return chain[Math.min(hops, chain.length - 1)] ?? '';
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

/** Seconds a client over its cap is asked to wait. */
const PER_CLIENT_RETRY_AFTER_S = 1;

/**
 * At most `max` requests in progress per client address: 1,100 connections from one
 * client, each holding a half-sent body, reached a service's in-flight limit and made it refuse
 * every signed-in user. The services no longer count bodies still arriving, and cut a body after
 * its deadline; this keeps one address from holding the services' sockets and the edge's own.
 * A request counts until its answer is written or its connection closes.
 */
export function perClientCap(max: number, trustProxyHops: number): RequestHandler {
  const inProgress = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (max <= 0) return next();
    const client = clientAddress(req, trustProxyHops);
    const count = inProgress.get(client) ?? 0;
    if (count >= max) {
      sendProblem(
        res,
        tooManyRequests(
          'Too many requests in progress from this address; please try again in a moment',
          PER_CLIENT_RETRY_AFTER_S,
        ),
        req,
      );
      return;
    }
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
    next();
  };
}
