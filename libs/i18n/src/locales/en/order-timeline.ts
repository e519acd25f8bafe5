/**
 * An order's timeline (web-kit OrderTimeline, under `common:orderTimeline`): what changed, who
 * changed it, when and why, as the buyer, the supplier and the admin see it.
 */
export const orderTimeline = {
  title: 'Timeline',
  loadFailed: 'The timeline could not be loaded.',
  kind: {
    placed: 'Order placed',
    held_for_approval: 'Waiting for the company’s approval',
    company_approved: 'Approved for the company',
    company_rejected: 'Rejected for the company',
    break_reached: 'Price break reached',
    repriced: 'Re-priced at the close',
    lines_released: 'Lines released',
    flex_called: 'Flexible units called in',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    invoice_issued: 'Proforma invoice issued',
  },
  /** Who made the change: a person by name, else their part. */
  by: {
    you: 'by you',
    named: 'by {{name}}',
    buyer: 'by the buyer',
    approver: 'by the company’s approver',
    admin: 'by the admin',
    supplier: 'by the supplier',
    system: 'by the system',
    systemAtClose: 'by the system at the close',
  },
  placed_one: '{{total}} for {{count}} unit',
  placed_other: '{{total}} for {{count}} units',
  limits: {
    per_order: 'per-order limit',
    per_month: 'monthly limit',
  },
  held: 'Over the {{limits}}',
  breakProduct_one: '{{name}}: the group reached the {{count}}-unit break, {{from}} → {{to}} per unit',
  breakProduct_other: '{{name}}: the group reached the {{count}}-unit break, {{from}} → {{to}} per unit',
  breakProductNoTier: '{{name}}: {{from}} → {{to}} per unit',
  total: 'Total {{from}} → {{to}}',
  repricedLine: '{{name}}: {{from}} → {{to}} per unit',
  moqNotMet: 'Their products did not reach the minimum order quantity (MOQ).',
  releasedLine_one: '{{name}}: {{count}} unit',
  releasedLine_other: '{{name}}: {{count}} units',
  flexLine_one: '{{name}}: {{count}} more unit',
  flexLine_other: '{{name}}: {{count}} more units',
  otherLines_one: 'and {{count}} more line',
  otherLines_other: 'and {{count}} more lines',
  cause: {
    all_lines_released: 'Every line was released.',
    unapproved_at_close: 'Still waiting for the company’s approval when the round closed.',
  },
  invoice: 'Invoice {{number}}',
  reason: 'Reason: “{{reason}}”',
};
