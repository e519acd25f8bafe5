/** Namespace `buyer` (pt) — the buyer area's texts (mfe-buyer). Mirrors ../en/buyer.ts. */
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
  browseRounds: 'Explorar Rodadas',
  viewCart: 'Ver Carrinho',
  items_one: '{{count}} item',
  items_other: '{{count}} itens',
  units_one: '{{count}} unidade',
  units_other: '{{count}} unidades',
  products_one: '{{count}} produto',
  products_other: '{{count}} produtos',
  moqPercent: '{{percent}}% do MOQ',
  orderStatus: {
    pending_company: 'Aguardando Aprovação da Empresa',
    pending_admin: 'Aguardando Aprovação',
    approved: 'Aprovado',
    rejected: 'Rejeitado',
    completed: 'Concluído',
    cancelled: 'Cancelado',
  },
  dashboard: {
    subtitle: 'Suas compras coletivas num relance',
    noCompany: {
      title: 'Sua conta ainda não tem empresa',
      description:
        'Você pode ver as rodadas, mas não pode adicionar ao carrinho nem fazer pedidos até que um administrador vincule sua conta à sua empresa. Entre em contato com o administrador do marketplace.',
    },
    stats: {
      openRounds: 'Rodadas Abertas',
      cartItems: 'Itens no Carrinho',
      totalOrders: 'Total de Pedidos',
      totalValue: 'Valor Total',
    },
    cartActivity: {
      title: 'Atividade do Carrinho',
      empty: 'Nenhum item no carrinho ainda',
    },
    recentOrders: {
      title: 'Pedidos Recentes',
      empty: 'Nenhum pedido ainda',
    },
    status: {
      pending: 'Pendente',
      approved: 'Aprovado',
      cancelled: 'Cancelado',
    },
  },
  rounds: {
    subtitle: 'Participe de compras coletivas em rodadas aprovadas',
    searchPlaceholder: 'Buscar por rodada, descrição ou fornecedor...',
    tabs: { grid: 'Grade', list: 'Lista' },
    closes: 'Encerra em {{date}}',
    opens: 'Abre em {{date}}',
    noDeadline: 'Sem prazo',
    closesIn: 'Encerra em {{date}} · {{when}}',
    opensIn: 'Abre em {{date}} · {{when}}',
    closedAt: 'Encerrada em {{date}}',
    viewProducts: 'Ver Produtos',
    emptyTitle: 'Nenhuma Rodada Disponível',
    emptyText: 'Não há rodadas aprovadas para mostrar agora. Volte mais tarde.',
  },
  /** The MOQ bar's split: units in placed orders apart from units still in carts. */
  moqSplit: {
    units: 'Em pedidos: {{ordered}} · Em carrinhos: {{inCarts}}',
    rule: 'Só as unidades em pedidos feitos contam para o MOQ quando a rodada fecha; unidades em carrinhos não contam.',
    /** Unidades flexíveis oferecidas em pedidos feitos: o trecho hachurado da barra. */
    flex_one: 'Flexíveis: {{count}} unidade',
    flex_other: 'Flexíveis: {{count}} unidades',
    flexRule:
      'Unidades flexíveis oferecidas em pedidos feitos: chamadas no encerramento só se permitirem que o produto atinja o MOQ.',
  },
  dialog: {
    fill: {
      soFar: 'Ocupação de contêiner até agora: {{plan}}',
      atClose: 'Ocupação de contêiner no encerramento: {{plan}}',
    },
    supplierLine_one: 'Fornecedor: {{name}} • {{count}} produto disponível',
    supplierLine_other: 'Fornecedor: {{name}} • {{count}} produtos disponíveis',
    pricePerUom: '{{price}} {{perUnit}}',
    landed: 'Custo com frete: {{price}} {{perUnit}} ({{groupPrice}} + {{freight}} de frete)',
    landedHelp:
      'Com a sua parte do frete da rodada, dividido por {{basis}}, ao preço que o grupo alcança com estas unidades.',
    landedBasis: { gross_weight: 'peso bruto', volume: 'volume' },
    unitsPerPack_one: '{{count}} unidade por embalagem',
    unitsPerPack_other: '{{count}} unidades por embalagem',
    committedOfMoq: '{{committed}} / {{moq}} comprometidos',
    maxAvailable_one: 'Máximo disponível: {{count}} unidade',
    maxAvailable_other: 'Máximo disponível: {{count}} unidades',
    unitsLeft_one: 'resta {{count}} unidade para comprar',
    unitsLeft_other: 'restam {{count}} unidades para comprar',
    soldOut: 'Esgotado',
    quantity: 'Quantidade',
    subtotal: 'Subtotal',
    addToCart: 'Adicionar ao Carrinho',
    empty: 'Nenhum produto disponível nesta rodada',
    footer: 'Os itens adicionados ao carrinho são salvos automaticamente',
    noImage: 'Sem imagem',
    opensAlert: 'Esta rodada abre em {{date}}. Os produtos podem ser adicionados a partir de então.',
    endActionLabel: 'Na data de encerramento',
    endActions: {
      confirm_met:
        'Os produtos que atingirem o MOQ são confirmados; os demais são liberados e saem de todos os pedidos.',
      confirm_all: 'Todos os produtos são confirmados, tenham ou não atingido o MOQ.',
      extend_once_one:
        'Se algum produto estiver abaixo do MOQ, o prazo é prorrogado uma vez por {{count}} dia; depois, os produtos que atingiram o MOQ são confirmados e os demais liberados.',
      extend_once_other:
        'Se algum produto estiver abaixo do MOQ, o prazo é prorrogado uma vez por {{count}} dias; depois, os produtos que atingiram o MOQ são confirmados e os demais liberados.',
    },
    extended: 'Prazo prorrogado uma vez',
    outcomes: {
      met: 'Atingiu o MOQ',
      confirmed: 'Confirmado',
      released: 'Liberado: MOQ não atingido',
    },
  },
  /** Price breaks: the group's price now and the next break. */
  breaks: {
    next_one: 'Falta {{count}} unidade para {{price}}',
    next_other: 'Faltam {{count}} unidades para {{price}}',
    best: 'Melhor preço do grupo atingido',
    tiers: 'Preços do grupo: {{tiers}}',
    tier: 'a partir de {{qty}}: {{price}}',
    listPrice: 'Preço de tabela {{price}}',
    explain:
      'Todos pagam a faixa que o grupo atingir: seu pedido é recalculado na faixa final quando a rodada encerra, nunca para cima.',
  },
  cart: {
    subtitle: 'Um carrinho por rodada; cada pedido vai para aprovação de um administrador',
    selectCart: 'Carrinho',
    cartOption_one: '{{title}} — {{supplier}} ({{count}} item)',
    cartOption_other: '{{title}} — {{supplier}} ({{count}} itens)',
    supplier: 'Fornecedor: {{name}}',
    round: 'Rodada: {{title}}',
    currentOfMoq: '{{committed}} / {{moq}} MOQ',
    max: 'Máx.: {{count}}',
    noMax: 'Sem máximo',
    unitPrice: 'Preço unitário',
    lineTotal: 'Total da linha',
    remove: 'Remover',
    warning_one: 'Este produto precisa de mais {{count}} unidade para atingir o MOQ',
    warning_other: 'Este produto precisa de mais {{count}} unidades para atingir o MOQ',
    legend: {
      title: 'Progresso do MOQ',
      met: 'MOQ atingido (100% ou mais)',
      close: 'Perto do MOQ (80–99%)',
      danger: 'Precisa de mais pedidos (abaixo de 80%)',
    },
    summary: {
      title: 'Resumo do Pedido',
      totalItems: 'Total de itens',
      subtotal: 'Subtotal',
      total: 'Total',
      placeOrder: 'Fazer Pedido',
      saveForLater: 'Salvar para Depois',
    },
    /** O que Salvar para Depois diz: o carrinho fica até o pedido ou o fim da rodada. */
    saved: {
      title: 'Salvo para depois',
      untilClose:
        'Seu carrinho em “{{round}}” fica aqui com as quantidades até você fazer o pedido ou a rodada encerrar ({{date}}). As unidades continuam contando para cada MOQ.',
      untilOrder:
        'Seu carrinho em “{{round}}” fica aqui com as quantidades até você fazer o pedido. As unidades continuam contando para cada MOQ.',
    },
    /** O compromisso flexível de uma linha: "E até [12] a mais se o grupo precisar". */
    flex: {
      before: 'E até',
      after: 'a mais se o grupo precisar',
      label: 'Unidades flexíveis',
      rule: 'As unidades flexíveis só são chamadas se o produto estiver abaixo do MOQ no encerramento e elas permitirem atingi-lo: primeiro os pedidos mais antigos, nunca além do máximo do produto. Você paga pelas unidades chamadas ao preço final.',
    },
    emptyTitle: 'Seu carrinho está vazio',
    emptyText: 'Explore as rodadas e adicione produtos para participar de uma compra coletiva.',
  },
  orders: {
    subtitle: 'Pedidos que você fez e a situação da aprovação',
    searchPlaceholder: 'Buscar por número do pedido, rodada, fornecedor ou produto...',
    statusFilter: {
      label: 'Situação',
      all: 'Todas',
      pending_company: 'Aguardando Aprovação da Empresa',
      pending_admin: 'Aguardando Aprovação',
      approved: 'Aprovado',
      rejected: 'Rejeitado',
      completed: 'Concluído',
    },
    columns: {
      order: 'Pedido',
      roundSupplier: 'Rodada / Fornecedor',
      status: 'Situação',
      total: 'Total',
      items: 'Itens',
      date: 'Data',
      details: 'Detalhes',
    },
    viewDetails: 'Ver Detalhes',
    details: {
      title: 'Pedido {{number}}',
      totalValue: 'Valor Total',
      productTypes: 'Tipos de Produto',
      totalUnits: 'Total de Unidades',
      items: 'Itens',
      status: 'Situação',
      placed: 'Feito em',
      line: '{{price}} x {{qty}}',
      released: 'Liberado: MOQ não atingido',
      freight: 'Frete (estimativa)',
      freightBasis: {
        gross_weight: 'sua parte do frete da rodada pelo peso bruto',
        volume: 'sua parte do frete da rodada pelo volume',
      },
      releasedHelp:
        'Estes produtos não atingiram o MOQ quando a rodada encerrou: não fazem parte do pedido nem dos totais.',
      shortBy_one:
        'Faltou 1 unidade para o MOQ: {{ordered}} de {{moq}} em pedidos no fechamento; mais 1 o teria atingido.',
      shortBy_other:
        'Faltaram {{count}} unidades para o MOQ: {{ordered}} de {{moq}} em pedidos no fechamento; mais {{count}} o teriam atingido.',
      /** Compromissos flexíveis: a oferta da linha e o que o encerramento chamou. */
      flex_one: 'Flexível: até mais {{count}} unidade',
      flex_other: 'Flexível: até mais {{count}} unidades',
      flexCalled_one: '1 unidade flexível chamada no encerramento',
      flexCalled_other: '{{count}} unidades flexíveis chamadas no encerramento',
      /** Depois de `shortBy`: o flex oferecido no fechamento não bastava, então nenhum foi chamado. */
      flexOffered_one: 'Unidades flexíveis oferecidas: 1, insuficiente para atingi-lo.',
      flexOffered_other: 'Unidades flexíveis oferecidas: {{count}}, insuficientes para atingi-lo.',
    },
    emptyTitle: 'Nenhum pedido ainda',
    emptyText: 'Os pedidos que você fizer a partir dos seus carrinhos aparecerão aqui.',
    noMatch: 'Nenhum pedido corresponde à sua busca.',
  },
  toast: {
    error: 'Erro',
    loadRoundProductsFailed: 'Falha ao carregar os produtos da rodada',
    addFailed: 'Falha ao adicionar o item ao carrinho. Tente novamente.',
    loadCartsFailed: 'Falha ao carregar os carrinhos',
    loadCartItemsFailed: 'Falha ao carregar os itens do carrinho',
    updateFailed: 'Falha ao atualizar a quantidade',
    flexFailed: 'Falha ao atualizar as unidades flexíveis',
    /** O flex de uma linha de pedido salvo. */
    orderFlexUpdated: 'Unidades flexíveis atualizadas',
    removeFailed: 'Falha ao remover o item',
    loginRequired: 'Faça login para adicionar itens ao carrinho',
    quantityRequired: 'Selecione uma quantidade maior que 0',
    added_one: '{{count}} unidade de {{product}} adicionada ao carrinho',
    added_other: '{{count}} unidades de {{product}} adicionadas ao carrinho',
    cartUpdated: 'Carrinho atualizado',
    itemRemoved: 'Item removido do carrinho',
    orderPlacedTitle: 'Pedido Enviado com Sucesso!',
    orderPlacedText: 'Seu pedido foi criado e está aguardando aprovação do administrador.',
    orderFailedTitle: 'Erro ao Enviar Pedido',
    loadOrdersFailed: 'Falha ao carregar os pedidos',
  },
  invoices: buyerInvoices,
};
