/**
 * A page of another site for cross-site attacks in a real browser: a tiny HTTP server on a free
 * loopback port that serves the HTML a test gives it. `http://localhost:<port>` is another
 * site than the product at `http://127.0.0.1:<edge>`; `http://127.0.0.1:<port>` is the same
 * site on another origin (its requests carry the product's SameSite=Lax cookies).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AttackerSite {
  port: number;
  /** Serves `html` at `path` (both as the page and for later requests). */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

export async function startAttackerSite(): Promise<AttackerSite> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get((req.url ?? '/').split('?')[0]!);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    page: (path, html) => void pages.set(path, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An auto-submitting HTML form: the classic cross-site POST (urlencoded, top-level navigation). */
export function autoSubmitForm(action: string, fields: Record<string, string> = {}): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`)
    .join('');
  return `<!doctype html><form id="f" method="POST" action="${action}">${inputs}</form><script>document.getElementById('f').submit()</script>`;
}
