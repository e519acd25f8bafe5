// Seed step "rounds": one approved demo round (submitted by the demo supplier, approved by the admin
// through the admin's decision route) and one draft. Safe to run again: rounds are found by title.
import { SeedSession } from './session.mjs';
import { DEMO_PRODUCTS, supplierWithCompany } from './catalogue.mjs';

export const APPROVED_ROUND = 'Demo Spring Round';
export const DRAFT_ROUND = 'Demo Draft Round';
/** A round with price breaks and a freight estimate, shared by volume. */
export const GROUP_PRICE_ROUND = 'Demo Group Price Round';
/** SKU → MOQ and breaks (the more the group commits, the less each unit costs). */
const GROUP_PRICE_PRODUCTS = {
  'DEMO-TEE-01': {
    moq: 600,
    priceBreaks: [
      { minQty: 600, unitPrice: 6 },
      { minQty: 1200, unitPrice: 5.6 },
    ],
  },
  'DEMO-JEAN-01': {
    moq: 300,
    priceBreaks: [
      { minQty: 300, unitPrice: 17.5 },
      { minQty: 600, unitPrice: 16.9 },
    ],
  },
  'DEMO-COFF-01': {
    moq: 200,
    priceBreaks: [
      { minQty: 200, unitPrice: 13.2 },
      { minQty: 500, unitPrice: 12.5 },
    ],
  },
};

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

  /** The round titled `title`, created from `body()` if missing, then submitted and approved. */
  const approvedRound = async (title, body) => {
    let round = find(title);
    if (!round)
      round = (await supplier.call('POST', '/api/supplier/rounds', { json: { title, ...body() } })).body;
    if (round.status === 'draft')
      round = (await supplier.call('POST', `/api/supplier/rounds/${round.id}/submit`)).body;
    if (round.status === 'pending_approval') await decideAsAdmin(base, round, 'approve', log);
  };
  const openFor = (days) => ({
    openAt: new Date().toISOString(),
    closeAt: new Date(Date.now() + days * 24 * 3600 * 1000).toISOString(),
  });

  await approvedRound(APPROVED_ROUND, () => ({
    description: 'Office furniture and electronics at shared-MOQ prices.',
    currency: 'USD',
    ...openFor(30),
    products: pick(DEMO_PRODUCTS.slice(0, 8).map((p) => p[1])),
  }));
  if (!find(DRAFT_ROUND))
    await supplier.call('POST', '/api/supplier/rounds', {
      json: {
        title: DRAFT_ROUND,
        description: 'Apparel and food, still being prepared.',
        currency: 'EUR',
        products: pick(DEMO_PRODUCTS.slice(8, 16).map((p) => p[1])),
      },
    });
  await approvedRound(GROUP_PRICE_ROUND, () => ({
    description: 'Apparel and coffee: the price falls for everyone as the group buys more.',
    currency: 'USD',
    ...openFor(21),
    freightCost: 3200,
    freightBasis: 'volume',
    products: Object.entries(GROUP_PRICE_PRODUCTS)
      .filter(([sku]) => products.has(sku))
      .map(([sku, p]) => ({ productId: products.get(sku).id, ...p })),
  }));
  log(`rounds: "${APPROVED_ROUND}", "${GROUP_PRICE_ROUND}" and "${DRAFT_ROUND}" present`);
}

/**
 * The admin's decision on a round through the admin's route. The admin's rounds read model fills
 * from the supplier's events: a 404 may only mean "not there yet", so it is asked again a while.
 */
export async function decideAsAdmin(base, round, decision, log, session = null) {
  const admin = session ?? (await SeedSession.signIn(base, 'admin'));
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
  if (status >= 400)
    log(`rounds: ${decision} of "${round.title}" through the admin route answered ${status}`);
  return status < 400;
}
