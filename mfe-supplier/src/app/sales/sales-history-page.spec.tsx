/**
 * Sales History names each sale's buyer by the buying company, never by a user id (every row led
 * with "ca04b13f", the company only under it when the directory knew it), and says so in words
 * when the company is not known. Rendered as markup (Node, no DOM) from the real store and texts.
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
};

async function buyerCells(language: Language): Promise<string[]> {
  const store = createSupplierStore();
  await store.dispatch(salesApi.util.upsertQueryData('listSales', undefined, SALES));
  const html = await renderMarkup(language, <SalesHistoryPage />, store);
  // The cache entry's removal timer would outlive the spec.
  store.dispatch(salesApi.util.resetApiState());
  expect(html).not.toContain('ca04b13');
  return markupParts(html, 'sale-buyer-name').map((part) => markupText(part.split('</span>')[0]!));
}

describe('Sales History: the buyer of each sale', () => {
  it('is the buying company’s name, or words saying it is not on file, never a user id', async () => {
    expect(await buyerCells('en')).toEqual(['Loja Azul Ltda', 'No company on file']);
    expect(await buyerCells('pt')).toEqual(['Loja Azul Ltda', 'Nenhuma empresa cadastrada']);
  });
});
