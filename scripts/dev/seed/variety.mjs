// Seed step "variety": Explore Rounds with every kind of round card and row, and more rounds than
// one page holds (the pager): a round opening in a few days, one with a long Portuguese name, and
// ordinary open rounds. Run before ./rounds.mjs, so the demo's main rounds stay the newest (first
// page). Through the public API as the demo supplier and the admin; safe to run again (by title).
import { SeedSession } from './session.mjs';
import { DEMO_PRODUCTS, supplierWithCompany } from './catalogue.mjs';
import { decideAsAdmin } from './rounds.mjs';

const DAY_MS = 24 * 3600 * 1000;
export const UPCOMING_ROUND = 'Demo Upcoming Round';
export const LONG_NAME_ROUND =
  'Rodada de Outono — café especial, azeite extra-virgem e açaí para restaurantes e cafeterias';
/** Ordinary open rounds, each with two products: together with the rest, more than one page. */
const ORDINARY_ROUNDS = Array.from({ length: 8 }, (_, i) => `Demo Regional Round ${i + 1}`);

export async function seed(base, log = () => {}) {
  const supplier = await supplierWithCompany(base);
  if (!supplier) return log('variety: the demo supplier has no company yet; skipped');
  const products = (await supplier.call('GET', '/api/supplier/products?status=active')).body.items;
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const existing = new Set(
    (await supplier.call('GET', '/api/supplier/rounds')).body.items.map((r) => r.title),
  );
  const lines = (skus, moq) =>
    skus.flatMap((sku) => (bySku.has(sku) ? [{ productId: bySku.get(sku).id, moq, maxQty: null }] : []));
  const admin = await SeedSession.signIn(base, 'admin');

  const rounds = [
    {
      title: UPCOMING_ROUND,
      description: 'Opens in five days: tools for the new season.',
      currency: 'USD',
      openAt: new Date(Date.now() + 5 * DAY_MS).toISOString(),
      closeAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      products: lines(['DEMO-DRILL-01', 'DEMO-TAPE-01'], 50),
    },
    {
      title: LONG_NAME_ROUND,
      description:
        'Uma rodada com nome longo, descrição longa e preços em euros: café, azeite e açaí para cozinhas profissionais, entregues juntos num só contêiner.',
      currency: 'EUR',
      openAt: new Date().toISOString(),
      closeAt: new Date(Date.now() + 14 * DAY_MS).toISOString(),
      products: lines(['DEMO-COFF-01', 'DEMO-OIL-01', 'DEMO-ACAI-01'], 120),
    },
    ...ORDINARY_ROUNDS.map((title, i) => ({
      title,
      description: 'Everyday supplies, bought together by nearby companies.',
      currency: 'USD',
      openAt: new Date().toISOString(),
      closeAt: new Date(Date.now() + (10 + i) * DAY_MS).toISOString(),
      products: lines([DEMO_PRODUCTS[16 + (i % 4)][1], DEMO_PRODUCTS[i % 8][1]], 40 + 10 * i),
    })),
  ];
  let created = 0;
  for (const body of rounds) {
    if (existing.has(body.title) || body.products.length === 0) continue;
    let round = (await supplier.call('POST', '/api/supplier/rounds', { json: body })).body;
    round = (await supplier.call('POST', `/api/supplier/rounds/${round.id}/submit`)).body;
    if (round.status === 'pending_approval') await decideAsAdmin(base, round, 'approve', log, admin);
    created += 1;
  }
  log(`variety: ${created} rounds created, ${rounds.length - created} present`);
}
