/** Namespace `common` (pt) — texts of the shell and libs/web-kit. Mirrors ../en/common.ts. */
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
  count: {
    items_one: '{{count}} item',
    items_other: '{{count}} itens',
    units_one: '{{count}} unidade',
    units_other: '{{count}} unidades',
    itemsUnits: '{{items}} • {{units}}',
  },
  uom: {
    quantity: {
      pieces_one: '{{count}} peça',
      pieces_other: '{{count}} peças',
      kg_one: '{{count}} kg',
      kg_other: '{{count}} kg',
      m_one: '{{count}} m',
      m_other: '{{count}} m',
      m2_one: '{{count}} m²',
      m2_other: '{{count}} m²',
      liters_one: '{{count}} litro',
      liters_other: '{{count}} litros',
      boxes_one: '{{count}} caixa',
      boxes_other: '{{count}} caixas',
    },
    per: {
      pieces: 'por peça',
      kg: 'por kg',
      m: 'por m',
      m2: 'por m²',
      liters: 'por litro',
      boxes: 'por caixa',
    },
  },
  invoice: invoiceDetail,
};
