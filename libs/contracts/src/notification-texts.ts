import type { NotificationKind } from './notifications';

/**
 * The words of each notification kind, in English and Portuguese: the shell's bell
 * (i18n namespace `layout`, `notifications.kinds`) and identity's e-mails read these same texts,
 * so a notification says the same in the app and in the mail. `{{name}}` values come from the
 * notification's params; `_one`/`_other` are i18next plurals of `count`.
 */
/** Kinds whose text depends on `count`: each has `<kind>_one` and `<kind>_other` instead. */
export const PLURAL_NOTIFICATION_KINDS = [
  'round_extended',
  'cart_cleared',
  'last_call',
  'last_call_cart',
  'flex_called',
  'approval_last_call',
  'order_delivered_with_issues',
  'standing_order_placed',
] as const;
type PluralKind = (typeof PLURAL_NOTIFICATION_KINDS)[number];
type KindTexts = Record<Exclude<NotificationKind, PluralKind>, string> &
  Record<`${PluralKind}_${'one' | 'other'}`, string> & {
    /** A closing-soon notice stored before it carried its deadline (`closeAt`). */
    round_closing_soon_undated: string;
    /** An invoice sent without a due date (no date set, no payment terms). */
    invoice_sent_undated: string;
  } & Record<RoundClosedPart, string>;

/**
 * A buyer's own close notice is one message made of the sentences that apply to them (their
 * order's new total, the lines released, the cart lines taken out, the flexible units called in,
 * the proforma's new revision): a part is said when its param is there. `round_closed` alone is
 * the older notice, sent to every buyer of the round with its counts.
 */
const ROUND_CLOSED_PARTS = [
  ['round_closed_head', null],
  ['round_closed_order', 'orderNumber'],
  ['round_closed_cancelled', 'cancelledNumber'],
  ['round_closed_released', 'releasedProducts'],
  ['round_closed_flex', 'flexCalled'],
  ['round_closed_cleared', 'clearedProducts'],
  ['round_closed_invoice', 'invoiceNumber'],
] as const;
type RoundClosedPart = (typeof ROUND_CLOSED_PARTS)[number][0];

/**
 * The text key of a notification: its kind, or the wording of a kind without one of its params
 * (a closing-soon notice stored before it carried `closeAt`, an invoice sent with no due date),
 * so no reader shows an empty `{{closeAt}}`.
 */
export function notificationTextKind(kind: NotificationKind, params: Record<string, unknown>): string {
  if (kind === 'round_closing_soon' && params.closeAt === undefined) return 'round_closing_soon_undated';
  if (kind === 'invoice_sent' && params.dueOn === undefined) return 'invoice_sent_undated';
  return kind;
}

/**
 * The text keys a notification reads as, in order, each reader joining their words with a
 * space: one key for most, the sentences that apply for a buyer's own close notice.
 */
export function notificationTextKeys(kind: NotificationKind, params: Record<string, unknown>): string[] {
  if (kind !== 'round_closed' || params.confirmed !== undefined) return [notificationTextKind(kind, params)];
  return ROUND_CLOSED_PARTS.filter(([, param]) => param === null || params[param] !== undefined).map(
    ([key]) => key,
  );
}

