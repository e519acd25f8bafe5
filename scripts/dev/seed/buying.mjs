// Seed step "buying": the demo buyer has one placed order (with flexible units) and an open cart
// in the demo supplier's approved round, so every buyer and admin screen shows data on first sign-in. Runs after the
// rounds step (see ./index.mjs), through the public API only; safe to run again (it adds nothing
// when the buyer already has an order and a cart in that round).
import { SeedSession, eventually } from './session.mjs';
import { APPROVED_ROUND } from './rounds.mjs';

const DEMO_SUPPLIER = 'Demo Supplier Co.';
const ROUND_WAIT_MS = 30_000;

/** A quantity of about `share` of the MOQ in whole packs, at least one pack, within max qty. */
function packQty(product, share) {
  const pack = Math.max(1, product.unitsPerPack);
  let qty = Math.max(pack, Math.round((product.moq * share) / pack) * pack);
  if (product.maxQty != null) qty = Math.min(qty, Math.floor(product.maxQty / pack) * pack);
  return qty;
}

export async function seed(base, log = () => {}) {
  const buyer = await SeedSession.signIn(base, 'buyer');
  // The approved round reaches the buyer service through the supplier's events: wait for it.
  let round;
  try {
    round = await eventually(
      `an approved round of ${DEMO_SUPPLIER} in the buyer service`,
      async () => {
        const { body } = await buyer.call(
          'GET',
          `/api/buyer/rounds?search=${encodeURIComponent(DEMO_SUPPLIER)}`,
        );
        return body.items.find((r) => r.supplierName === DEMO_SUPPLIER && r.title === APPROVED_ROUND);
      },
      ROUND_WAIT_MS,
    );
  } catch (err) {
    log(`buying: ${err.message}; no cart or order seeded`);
    return;
  }
  const { body: detail } = await buyer.call('GET', `/api/buyer/rounds/${encodeURIComponent(round.id)}`);
  const [first, second = first] = detail.products;
  const itemPath = (p) =>
    `/api/buyer/carts/${encodeURIComponent(round.id)}/items/${encodeURIComponent(p.id)}`;

  const { body: orders } = await buyer.call('GET', '/api/buyer/orders');
  if (!orders.items.some((o) => o.roundId === round.id)) {
    await buyer.call('PUT', itemPath(first), { json: { qty: packQty(first, 0.3) } });
    const { body: order } = await buyer.call('POST', '/api/buyer/orders', {
      json: { roundId: round.id },
      headers: { 'Idempotency-Key': `seed-demo-order-${round.id}` },
    });
    log(`buying: order #${order.id.slice(0, 8)} placed in "${round.title}" (${order.totalUnits} units)`);
    // And up to a tenth of the MOQ more if the group needs it: the MOQ bar's flex segment shows.
    const line = order.items[0];
    const flex = packQty(first, 0.1);
    await buyer.call(
      'PUT',
      `/api/buyer/orders/${encodeURIComponent(order.id)}/items/${encodeURIComponent(line.id)}/flex`,
      { json: { flex } },
    );
    log(`buying: up to ${flex} more units of ${line.name} offered if the group needs them`);
  }

  const { body: carts } = await buyer.call('GET', '/api/buyer/carts');
  if (!carts.carts.some((c) => c.roundId === round.id)) {
    // About a fifth of the MOQ: the cart shows the danger band and its "needs N more units" warning.
    await buyer.call('PUT', itemPath(second), { json: { qty: packQty(second, 0.2) } });
    log(`buying: cart in "${round.title}" with ${second.name}`);
  }
}
