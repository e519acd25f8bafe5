// Seed step "catalogue": about 20 demo products of "Demo Supplier Co." with a generated picture
// each, through the public API as the demo supplier (after ./directory.mjs assigned the company).
// Safe to run again: products are found by SKU, and only products without a picture get one.
import { rgbPng } from '../../../libs/service-kit/src/testing/png.cjs';
import { SeedSession, eventually } from './session.mjs';

/** name, SKU, price, currency, uom, units per pack, category hint, colour (RGB) */
export const DEMO_PRODUCTS = [
  ['Ergonomic Office Chair', 'DEMO-CHAIR-01', 149.9, 'USD', 'pieces', 1, 'furniture', [52, 98, 185]],
  ['Standing Desk 140cm', 'DEMO-DESK-01', 329, 'USD', 'pieces', 1, 'furniture', [139, 94, 60]],
  ['Bookshelf Oak 5 Tiers', 'DEMO-SHELF-01', 119.5, 'EUR', 'pieces', 1, 'furniture', [181, 136, 84]],
  ['LED Desk Lamp', 'DEMO-LAMP-01', 24.9, 'USD', 'pieces', 4, 'electronics', [245, 197, 66]],
  ['Wireless Mouse', 'DEMO-MOUSE-01', 12.75, 'USD', 'pieces', 10, 'electronics', [60, 60, 60]],
  ['Mechanical Keyboard', 'DEMO-KEYB-01', 69, 'USD', 'pieces', 5, 'electronics', [90, 90, 110]],
  ['USB-C Charger 65W', 'DEMO-CHRG-01', 29.99, 'USD', 'pieces', 10, 'electronics', [230, 230, 230]],
  ['27" Monitor', 'DEMO-MON-01', 199, 'USD', 'pieces', 1, 'electronics', [20, 20, 30]],
  ['Cotton T-Shirt', 'DEMO-TEE-01', 6.5, 'USD', 'pieces', 12, 'apparel', [200, 40, 60]],
  ['Denim Jeans', 'DEMO-JEAN-01', 18.9, 'USD', 'pieces', 6, 'apparel', [40, 70, 140]],
  ['Wool Socks (pair)', 'DEMO-SOCK-01', 2.4, 'EUR', 'pieces', 24, 'apparel', [120, 120, 120]],
  ['Rain Jacket', 'DEMO-JACK-01', 34, 'GBP', 'pieces', 4, 'apparel', [250, 180, 30]],
  ['Arabica Coffee Beans', 'DEMO-COFF-01', 14.2, 'USD', 'kg', 1, 'food', [100, 60, 30]],
  ['Olive Oil Extra Virgin', 'DEMO-OIL-01', 8.9, 'EUR', 'liters', 6, 'food', [150, 160, 40]],
  ['Brazilian Açaí Pulp', 'DEMO-ACAI-01', 5.6, 'BRL', 'kg', 10, 'food', [90, 30, 90]],
  ['Green Tea Leaves', 'DEMO-TEA-01', 11, 'USD', 'kg', 1, 'food', [80, 150, 70]],
  ['Cordless Drill 18V', 'DEMO-DRILL-01', 79, 'USD', 'pieces', 1, 'tools', [240, 120, 20]],
  ['Measuring Tape 5m', 'DEMO-TAPE-01', 4.5, 'USD', 'pieces', 20, 'tools', [250, 220, 0]],
  ['Steel Cable 10mm', 'DEMO-CABLE-01', 1.2, 'USD', 'm', 100, 'tools', [160, 160, 170]],
  ['Cardboard Boxes Large', 'DEMO-BOX-01', 0.85, 'USD', 'boxes', 50, null, [190, 150, 100]],
];

/**
 * Material, color and size by SKU: the invoice's products table prints them, so the demo's order
 * and invoice (products of the approved round, the first eight) show them filled in.
 */
export const DEMO_ATTRIBUTES = {
  'DEMO-CHAIR-01': { material: 'Mesh and steel', color: 'Black', size: 'Standard' },
  'DEMO-DESK-01': { material: 'Oak veneer', color: 'Natural', size: '140 x 70 cm' },
  'DEMO-SHELF-01': { material: 'Oak', color: 'Natural', size: '180 x 80 cm' },
  'DEMO-LAMP-01': { material: 'Aluminium', color: 'White', size: '45 cm' },
  'DEMO-MOUSE-01': { material: 'ABS plastic', color: 'Graphite', size: 'Medium' },
  'DEMO-KEYB-01': { material: 'Aluminium', color: 'Space grey', size: 'Full size' },
  'DEMO-CHRG-01': { material: 'Polycarbonate', color: 'White', size: 'Compact' },
  'DEMO-MON-01': { material: 'Plastic and glass', color: 'Black', size: '27 in' },
  'DEMO-TEE-01': { material: 'Cotton', color: 'Red', size: 'M' },
  'DEMO-JEAN-01': { material: 'Denim', color: 'Indigo', size: '32/32' },
  'DEMO-SOCK-01': { material: 'Merino wool', color: 'Grey', size: '39-42' },
  'DEMO-JACK-01': { material: 'Nylon', color: 'Yellow', size: 'L' },
};

