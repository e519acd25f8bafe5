/** The value of cookie `name` in a Cookie header (`a=1; b=2`), or undefined when it has none. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Says only that this browser holds a session: set and cleared with the session's
 * HttpOnly cookies, readable by the app, secret-free. Without it the app does not ask for a
 * profile it cannot have (a 401, then a refused refresh: two console errors on every visit to
 * the sign-in page). A session from before it existed is simply signed in again.
 */
export const SESSION_HINT_COOKIE = 'mp_session';

/** Whether a Cookie header (or `document.cookie`) carries the session hint. */
export const hasSessionHint = (cookieHeader: string): boolean =>
  cookieValue(cookieHeader, SESSION_HINT_COOKIE) === '1';

/**
 * The browser's time zone (an IANA name), set by the app on every start: a page the server draws
 * reads its dates in it, as the browser that hydrates the page will. Without it (a browser that
 * has not run the app yet) the server draws no page.
 */
export const TIME_ZONE_COOKIE = 'mp_tz';

/** The time zone a Cookie header names (TIME_ZONE_COOKIE), when it is one this runtime knows. */
export function timeZoneOf(cookieHeader: string): string | undefined {
  const raw = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (!raw) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return undefined;
  }
  return zone;
}

/** The TIME_ZONE_COOKIE the app sets for a browser in `timeZone` (a year; sent to this site only). */
export const timeZoneCookie = (timeZone: string): string =>
  `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; path=/; max-age=31536000; SameSite=Lax`;
