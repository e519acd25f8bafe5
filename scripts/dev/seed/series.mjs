// Seed step "series": the closed Demo Tools Round comes back every week (a series, its next
// edition made as a draft three days before it opens), and the demo buyer follows it with a
// standing order of drills, so each role sees rounds that come back on first sign-in: the
// supplier's series view, the buyer's Following and Standing orders cards. Runs after "closed
// round"; through the public API only; safe to run again (the series and the standing order are
// found before they are made).
import { SeedSession, eventually } from './session.mjs';
import { supplierWithCompany } from './catalogue.mjs';
import { CLOSED_ROUND } from './closed-round.mjs';

const SERIES_WAIT_MS = 30_000;
const STANDING_SKU = 'DEMO-DRILL-01';
const STANDING_QTY = 40;

export async function seed(base, log = () => {}) {
  const supplier = await supplierWithCompany(base);
  if (!supplier) return log('series: the demo supplier has no company yet; skipped');
  const round = (await supplier.call('GET', '/api/supplier/rounds')).body.items.find(
    (r) => r.title === CLOSED_ROUND,
  );
  if (!round?.closeAt) return log(`series: "${CLOSED_ROUND}" is missing; skipped`);

  const { body: all } = await supplier.call('GET', '/api/supplier/series');
  let series = all.items.find((s) => s.editions[0]?.roundId === round.id);
  if (!series) {
    series = (
      await supplier.call('POST', '/api/supplier/series', {
        json: { roundId: round.id, every: { count: 1, unit: 'week' }, openDaysBefore: 3, autoSubmit: false },
      })
    ).body;
    log(`series: "${CLOSED_ROUND}" repeats every week`);
  }

  const buyer = await SeedSession.signIn(base, 'buyer');
  let product;
  try {
    // The series reaches the buyer service through the supplier's events.
    product = await eventually(
      `"${CLOSED_ROUND}" known as an edition of its series to the buyer service`,
      async () => {
        const res = await buyer.call('GET', `/api/buyer/rounds/${encodeURIComponent(round.id)}`, {
          ok: () => true,
        });
        if (res.status !== 200 || res.body.seriesId !== series.id) return null;
        return res.body.products.find((p) => p.sku === STANDING_SKU) ?? null;
      },
      SERIES_WAIT_MS,
    );
  } catch (err) {
    return log(`series: ${err.message}; nobody follows it`);
  }
  await buyer.call('PUT', `/api/buyer/follows/series/${encodeURIComponent(series.id)}`);
  const { body: standing } = await buyer.call('GET', '/api/buyer/standing-orders');
  if (standing.items.some((s) => s.seriesId === series.id))
    return log('series: the standing order is present');
  await buyer.call(
    'PUT',
    `/api/buyer/standing-orders/${encodeURIComponent(series.id)}/${encodeURIComponent(product.productId)}`,
    { json: { qty: STANDING_QTY } },
  );
  log(`series: the demo buyer follows it with a standing order of ${STANDING_QTY} drills`);
}
