import type { NotificationWords } from '../../notification-kinds';

/**
 * The words of each notification kind: the shell's bell (namespace `layout`,
 * `notifications.kinds`) and the e-mails identity sends read these same texts, so a notification
 * says the same in the app and in the mail. `{{name}}` values come from the notification's params;
 * `_one`/`_other` are plurals of `count`. Rules for which key a notification reads as:
 * `../../notification-kinds.ts`.
 */
export const notifications = {
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
    invoice_overdue: 'Proforma invoice {{invoiceNumber}} is overdue: {{dueTotal}} still due since {{dueOn}}',
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
} satisfies NotificationWords;
