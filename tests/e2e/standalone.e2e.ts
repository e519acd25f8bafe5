/**
 * A remote run on its own (README: "one remote, standalone"): its build's index.html mounts the
 * area with a stand-in session and no shell. A remote's entry takes Module Federation's runtime
 * core from the shell (webpack/standalone-runtime-core-plugin.js), so alone it must bring its
 * own: each area still starts and shows its dashboard and the standalone banner, in the words of
 * its own texts.
 *
 * The built files are served as the remote's dev server would serve them (any address the page
 * does not name as a file answers index.html). Nothing answers /api here: the dashboards show
 * their empty or error states, which is enough to see the area running.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** A static server over one remote's dist, on a free port. */
async function serveDist(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"status":404}');
      return;
    }
    const file = path.join(dir, path.normalize(pathname));
    const served =
      file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()
        ? file
        : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    fs.createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const AREAS = [
  { remote: 'mfe-buyer', path: '/buyer', heading: 'Buyer Dashboard', detail: 'The buyer area runs alone' },
  {
    remote: 'mfe-supplier',
    path: '/supplier',
    heading: 'Supplier Dashboard',
    detail: 'The supplier area runs alone',
  },
  { remote: 'mfe-admin', path: '/admin', heading: 'Admin Dashboard', detail: 'The admin area runs alone' },
];

for (const area of AREAS) {
  test(`${area.remote} runs on its own: its dashboard and the standalone banner show`, async ({ page }) => {
    const server = await serveDist(path.join(ROOT, area.remote, 'dist'));
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(server.url);
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      await expect(page.getByRole('heading', { name: area.heading })).toBeVisible();
      const banner = page.getByTestId('standalone-banner');
      await expect(banner).toContainText('Standalone mode');
      await expect(banner).toContainText(area.detail);
      // The runtime core the standalone page loaded, not a shell's.
      expect(
        await page.evaluate(
          () =>
            (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
              ._FEDERATION_RUNTIME_CORE_FROM?.name,
        ),
      ).toBe('standalone');
      expect(pageErrors).toEqual([]);
    } finally {
      await server.close();
    }
  });
}
