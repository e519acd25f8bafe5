/**
 * The admin's review of a round shows everything approving it commits to — dates, end
 * action, freight, and each product's price, breaks, MOQ, max, pack and measures — in en and pt.
 * Rendered as markup (Node, no DOM) from the real texts.
 */
import type { AdminRoundRow, RoundReview } from '@marketplace/contracts';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { RoundReviewContent } from './round-review';
import '../area-texts';

const ROW: AdminRoundRow = {
  id: 'r-tees',
  title: 'Summer Tees',
  description: 'Cotton tees',
  currency: 'USD',
  status: 'pending_approval',
  supplierId: 'co-acme',
  supplierName: 'Acme Supplies',
  productCount: 2,
  openAt: null,
  closeAt: '2030-06-30T12:00:00.000Z',
  createdAt: '2030-05-20T12:00:00.000Z',
  endAction: 'extend_once',
  outcome: null,
};

const REVIEW: RoundReview = {
  round: {
    id: ROW.id,
    title: ROW.title,
    description: ROW.description,
    currency: ROW.currency,
    openAt: ROW.openAt,
    closeAt: ROW.closeAt,
    supplierId: ROW.supplierId,
    supplierName: ROW.supplierName,
    productCount: ROW.productCount,
    createdAt: ROW.createdAt,
    endAction: 'extend_once',
    status: 'pending_approval',
    extendDays: 7,
    freightCost: 1800,
    freightBasis: 'volume',
    version: 2,
  },
  products: [
    roundProductSnapshot({
      id: 'rp-1',
      productId: 'p-tee',
      name: 'Tee',
      sku: 'TEE-1',
      unitPrice: 12.5,
      unitsPerPack: 10,
      moq: 300,
      maxQty: 2000,
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.0004,
      priceBreaks: [
        { minQty: 500, unitPrice: 11.5 },
        { minQty: 1000, unitPrice: 10 },
      ],
    }),
    roundProductSnapshot({
      id: 'rp-2',
      productId: 'p-cap',
      name: 'Cap',
      sku: 'CAP-1',
      unitPrice: 4,
      moq: 50,
      netWeightKg: null,
      grossWeightKg: null,
      cbm: null,
    }),
  ],
};

/** The text of each table row, header first. */
const rows = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) => markupText(row!));

describe('Admin › Rounds: the review before an approval', () => {
  it('shows the round’s terms and every product’s price, breaks, MOQ, max, pack and measures', async () => {
    const html = await renderMarkup('en', <RoundReviewContent row={ROW} review={REVIEW} />);
    const text = markupText(html);
    expect(text).toContain('End Action Extend once, by 7 days');
    expect(text).toContain('Freight $1,800.00, shared by volume (CBM)');
    // No opening date: the round opens as it is approved, nothing is left unscheduled.
    expect(text).toContain('Opens On approval');
    expect(text).not.toContain('Not scheduled');
    // With the time of day, as the viewer's clock reads 12:00 UTC.
    const noon = new Date('2030-06-30T12:00:00.000Z').toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      `Closes Jun 30, 2030, ${noon.replace(/[\u00a0\u202f]/g, ' ')}`,
    );
    expect(rows(html)).toEqual(
      expect.arrayContaining([
        'Product Unit Price Price Breaks MOQ Max Qty Units per Pack Net Weight (kg) Gross Weight (kg) CBM (m³)',
        'Tee TEE-1 $12.50 From 500: $11.50 From 1000: $10.00 300 2000 10 · pieces 0.2 0.25 0.0004',
        'Cap CAP-1 $4.00 One price 50 No limit 1 · pieces — — —',
      ]),
    );
  });

  it('says the same in Portuguese', async () => {
    const text = markupText(await renderMarkup('pt', <RoundReviewContent row={ROW} review={REVIEW} />));
    expect(text).toContain('Prorrogar uma vez, por 7 dias');
    expect(text).toContain('Abre Na aprovação');
    expect(text).toContain('dividido por volume (CBM)');
    expect(text).toContain('A partir de 500:');
    expect(text).toContain('Preço único');
    expect(text).toContain('Sem limite');
  });

  it('shows the round’s row and what stands in for the products while there is no review', async () => {
    const text = markupText(
      await renderMarkup('en', <RoundReviewContent row={ROW} review={null} products={<p>reading…</p>} />),
    );
    expect(text).toContain('Summer Tees');
    expect(text).toContain('End Action Extend once');
    expect(text).toContain('reading…');
    expect(text).not.toContain('Freight');
  });
});
