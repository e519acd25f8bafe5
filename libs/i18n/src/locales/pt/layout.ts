/** Namespace `layout` (pt) — the shell's texts. Mirrors ../en/layout.ts. */
import { notifications } from './notifications';
import type { TranslationOf } from '../../types';
import { adminPageNames } from './admin-pages';
import type { layout as en } from '../en/layout';

export const layout: TranslationOf<typeof en> = {
  welcome: 'Bem-vindo(a), {{name}}',
  welcomeWithRole: 'Bem-vindo(a), {{name}} ({{role}})',
  toggleSidebar: 'Alternar Menu Lateral',
  groups: {
    admin: 'Administração',
    supplier: 'Ferramentas do Fornecedor',
    buyer: 'Ferramentas do Comprador',
  },
  nav: {
    dashboard: 'Painel',
    exploreRounds: 'Explorar Rodadas',
    shoppingCart: 'Carrinho de Compras',
    orderHistory: 'Histórico de Pedidos',
    proformaInvoices: 'Faturas Proforma',
    profile: 'Perfil',
    myProducts: 'Meus Produtos',
    myRounds: 'Minhas Rodadas',
    salesHistory: 'Histórico de Vendas',
    ...adminPageNames,
    team: 'Equipe',
  },
  signOut: 'Sair',
  notifications: {
    title: 'Notificações',
    unread_one: '{{count}} não lida',
    unread_other: '{{count}} não lidas',
    markAllRead: 'Marcar todas como lidas',
    loadMore: 'Carregar mais',
    empty: 'Nenhuma notificação ainda',
    loadFailed: 'Não foi possível carregar as notificações.',
    retry: 'Tentar novamente',
    unreadMark: 'Não lida',
    kinds: notifications.kinds,
  },
  landing: {
    welcome: 'Bem-vindo(a)!',
    loading: 'Carregando seu painel...',
    invalidRole: 'Perfil inválido detectado',
  },
  notFound: {
    code: '404',
    title: 'Ops! Página não encontrada',
    home: 'Voltar ao Início',
  },
  errorPage: {
    title: 'Erro Inesperado na Aplicação!',
    home: 'Voltar ao Início',
  },
};
