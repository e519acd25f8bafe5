/** Namespace `buyer` (pt) — owner: mfe-buyer. Mirrors ../en/buyer.ts. */
import { buyerInvoices } from './invoices';
import type { TranslationOf } from '../../types';
import type { buyer as en } from '../en/buyer';

export const buyer: TranslationOf<typeof en> = {
  title: 'Comprador',
  pages: {
    dashboard: 'Painel do Comprador',
    rounds: 'Explorar Rodadas',
    cart: 'Carrinho de Compras',
    orders: 'Histórico de Pedidos',
    invoices: 'Faturas Proforma',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'Não há página do comprador neste endereço.',
    back: 'Ir para o painel do comprador',
  },
  standalone: {
    banner: 'Modo autônomo',
    detail:
      'A área do comprador roda sozinha com uma sessão de comprador substituta; as chamadas à API vão para o edge.',
  },
  invoices: buyerInvoices,
};
