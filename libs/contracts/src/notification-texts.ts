import type { NotificationKind } from './notifications';

/**
 * The words of each notification kind (issue 29), in English and Portuguese: the shell's bell
 * (i18n namespace `layout`, `notifications.kinds`) and identity's e-mails read these same texts,
 * so a notification says the same in the app and in the mail. `{{name}}` values come from the
 * notification's params; `_one`/`_other` are i18next plurals of `count`.
 */
type KindTexts = Record<Exclude<NotificationKind, 'round_extended'>, string> & {
  round_extended_one: string;
  round_extended_other: string;
};

export const notificationTexts: Record<'en' | 'pt', { kinds: KindTexts; emailFooter: string; open: string }> =
  {
    en: {
      kinds: {
        order_placed:
          'New orders in {{roundTitle}} are waiting for your approval, starting with #{{orderNumber}}',
        order_approved: 'Your order #{{orderNumber}} in {{roundTitle}} was approved',
        order_rejected: 'Your order #{{orderNumber}} in {{roundTitle}} was rejected',
        invoice_issued: 'Proforma invoice {{invoiceNumber}} was issued for your order #{{orderNumber}}',
        round_submitted: '{{supplierName}} submitted the round {{roundTitle}} for approval',
        round_closing_soon: '{{roundTitle}} closes in less than 24 hours',
        round_extended_one:
          '{{roundTitle}} was extended by {{count}} day: some products have not reached their MOQ yet',
        round_extended_other:
          '{{roundTitle}} was extended by {{count}} days: some products have not reached their MOQ yet',
        round_closed:
          '{{roundTitle}} has closed. Products confirmed: {{confirmed}}; released (MOQ not reached): {{released}}',
        moq_reached: '{{productName}} in {{roundTitle}} reached its MOQ',
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
        round_submitted: '{{supplierName}} enviou a rodada {{roundTitle}} para aprovação',
        round_closing_soon: '{{roundTitle}} encerra em menos de 24 horas',
        round_extended_one:
          '{{roundTitle}} foi prorrogada por {{count}} dia: alguns produtos ainda não atingiram o MOQ',
        round_extended_other:
          '{{roundTitle}} foi prorrogada por {{count}} dias: alguns produtos ainda não atingiram o MOQ',
        round_closed:
          '{{roundTitle}} foi encerrada. Produtos confirmados: {{confirmed}}; liberados (MOQ não atingido): {{released}}',
        moq_reached: '{{productName}} em {{roundTitle}} atingiu o MOQ',
      },
      open: 'Abrir',
      emailFooter: 'Você pode desativar estes e-mails no seu perfil.',
    },
  };
