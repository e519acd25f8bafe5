/**
 * Query string of a list request: blank or whitespace-only values are left out (typing a space
 * must not trigger a request that means the same as none), the rest trimmed and encoded.
 */
export function listQueryString(params: Record<string, string | undefined>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const v = value?.trim();
    if (v) out.set(key, v);
  }
  return out.toString();
}
