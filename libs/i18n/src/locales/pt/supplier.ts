/** Namespace `supplier` (pt) — owner: mfe-supplier. Mirrors ../en/supplier.ts. */
import { supplierInvoices, supplierSales } from './invoices';
import type { TranslationOf } from '../../types';
import type { supplier as en } from '../en/supplier';

export const supplier: TranslationOf<typeof en> = {
  title: 'Fornecedor',
  pages: {
    dashboard: 'Painel do Fornecedor',
    products: 'Meus Produtos',
    rounds: 'Minhas Rodadas',
    sales: 'Histórico de Vendas',
    invoices: 'Faturas Proforma',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Não há página do fornecedor neste endereço.',
    back: 'Ir para o painel do fornecedor',
  },
  standalone: {
    banner: 'Modo autônomo',
    detail:
      'A área do fornecedor roda sozinha com uma sessão de fornecedor substituta; as chamadas à API vão para o edge.',
  },
  sales: supplierSales,
  invoices: supplierInvoices,
};
