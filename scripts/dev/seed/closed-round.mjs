// Seed step "closed round": a round that has already met its deadline, so a new user of each role
// sees what a close looks like: the demo buyer ordered one product up to its MOQ and
// another below it, and the round closed with "confirm what met its MOQ": the first is met, the
// second released from the buyer's order. Runs after "buying"; through the public API only; safe to
// run again (a round found by title is taken from wherever it stopped).
//
// The close is the admin's Close Round, which goes through the same close path as the deadline
// scan: waiting for a real deadline would add the scan's interval to every start.
import { SeedSession, eventually } from './session.mjs';
import { supplierWithCompany } from './catalogue.mjs';
import { decideAsAdmin } from './rounds.mjs';

export const CLOSED_ROUND = 'Demo Tools Round';
const ROUND_WAIT_MS = 30_000;
// [sku, MOQ, units the demo buyer orders]: the drill reaches its MOQ, the tape does not.
const LINES = [
  ['DEMO-DRILL-01', 40, 40],
  ['DEMO-TAPE-01', 400, 100],
];

export async function seed(base, log = () => {}) {
  const supplier = await supplierWithCompany(base);
  if (!supplier) return log('closed round: the demo supplier has no company yet; skipped');
  let round = (await supplier.call('GET', '/api/supplier/rounds')).body.items.find(
    (r) => r.title === CLOSED_ROUND,
  );
  if (round?.status === 'closed') return log(`closed round: "${CLOSED_ROUND}" present`);

  if (!round) {
    const products = new Map(
      (await supplier.call('GET', '/api/supplier/products?status=active')).body.items.map((p) => [p.sku, p]),
    );
    const lines = LINES.filter(([sku]) => products.has(sku));
    if (lines.length < LINES.length) return log('closed round: the demo tools are missing; skipped');
    const now = Date.now();
    round = (
      await supplier.call('POST', '/api/supplier/rounds', {
        json: {
          title: CLOSED_ROUND,
          description: 'Drills and tapes for site crews: closed, with what met its MOQ confirmed.',
          currency: 'USD',
          openAt: new Date(now).toISOString(),
          closeAt: new Date(now + 7 * 24 * 3600 * 1000).toISOString(),
          endAction: 'confirm_met',
          products: lines.map(([sku, moq]) => ({ productId: products.get(sku).id, moq, maxQty: null })),
        },
      })
    ).body;
  }
  if (round.status === 'draft')
    round = (await supplier.call('POST', `/api/supplier/rounds/${round.id}/submit`)).body;
  if (round.status === 'pending_approval' && !(await decideAsAdmin(base, round, 'approve', log))) return;

  await orderAsDemoBuyer(base, round, log);
  if (await decideAsAdmin(base, round, 'close', log))
    log(`closed round: "${CLOSED_ROUND}" closed with its outcome`);
}

async function orderAsDemoBuyer(base, round, log) {
  const buyer = await SeedSession.signIn(base, 'buyer');
  const { body: orders } = await buyer.call('GET', '/api/buyer/orders');
  if (orders.items.some((o) => o.roundId === round.id)) return;
  let detail;
  try {
    // The approval reaches the buyer service through the supplier's events.
    detail = await eventually(
      `"${CLOSED_ROUND}" open in the buyer service`,
      async () => {
        const res = await buyer.call('GET', `/api/buyer/rounds/${encodeURIComponent(round.id)}`, {
          ok: () => true,
        });
        return res.status === 200 ? res.body : null;
      },
      ROUND_WAIT_MS,
    );
  } catch (err) {
    return log(`closed round: ${err.message}; no order seeded`);
  }
  for (const [sku, , qty] of LINES) {
    const product = detail.products.find((p) => p.sku === sku);
    if (!product) continue;
    await buyer.call(
      'PUT',
      `/api/buyer/carts/${encodeURIComponent(round.id)}/items/${encodeURIComponent(product.id)}`,
      { json: { qty } },
    );
  }
  const { body: order } = await buyer.call('POST', '/api/buyer/orders', {
    json: { roundId: round.id },
    headers: { 'Idempotency-Key': `seed-demo-closed-order-${round.id}` },
  });
  log(`closed round: order #${order.id.slice(0, 8)} placed in "${CLOSED_ROUND}" (${order.totalUnits} units)`);
}
