/**
 * The run's last check (the journeys' teardown project, playwright.config.ts): no page of any
 * journey went out as plain index.html for want of its server view. A fallback is a bug, not a
 * mode: the edge counts each one in `edge_server_view_fallbacks_total`, by reason.
 */
import { expect, test } from '@playwright/test';

/** The run's own edge (support/e2e-stack.ts), or an edge started by `npm start` on its default port. */
const METRICS_URL = process.env.E2E_EDGE_METRICS_URL ?? 'http://127.0.0.1:9464/metrics';

test('no page of the run fell back to the plain page for want of its server view', async ({ request }) => {
  const res = await request.get(METRICS_URL);
  expect(res.status()).toBe(200);
  const text = await res.text();
  // The counter is declared whatever happened: its help line proves the edge counts at all.
  expect(text).toContain('# TYPE edge_server_view_fallbacks_total counter');
  const fallbacks = text
    .split('\n')
    .filter((line) => line.startsWith('edge_server_view_fallbacks_total{'))
    .map((line) => {
      const [series, value] = line.split(' ');
      return { series, count: Number(value) };
    })
    .filter(({ count }) => count > 0);
  // The edge's log says which page and why, with the stack (error level: "server view failed").
  expect(fallbacks, 'fallbacks by reason; see the edge log (.data/logs/e2e-edge.log)').toEqual([]);
});
