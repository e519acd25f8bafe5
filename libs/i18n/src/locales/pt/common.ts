/** Namespace `common` (pt) — owner: shared (shell + libs/web-kit). Mirrors ../en/common.ts. */
import { invoiceDetail } from './invoices';
import type { TranslationOf } from '../../types';
import type { common as en } from '../en/common';

export const common: TranslationOf<typeof en> = {
  productTitle: 'Marketplace de Compras em Grupo',
  productSubtitle: 'Marketplace B2B para Compras com MOQ Compartilhado',
  loading: 'Carregando...',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
  save: 'Salvar',
  close: 'Fechar',
  clear: 'Limpar',
  confirm: 'Confirmar',
  delete: 'Excluir',
  edit: 'Editar',
  view: 'Ver',
  search: 'Pesquisar',
  actions: 'Ações',
  none: 'Nenhum',
  never: 'Nunca',
  yes: 'Sim',
  no: 'Não',
  error: 'Erro',
  success: 'Sucesso',
  roles: {
    admin: 'Administrador',
    supplier: 'Fornecedor',
    buyer: 'Comprador',
  },
  languages: {
    label: 'Idioma',
    en: 'English',
    pt: 'Português',
  },
  time: {
    justNow: 'Agora mesmo',
    hoursAgo: 'há {{count}}h',
    daysAgo: 'há {{count}}d',
  },
  placeholder: {
    title: 'Esta página ainda não foi construída',
    text: 'Esta seção está em construção e estará disponível em breve.',
  },
  remote: {
    title: 'Não foi possível carregar esta área.',
    text: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    crashed: 'Algo deu errado nesta área.',
  },
  invoice: invoiceDetail,
};
