// A signed-in demo user talking to the product through the edge, exactly as a browser would:
// cookies from sign-in, JSON bodies, and a same-site Origin. Used by the seed steps only.
import { DEMO_ACCOUNTS } from '../stack.mjs';

export class SeedSession {
  constructor(base, cookies) {
    this.base = base;
    this.cookies = cookies;
  }

  /** Signs in the first demo account of `role`, or the demo account given. */
  static async signIn(base, roleOrAccount) {
    const account =
      typeof roleOrAccount === 'string' ? DEMO_ACCOUNTS.find((a) => a.role === roleOrAccount) : roleOrAccount;
    if (!account) throw new Error(`no demo account with role ${roleOrAccount}`);
    const res = await sendPatiently(() =>
      fetch(`${base}/api/identity/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
    );
    if (!res.ok) throw new Error(`seed: signing in ${account.email}: HTTP ${res.status} ${await res.text()}`);
    const cookies = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return new SeedSession(base, cookies);
  }

  /** `fetch` through the edge with this session; throws with the problem text unless `ok(status)`. */
  async call(method, path, { json, body, headers = {}, ok = (s) => s < 400 } = {}) {
    const send = () =>
      fetch(`${this.base}${path}`, {
        method,
        headers: {
          Cookie: this.cookies,
          Origin: this.base,
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
      });
    let res = await sendPatiently(send);
    // Like the browser's web-kit: a refused token (e.g. voided by a company assignment) is
    // refreshed once and the request sent again.
    if (res.status === 401 && !path.startsWith('/api/identity/auth/') && (await this.refresh()))
      res = await sendPatiently(send);
    const text = await res.text();
    if (!ok(res.status)) throw new Error(`seed: ${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body: text ? safeJson(text) : null };
  }

  /** Signs in again (after a company assignment the next token carries the new company). */
  async refresh() {
    const res = await fetch(`${this.base}/api/identity/auth/refresh`, {
      method: 'POST',
      headers: { Cookie: this.cookies, Origin: this.base },
    });
    if (res.ok) {
      const fresh = res.headers.getSetCookie().map((c) => c.split(';')[0]);
      const jar = new Map(this.cookies.split('; ').map((c) => [c.split('=')[0], c]));
      for (const c of fresh) jar.set(c.split('=')[0], c);
      this.cookies = [...jar.values()].join('; ');
    }
    return res.ok;
  }
}

/** Tries a 503 again, as often as SERVICE_BUSY_RETRIES says. */
const SERVICE_BUSY_RETRIES = 3;

/**
 * Sends, and sends again when the service answers 503: it says its store or bus did not answer in
 * time and nothing was done (a busy machine: the first start of a stack under load), and its
 * Retry-After says when to try again (at most 5 s waited here).
 */
async function sendPatiently(send) {
  let res = await send();
  for (let attempt = 0; attempt < SERVICE_BUSY_RETRIES && res.status === 503; attempt++) {
    const waitS = Math.min(5, Number(res.headers.get('retry-after')) || 1);
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
    res = await send();
  }
  return res;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Polls `probe` until it returns a truthy value (read models fill from events). */
export async function eventually(what, probe, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`seed: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
