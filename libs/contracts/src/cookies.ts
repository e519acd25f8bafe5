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