export const notificationTexts: Record<'en' | 'pt', { kinds: KindTexts; emailFooter: string; open: string }> =
  {
    en: {
      kinds: {
        order_placed:
          'New orders in {{roundTitle}} are waiting for your approval, starting with #{{orderNumber}}',
        order_approved: 'Your order #{{orderNumber}} in {{roundTitle}} was approved',
        order_rejected: 'Your order #{{orderNumber}} in {{roundTitle}} was rejected',
        invoice_issued: 'Proforma invoice {{invoiceNumber}} was issued for your order #{{orderNumber}}',
        invoice_sent:
          '{{supplierName}} sent you proforma invoice {{invoiceNumber}} for order #{{orderNumber}}: {{dueTotal}}, due {{dueOn}}',
        invoice_sent_undated:
          '{{supplierName}} sent you proforma invoice {{invoiceNumber}} for order #{{orderNumber}}: {{dueTotal}}',
        invoice_paid: 'Proforma invoice {{invoiceNumber}} is paid in full ({{paidTotal}})',
        invoice_overdue:
          'Proforma invoice {{invoiceNumber}} is overdue: {{dueTotal}} still due since {{dueOn}}',
        credit_note_issued:
          'Credit note {{noteNumber}} of {{noteTotal}} corrects proforma invoice {{invoiceNumber}}: it now asks for {{balanceTotal}}',
        debit_note_issued:
          'Debit note {{noteNumber}} of {{noteTotal}} corrects proforma invoice {{invoiceNumber}}: it now asks for {{balanceTotal}}',
        round_submitted: '{{supplierName}} submitted the round {{roundTitle}} for approval',
        round_closing_soon: '{{roundTitle}} closes at {{closeAt}}',
        round_closing_soon_undated: '{{roundTitle}} closes within 24 hours',
        round_extended_one:
          '{{roundTitle}} was extended by {{count}} day: some products have not reached their MOQ yet',
        round_extended_other:
          '{{roundTitle}} was extended by {{count}} days: some products have not reached their MOQ yet',
        round_closed:
          '{{roundTitle}} has closed. Products confirmed: {{confirmed}}; released (MOQ not reached): {{released}}',
        round_closed_head: '{{roundTitle}} has closed.',
        round_closed_order: 'Your order #{{orderNumber}} now totals {{orderTotal}}.',
        round_closed_cancelled:
          'Your order #{{cancelledNumber}} was cancelled: none of its products reached the MOQ.',
        round_closed_released: 'Released from your order (MOQ not reached): {{releasedProducts}}.',
        round_closed_flex: 'Flexible units called in to reach the MOQ: {{flexCalled}}.',
        round_closed_cleared: 'Taken out of your cart, never ordered: {{clearedProducts}}.',
        round_closed_invoice: 'Proforma invoice {{invoiceNumber}} is now Revision {{invoiceRevision}}.',
        moq_reached: '{{productName}} in {{roundTitle}} reached its MOQ',
        cart_cleared_one:
          '{{roundTitle}} closed before your cart became an order: {{count}} product was taken out of your cart ({{products}}) and its units released',
        cart_cleared_other:
          '{{roundTitle}} closed before your cart became an order: {{count}} products were taken out of your cart ({{products}}) and their units released',
        supplier_order_placed:
          'New orders on your round {{roundTitle}}, starting with #{{orderNumber}}: waiting for the administrator’s approval',
        order_shipped:
          'Order #{{orderNumber}} has shipped in full: {{shipmentNumber}} with {{carrier}}, tracking {{trackingRef}}',
        order_partially_shipped:
          'Part of order #{{orderNumber}} has shipped: {{shipmentNumber}} with {{carrier}}, tracking {{trackingRef}}',
        round_opened: '{{supplierName}} opened {{roundTitle}}, a round you follow',
        standing_order_placed_one:
          'Your standing order was placed in {{roundTitle}}: {{count}} unit. Change its flexible units or skip this edition from My Orders before {{closeAt}}',
        standing_order_placed_other:
          'Your standing order was placed in {{roundTitle}}: {{count}} units. Change its flexible units or skip this edition from My Orders before {{closeAt}}',
        standing_order_in_cart:
          'Prices in {{roundTitle}} rose more than your standing order allows ({{productNames}}): it is in your cart, not ordered; place it before {{closeAt}} if you still want it',
        standing_order_missed:
          'Your standing order could not be placed in {{roundTitle}} ({{productNames}}): no units left of the product, or your account has no company',
        standing_order_skipped_last_call:
          'Last call for {{roundTitle}}: you skipped your standing order this time; the round closes at {{closeAt}}',
        short_delivery:
          '{{productName}} arrived short for {{roundTitle}}, {{groupDelivered}} delivered of {{groupConfirmed}} confirmed: order #{{orderNumber}} gets {{delivered}} of its {{ordered}}, a credit of {{creditTotal}} by the shared rule',
        discrepancy_disputed:
          '{{supplierName}} disputes what you reported short or damaged on order #{{orderNumber}}: “{{reason}}”',
        order_delivered: '{{buyerName}} confirmed receipt of order #{{orderNumber}} in {{roundTitle}}',
        order_delivered_with_issues_one:
          '{{buyerName}} confirmed receipt of order #{{orderNumber}} in {{roundTitle}}: {{count}} unit short or damaged',
        order_delivered_with_issues_other:
          '{{buyerName}} confirmed receipt of order #{{orderNumber}} in {{roundTitle}}: {{count}} units short or damaged',
        supplier_order_approved:
          'Orders on your round {{roundTitle}} were approved, starting with #{{orderNumber}}: they are in your Sales History',
        round_approved: 'Your round {{roundTitle}} was approved: buyers can see it',
        round_rejected: 'Your round {{roundTitle}} was rejected by the administrator',
        last_call_one:
          'Last call for {{productName}} in {{roundTitle}}: 1 more unit in orders is needed by {{closeAt}} to reach its MOQ',
        last_call_other:
          'Last call for {{productName}} in {{roundTitle}}: {{count}} more units in orders are needed by {{closeAt}} to reach its MOQ',
        last_call_cart_one:
          'Last call for {{productName}} in {{roundTitle}}: 1 more unit in orders is needed by {{closeAt}}. The units in your cart count only once you place the order',
        last_call_cart_other:
          'Last call for {{productName}} in {{roundTitle}}: {{count}} more units in orders are needed by {{closeAt}}. The units in your cart count only once you place the order',
        flex_called_one:
          '{{roundTitle}} closed: the group called in 1 of your flexible units of {{productName}} to reach its MOQ; it was added to your order #{{orderNumber}}',
        flex_called_other:
          '{{roundTitle}} closed: the group called in {{count}} of your flexible units of {{productName}} to reach its MOQ; they were added to your order #{{orderNumber}}',
        order_awaiting_company:
          "{{memberName}}'s order #{{orderNumber}} in {{roundTitle}} is over their spending limit and waits for your approval",
        order_company_approved:
          'Your order #{{orderNumber}} in {{roundTitle}} was approved by {{approverName}} and sent to the marketplace',
        order_company_rejected:
          'Your order #{{orderNumber}} in {{roundTitle}} was rejected by {{approverName}}: {{reason}}',
        order_released_unapproved:
          '{{roundTitle}} closed before order #{{orderNumber}} was approved by the company: its units were released',
        approval_last_call_one:
          '{{roundTitle}} closes at {{closeAt}}: 1 order of your team still waits for your approval',
        approval_last_call_other:
          '{{roundTitle}} closes at {{closeAt}}: {{count}} orders of your team still wait for your approval',
        team_limits_changed: '{{approverName}} changed your spending limits',
      },
      open: 'Open',
      emailFooter: 'You can turn these e-mails off in your profile.',
    },
    pt: {
      kinds: {
        order_placed:
          'Novos pedidos em {{roundTitle}} aguardam a sua aprovação, a começar pelo #{{orderNumber}}',
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
    },
  };