/**
 * Per-unit net weight (kg), gross weight (kg) and volume (m³) by SKU: every demo round
 * then shows its container fill, and sold lines start pre-filled from them.
 */
export const DEMO_MEASURES = {
  'DEMO-CHAIR-01': [14, 17, 0.25],
  'DEMO-DESK-01': [32, 38, 0.18],
  'DEMO-SHELF-01': [28, 33, 0.12],
  'DEMO-LAMP-01': [1.1, 1.4, 0.006],
  'DEMO-MOUSE-01': [0.08, 0.12, 0.0008],
  'DEMO-KEYB-01': [0.9, 1.2, 0.004],
  'DEMO-CHRG-01': [0.15, 0.2, 0.0005],
  'DEMO-MON-01': [5.2, 7, 0.05],
  'DEMO-TEE-01': [0.18, 0.2, 0.0012],
  'DEMO-JEAN-01': [0.6, 0.7, 0.003],
  'DEMO-SOCK-01': [0.08, 0.09, 0.0004],
  'DEMO-JACK-01': [0.5, 0.6, 0.004],
  'DEMO-COFF-01': [1, 1.05, 0.002],
  'DEMO-OIL-01': [0.92, 1.3, 0.0013],
  'DEMO-ACAI-01': [1, 1.1, 0.0012],
  'DEMO-TEA-01': [1, 1.1, 0.004],
  'DEMO-DRILL-01': [1.6, 2.3, 0.007],
  'DEMO-TAPE-01': [0.2, 0.25, 0.0003],
  'DEMO-CABLE-01': [0.4, 0.42, 0.0002],
  'DEMO-BOX-01': [0.5, 0.55, 0.02],
};
const measuresOf = (sku) => {
  const [netWeightKg, grossWeightKg, cbm] = DEMO_MEASURES[sku] ?? [];
  return netWeightKg === undefined ? {} : { netWeightKg, grossWeightKg, cbm };
};

/** A 96×96 PNG: the product's colour, lighter towards the bottom right, with a white band. */
export function productPng([r, g, b], size = 96) {
  return rgbPng(size, size, (x, y) => {
    const band = y > size * 0.7 && y < size * 0.8;
    const k = (x + y) / (2 * size);
    const mix = (c) => (band ? 255 : Math.round(c + (255 - c) * k * 0.6));
    return [mix(r), mix(g), mix(b)];
  });
}

/**
 * The demo supplier, once its token carries the company the directory step assigned; null when it
 * has none (a checkout without the directory step): the catalogue steps then have nothing to do.
 */
export async function supplierWithCompany(base) {
  const supplier = await SeedSession.signIn(base, 'supplier');
  try {
    await eventually(
      'the demo supplier to have a company',
      async () => {
        const res = await supplier.call('GET', '/api/supplier/products?status=all', { ok: () => true });
        if (res.status === 200) return true;
        await supplier.refresh();
        return false;
      },
      10_000,
    );
    return supplier;
  } catch {
    return null;
  }
}

export async function seed(base, log = () => {}) {
  const supplier = await supplierWithCompany(base);
  if (!supplier) return log('catalogue: the demo supplier has no company yet; skipped');
  const categories = (await supplier.call('GET', '/api/supplier/categories')).body.items;
  const categoryFor = (hint, index) => {
    if (!hint || categories.length === 0) return null;
    const named = categories.find((c) => c.name.toLowerCase().includes(hint));
    return (named ?? categories[index % categories.length]).id;
  };
  const existing = new Map(
    (await supplier.call('GET', '/api/supplier/products?status=all')).body.items.map((p) => [p.sku, p]),
  );
  let created = 0;
  let pictured = 0;
  for (const [
    index,
    [name, sku, unitPrice, currency, uom, unitsPerPack, hint, rgb],
  ] of DEMO_PRODUCTS.entries()) {
    let product = existing.get(sku);
    const attributes = DEMO_ATTRIBUTES[sku] ?? {};
    if (!product) {
      product = (
        await supplier.call('POST', '/api/supplier/products', {
          json: {
            name,
            sku,
            unitPrice,
            currency,
            uom,
            unitsPerPack,
            categoryId: categoryFor(hint, index),
            ...attributes,
            ...measuresOf(sku),
          },
        })
      ).body;
      created += 1;
    } else if (attributes.material && !product.material) {
      // Seeded before products had them: rounds approved from now on carry them.
      product = (await supplier.call('PATCH', `/api/supplier/products/${product.id}`, { json: attributes }))
        .body;
    }
    if (product.grossWeightKg == null && DEMO_MEASURES[sku])
      // Seeded before products had measures: a partial update names only those.
      product = (
        await supplier.call('PATCH', `/api/supplier/products/${product.id}`, { json: measuresOf(sku) })
      ).body;
    if (product.images.length === 0) {
      const form = new FormData();
      form.append('image', new Blob([productPng(rgb)], { type: 'image/png' }), `${sku}.png`);
      await supplier.call('POST', `/api/supplier/products/${product.id}/images`, { body: form });
      pictured += 1;
    }
  }
  log(
    `catalogue: ${created} products created, ${pictured} pictures added (${DEMO_PRODUCTS.length} demo products)`,
  );
}
