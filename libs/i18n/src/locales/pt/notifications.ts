import type { notifications as en } from '../en/notifications';

/** Namespace-free texts of notifications in Portuguese (see ../en/notifications.ts). */
export const notifications: typeof en = {
  kinds: {
    order_placed: 'Novos pedidos em {{roundTitle}} aguardam a sua aprovação, a começar pelo #{{orderNumber}}',
    order_approved: 'Seu pedido #{{orderNumber}} em {{roundTitle}} foi aprovado',
    order_rejected: 'Seu pedido #{{orderNumber}} em {{roundTitle}} foi rejeitado',
    invoice_issued: 'A fatura proforma {{invoiceNumber}} foi emitida para o seu pedido #{{orderNumber}}',
    invoice_sent:
      '{{supplierName}} enviou a fatura proforma {{invoiceNumber}} do pedido #{{orderNumber}}: {{dueTotal}}, com vencimento em {{dueOn}}',
    invoice_sent_undated:
      '{{supplierName}} enviou a fatura proforma {{invoiceNumber}} do pedido #{{orderNumber}}: {{dueTotal}}',
    invoice_paid: 'A fatura proforma {{invoiceNumber}} está paga por completo ({{paidTotal}})',
    invoice_overdue:
      'A fatura proforma {{invoiceNumber}} está vencida: {{dueTotal}} em aberto desde {{dueOn}}',
    credit_note_issued:
      'A nota de crédito {{noteNumber}} de {{noteTotal}} corrige a fatura proforma {{invoiceNumber}}: ela agora cobra {{balanceTotal}}',
    debit_note_issued:
      'A nota de débito {{noteNumber}} de {{noteTotal}} corrige a fatura proforma {{invoiceNumber}}: ela agora cobra {{balanceTotal}}',
    round_submitted: '{{supplierName}} enviou a rodada {{roundTitle}} para aprovação',
    round_closing_soon: '{{roundTitle}} encerra em {{closeAt}}',
    round_closing_soon_undated: '{{roundTitle}} encerra em até 24 horas',
    round_extended_one:
      '{{roundTitle}} foi prorrogada por {{count}} dia: alguns produtos ainda não atingiram o MOQ',
    round_extended_other:
      '{{roundTitle}} foi prorrogada por {{count}} dias: alguns produtos ainda não atingiram o MOQ',
    round_closed:
      '{{roundTitle}} foi encerrada. Produtos confirmados: {{confirmed}}; liberados (MOQ não atingido): {{released}}',
    round_closed_head: '{{roundTitle}} foi encerrada.',
    round_closed_order: 'O seu pedido #{{orderNumber}} agora totaliza {{orderTotal}}.',
    round_closed_cancelled:
      'O seu pedido #{{cancelledNumber}} foi cancelado: nenhum dos seus produtos atingiu o MOQ.',
    round_closed_released: 'Liberados do seu pedido (MOQ não atingido): {{releasedProducts}}.',
    round_closed_flex: 'Unidades flexíveis chamadas para atingir o MOQ: {{flexCalled}}.',
    round_closed_cleared: 'Retirados do seu carrinho, nunca pedidos: {{clearedProducts}}.',
    round_closed_invoice: 'A fatura proforma {{invoiceNumber}} passou à Revisão {{invoiceRevision}}.',
    moq_reached: '{{productName}} em {{roundTitle}} atingiu o MOQ',
    cart_cleared_one:
      '{{roundTitle}} encerrou antes de o seu carrinho virar pedido: {{count}} produto saiu do seu carrinho ({{products}}) e as suas unidades foram liberadas',
    cart_cleared_other:
      '{{roundTitle}} encerrou antes de o seu carrinho virar pedido: {{count}} produtos saíram do seu carrinho ({{products}}) e as suas unidades foram liberadas',
    supplier_order_placed:
      'Novos pedidos na sua rodada {{roundTitle}}, a começar pelo #{{orderNumber}}: aguardam a aprovação do administrador',
    order_shipped:
      'O pedido #{{orderNumber}} foi enviado por completo: {{shipmentNumber}} com {{carrier}}, rastreio {{trackingRef}}',
    order_partially_shipped:
      'Parte do pedido #{{orderNumber}} foi enviada: {{shipmentNumber}} com {{carrier}}, rastreio {{trackingRef}}',
    round_opened: '{{supplierName}} abriu {{roundTitle}}, uma rodada que você segue',
    standing_order_placed_one:
      'Seu pedido recorrente foi feito em {{roundTitle}}: {{count}} unidade. Altere as unidades flexíveis ou pule esta edição em Meus Pedidos antes de {{closeAt}}',
    standing_order_placed_other:
      'Seu pedido recorrente foi feito em {{roundTitle}}: {{count}} unidades. Altere as unidades flexíveis ou pule esta edição em Meus Pedidos antes de {{closeAt}}',
    standing_order_in_cart:
      'Os preços em {{roundTitle}} subiram mais do que seu pedido recorrente permite ({{productNames}}): ele está no seu carrinho, sem pedido; faça o pedido antes de {{closeAt}} se ainda quiser',
    standing_order_missed:
      'Seu pedido recorrente não pôde ser feito em {{roundTitle}} ({{productNames}}): não restam unidades do produto, ou sua conta não tem empresa',
    standing_order_skipped_last_call:
      'Última chamada para {{roundTitle}}: você pulou seu pedido recorrente desta vez; a rodada encerra em {{closeAt}}',
    short_delivery:
      '{{productName}} chegou em falta para {{roundTitle}}, {{groupDelivered}} entregues de {{groupConfirmed}} confirmadas: o pedido #{{orderNumber}} recebe {{delivered}} das suas {{ordered}}, um crédito de {{creditTotal}} pela regra comum',
    discrepancy_disputed:
      '{{supplierName}} contesta o que você relatou em falta ou danificado no pedido #{{orderNumber}}: “{{reason}}”',
    order_delivered: '{{buyerName}} confirmou o recebimento do pedido #{{orderNumber}} em {{roundTitle}}',
    order_delivered_with_issues_one:
      '{{buyerName}} confirmou o recebimento do pedido #{{orderNumber}} em {{roundTitle}}: {{count}} unidade em falta ou danificada',
    order_delivered_with_issues_other:
      '{{buyerName}} confirmou o recebimento do pedido #{{orderNumber}} em {{roundTitle}}: {{count}} unidades em falta ou danificadas',
    supplier_order_approved:
      'Pedidos na sua rodada {{roundTitle}} foram aprovados, a começar pelo #{{orderNumber}}: estão no seu Histórico de Vendas',
    round_approved: 'A sua rodada {{roundTitle}} foi aprovada: os compradores já podem vê-la',
    round_rejected: 'A sua rodada {{roundTitle}} foi rejeitada pelo administrador',
    last_call_one:
      'Última chamada para {{productName}} em {{roundTitle}}: falta 1 unidade em pedidos até {{closeAt}} para atingir o MOQ',
    last_call_other:
      'Última chamada para {{productName}} em {{roundTitle}}: faltam {{count}} unidades em pedidos até {{closeAt}} para atingir o MOQ',
    last_call_cart_one:
      'Última chamada para {{productName}} em {{roundTitle}}: falta 1 unidade em pedidos até {{closeAt}}. As unidades no seu carrinho só contam depois que você fizer o pedido',
    last_call_cart_other:
      'Última chamada para {{productName}} em {{roundTitle}}: faltam {{count}} unidades em pedidos até {{closeAt}}. As unidades no seu carrinho só contam depois que você fizer o pedido',
    flex_called_one:
      '{{roundTitle}} encerrou: o grupo chamou 1 das suas unidades flexíveis de {{productName}} para atingir o MOQ; ela foi adicionada ao seu pedido #{{orderNumber}}',
    flex_called_other:
      '{{roundTitle}} encerrou: o grupo chamou {{count}} das suas unidades flexíveis de {{productName}} para atingir o MOQ; elas foram adicionadas ao seu pedido #{{orderNumber}}',
    order_awaiting_company:
      'O pedido #{{orderNumber}} de {{memberName}} em {{roundTitle}} passa do limite de gastos e aguarda a sua aprovação',
    order_company_approved:
      'Seu pedido #{{orderNumber}} em {{roundTitle}} foi aprovado por {{approverName}} e enviado ao marketplace',
    order_company_rejected:
      'Seu pedido #{{orderNumber}} em {{roundTitle}} foi rejeitado por {{approverName}}: {{reason}}',
    order_released_unapproved:
      '{{roundTitle}} encerrou antes de o pedido #{{orderNumber}} ser aprovado pela empresa: as unidades foram liberadas',
    approval_last_call_one:
      '{{roundTitle}} encerra em {{closeAt}}: 1 pedido da sua equipe ainda aguarda a sua aprovação',
    approval_last_call_other:
      '{{roundTitle}} encerra em {{closeAt}}: {{count}} pedidos da sua equipe ainda aguardam a sua aprovação',
    team_limits_changed: '{{approverName}} alterou os seus limites de gastos',
  },
  open: 'Abrir',
  emailFooter: 'Você pode desativar estes e-mails no seu perfil.',
};
