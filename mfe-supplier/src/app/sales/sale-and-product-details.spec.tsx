/**
 * The sale detail names the buyer's company (not only "Buyer ID ca04b13f"), and the
 * product details show the per-unit measures the supplier entered. Rendered as markup (Node, no
 * DOM), from the real texts, in en and pt.
 */
import { productSchema, saleSummarySchema, type Product, type SaleSummary } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { ProductMeasures } from '../products/product-details-dialog';
import { SaleSummaryItems } from './sale-detail-dialog';
import '../area-texts';

const SALE: SaleSummary = saleSummarySchema.parse({
  id: 'b7e1f7a2-0000-4000-8000-000000000001',
  buyerId: 'ca04b13f-1111-4000-8000-000000000002',
  buyerCompanyId: 'c0000000-2222-4000-8000-000000000003',
  buyerCompanyName: 'Loja Azul Ltda',
  roundId: 'r0000000-3333-4000-8000-000000000004',
  roundTitle: 'Spring Tees',
  currency: 'USD',
  status: 'approved',
  totalValue: 1242,
  totalUnits: 120,
  totalItems: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
  invoiceId: null,
  invoiceNumber: null,
});

describe('Sales › Order Details: the buyer', () => {
  it('names the buyer company, with the short buyer id beside it', async () => {
    const text = markupText(await renderMarkup('en', <SaleSummaryItems sale={SALE} />));
    expect(text).toContain('Buyer Loja Azul Ltda Buyer ID ca04b13f');
    const portuguese = markupText(await renderMarkup('pt', <SaleSummaryItems sale={SALE} />));
    expect(portuguese).toContain('Comprador Loja Azul Ltda ID do Comprador ca04b13f');
  });

  it('says when the order carries no company instead of leaving a blank', async () => {
    const text = markupText(
      await renderMarkup('en', <SaleSummaryItems sale={{ ...SALE, buyerCompanyName: null }} />),
    );
    expect(text).toContain('Buyer No company on file Buyer ID ca04b13f');
  });
});

const PRODUCT: Product = productSchema.parse({
  id: 'p0000000-4444-4000-8000-000000000005',
  supplierId: 'c0000000-5555-4000-8000-000000000006',
  sku: 'TEE-1',
  name: 'Tee',
  description: null,
  categoryId: null,
  categoryName: null,
  unitPrice: 12.5,
  currency: 'USD',
  uom: 'pieces',
  unitsPerPack: 10,
  size: null,
  color: null,
  material: null,
  active: true,
  images: [],
  netWeightKg: 0.45,
  grossWeightKg: 0.5,
  cbm: 0.0004,
  primaryImageUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('Products › Product Details: the measures', () => {
  it('shows the per-unit weights and volume as entered, in en and pt', async () => {
    const text = markupText(await renderMarkup('en', <ProductMeasures product={PRODUCT} />));
    expect(text).toBe(
      'Net weight per unit (kg) 0.45 Gross weight per unit (kg) 0.5 Volume per unit (CBM, m³) 0.0004',
    );
    const portuguese = markupText(await renderMarkup('pt', <ProductMeasures product={PRODUCT} />));
    expect(portuguese).toMatch(/0\.45 .* 0\.5 .* 0\.0004$/);
  });

  it('shows a dash for a measure not entered yet', async () => {
    const text = markupText(
      await renderMarkup('en', <ProductMeasures product={{ ...PRODUCT, cbm: null }} />),
    );
    expect(text).toContain('Volume per unit (CBM, m³) —');
  });
});
