import type { CookieOptions } from 'express';

export interface CookieSettings {
  secure: boolean;
  /** Browser path of identity behind the edge, e.g. `/api/identity`. */
  pathPrefix: string;
  accessTtlS: number;
  refreshTtlS: number;
}

/**
 * The access cookie goes everywhere (every service reads it); the refresh cookie only to
 * identity's auth routes, and only same-site, so no other path or site ever carries it.
 */
export function sessionCookieOptions(s: CookieSettings): {
  access: CookieOptions;
  refresh: CookieOptions;
  hint: CookieOptions;
} {
  return {
    access: { httpOnly: true, sameSite: 'lax', secure: s.secure, path: '/', maxAge: s.accessTtlS * 1000 },
    refresh: {
      httpOnly: true,
      sameSite: 'strict',
      secure: s.secure,
      path: `${s.pathPrefix}/auth`,
      maxAge: s.refreshTtlS * 1000,
    },
    // The session hint (contracts' SESSION_HINT_COOKIE): no secret, so scripts may read it; it
    // lives as long as the refresh cookie, the longest the session can be renewed.
    hint: { httpOnly: false, sameSite: 'lax', secure: s.secure, path: '/', maxAge: s.refreshTtlS * 1000 },
  };
}

/** Options that make a browser drop a cookie set with `options` (same path/flags, no max-age). */
export function clearingOptions(options: CookieOptions): CookieOptions {
  const { maxAge: _maxAge, expires: _expires, ...rest } = options;
  return rest;
}
