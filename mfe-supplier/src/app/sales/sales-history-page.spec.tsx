/**
 * Sales History names each sale's buyer by the buying company under the short buyer id the spec
 * lists (a bare "ca04b13f" told the supplier nothing), and says so in words when the company is
 * not known. Rendered as markup (Node, no DOM) from the real store and texts.
 */
import type { Language } from '@marketplace/contracts';
import { saleSummarySchema, type SalesListResponse } from '@marketplace/contracts';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { salesApi } from './sales-api';
import { createSupplierStore } from '../store';
import { SalesHistoryPage } from './sales-history-page';
import '../area-texts';

const sale = (n: number, buyerCompanyName: string | null) =>
  saleSummarySchema.parse({
    id: `b7e1f7a${n}-0000-4000-8000-000000000001`,
    buyerId: `ca04b13${n}-1111-4000-8000-000000000002`,
    buyerCompanyId: buyerCompanyName ? `c000000${n}-2222-4000-8000-000000000003` : null,
    buyerCompanyName,
    roundId: 'r0000000-3333-4000-8000-000000000004',
    roundTitle: 'Spring Tees',
    currency: 'USD',
    status: 'approved',
    totalValue: 1242,
    totalUnits: 120,
    totalItems: 2,
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    decidedAt: null,
    invoiceId: null,
    invoiceNumber: null,
  });

const SALES: SalesListResponse = {
  stats: { totalSales: 2484, ordersCount: 2, totalUnitsSold: 240, activeBuyers: 2 },
  items: [sale(1, 'Loja Azul Ltda'), sale(2, null)],
  nextCursor: null,
};

/** The page's markup with `answer` as Sales History's first page. */
async function pageMarkup(language: Language, answer: SalesListResponse): Promise<string> {
  const store = createSupplierStore();
  // The first page is asked for without a cursor (the route's first read, first-reads.ts).
  await store.dispatch(salesApi.util.upsertQueryData('listSales', {}, answer));
  const html = await renderMarkup(language, <SalesHistoryPage />, store);
  // The cache entry's removal timer would outlive the spec.
  store.dispatch(salesApi.util.resetApiState());
  return html;
}

async function buyerCells(language: Language): Promise<string[]> {
  const html = await pageMarkup(language, SALES);
  // The spec's first 8 characters of the buyer id, never the whole id.
  expect(html).toContain('ca04b131');
  expect(html).not.toContain('ca04b131-1111');
  return markupParts(html, 'sale-buyer-name').map((part) => markupText(part.split('</span>')[0]!));
}

describe('Sales History: the buyer of each sale', () => {
  it('is the buying company’s name under the short buyer id, or words saying it is not on file', async () => {
    expect(await buyerCells('en')).toEqual(['Loja Azul Ltda', 'No company on file']);
    expect(await buyerCells('pt')).toEqual(['Loja Azul Ltda', 'Nenhuma empresa cadastrada']);
  });
});

describe('Sales History: pages', () => {
  it('shows the server’s page whole, with Previous and Next when there is a next page', async () => {
    const html = await pageMarkup('en', { ...SALES, nextCursor: 'MjAyNi0xMS0yMFQxMDowMDowMC4wMDBafGI3' });
    expect(html).toContain('data-testid="sales-pages"');
    expect(markupParts(html, 'sale-buyer-name')).toHaveLength(2);
  });

  it('has no pager when the first page is the only one', async () => {
    expect(await pageMarkup('en', SALES)).not.toContain('data-testid="sales-pages"');
  });
});
