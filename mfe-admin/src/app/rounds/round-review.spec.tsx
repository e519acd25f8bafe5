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

  describe('a series’ edition beside the last approved one', () => {
    const EDITION: RoundReview = {
      ...REVIEW,
      round: { ...REVIEW.round, title: 'Summer Tees #3', seriesId: 's-tees' },
      sinceLastApproved: {
        roundId: 's-tees-e2',
        title: 'Summer Tees #2',
        approvedAt: '2030-05-01T12:00:00.000Z',
        changes: [
          { kind: 'freight_cost', from: 40, to: 55 },
          { kind: 'end_action', from: 'confirm_met', to: 'extend_once' },
          { kind: 'unit_price', name: 'Tee', from: 8, to: 10 },
          { kind: 'moq', name: 'Tee', from: 10, to: 12 },
          { kind: 'max_qty', name: 'Tee', from: null, to: 2000 },
          { kind: 'price_breaks', name: 'Tee' },
          { kind: 'product_added', name: 'Cap' },
          { kind: 'product_removed', name: 'Sugar' },
        ],
      },
    };
    /** The section's text and each of its sentences. */
    const section = (html: string) => {
      const part = /<section[^>]*data-testid="review-since-last"[^>]*>(.*?)<\/section>/.exec(html)?.[1];
      return {
        text: part === undefined ? null : markupText(part),
        items: [...(part ?? '').matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, li]) => markupText(li!)),
      };
    };

    it('lists every change as a sentence, money as the rest of the review shows it', async () => {
      const { text, items } = section(
        await renderMarkup('en', <RoundReviewContent row={ROW} review={EDITION} />),
      );
      expect(text).toContain('Changes since the last approved edition (Summer Tees #2)');
      expect(text).toMatch(/8 changes · Approved May 0?1, 2030 Freight/);
      expect(items).toEqual([
        'Freight cost $40.00 → $55.00',
        'End action Confirm what met its MOQ → Extend once',
        'Tee: unit price $8.00 → $10.00',
        'MOQ of Tee 10 → 12',
        'Max qty of Tee no limit → 2000',
        'Tee: price breaks changed',
        'Added: Cap',
        'Removed: Sugar',
      ]);
    });

    it('says when nothing changed, and in Portuguese', async () => {
      const same = { ...EDITION, sinceLastApproved: { ...EDITION.sinceLastApproved!, changes: [] } };
      const none = section(await renderMarkup('en', <RoundReviewContent row={ROW} review={same} />));
      expect(none.text).toContain('No changes since the last approved edition (Summer Tees #2)');
      expect(none.text).not.toContain('0 changes');
      expect(none.items).toEqual([]);

      const pt = section(await renderMarkup('pt', <RoundReviewContent row={ROW} review={EDITION} />));
      expect(pt.text).toContain('Mudanças desde a última edição aprovada (Summer Tees #2)');
      expect(pt.text).toContain('8 mudanças');
      expect(pt.items).toEqual(
        expect.arrayContaining(['Incluído: Cap', 'Removido: Sugar', 'Qtd. máx. de Tee sem limite → 2000']),
      );
      expect(pt.items.find((item) => item.startsWith('Tee: preço unitário'))).toMatch(/8,00.*→.*10,00/);
    });

    it('shows no such section for a round with nothing approved before it', async () => {
      const html = await renderMarkup('en', <RoundReviewContent row={ROW} review={REVIEW} />);
      expect(section(html).text).toBeNull();
    });
  });
});
