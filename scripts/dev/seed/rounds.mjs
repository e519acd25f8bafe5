// Seed step "rounds": one approved demo round (submitted by the demo supplier, approved by the admin
// through the admin's decision route) and one draft. Safe to run again: rounds are found by title.
import { SeedSession } from './session.mjs';
import { DEMO_PRODUCTS, supplierWithCompany } from './catalogue.mjs';

export const APPROVED_ROUND = 'Demo Spring Round';
export const DRAFT_ROUND = 'Demo Draft Round';

export async function seed(base, log = () => {}) {
  const supplier = await supplierWithCompany(base);
  if (!supplier) return log('rounds: the demo supplier has no company yet; skipped');
  const products = new Map(
    (await supplier.call('GET', '/api/supplier/products?status=active')).body.items.map((p) => [p.sku, p]),
  );
  const pick = (skus) =>
    skus
      .map((sku) => products.get(sku))
      .filter(Boolean)
      .map((p, i) => ({
        productId: p.id,
        moq: [100, 60, 40, 200, 120, 80][i % 6],
        maxQty: i % 2 ? null : 1000,
      }));
  const rounds = (await supplier.call('GET', '/api/supplier/rounds')).body.items;
  const find = (title) => rounds.find((r) => r.title === title);

  let approved = find(APPROVED_ROUND);
  if (!approved) {
    const now = Date.now();
    approved = (
      await supplier.call('POST', '/api/supplier/rounds', {
        json: {
          title: APPROVED_ROUND,
          description: 'Office furniture and electronics at shared-MOQ prices.',
          currency: 'USD',
          openAt: new Date(now).toISOString(),
          closeAt: new Date(now + 30 * 24 * 3600 * 1000).toISOString(),
          products: pick(DEMO_PRODUCTS.slice(0, 8).map((p) => p[1])),
        },
      })
    ).body;
  }
  if (approved.status === 'draft')
    approved = (await supplier.call('POST', `/api/supplier/rounds/${approved.id}/submit`)).body;
  if (approved.status === 'pending_approval') await decideAsAdmin(base, approved, 'approve', log);

  if (!find(DRAFT_ROUND))
    await supplier.call('POST', '/api/supplier/rounds', {
      json: {
        title: DRAFT_ROUND,
        description: 'Apparel and food, still being prepared.',
        currency: 'EUR',
        products: pick(DEMO_PRODUCTS.slice(8, 16).map((p) => p[1])),
      },
    });
  log(`rounds: "${APPROVED_ROUND}" and "${DRAFT_ROUND}" present`);
}

/**
 * The admin's decision on a round through the admin's route. The admin's rounds read model fills
 * from the supplier's events: a 404 may only mean "not there yet", so it is asked again a while.
 */
export async function decideAsAdmin(base, round, decision, log) {
  const admin = await SeedSession.signIn(base, 'admin');
  let status = 0;
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await admin.call('POST', `/api/admin/rounds/${round.id}/decision`, {
      json: { decision },
      ok: () => true,
    });
    status = res.status;
    if (status !== 404) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (status >= 400) log(`rounds: ${decision} of "${round.title}" through the admin route answered ${status}`);
  return status < 400;
}
