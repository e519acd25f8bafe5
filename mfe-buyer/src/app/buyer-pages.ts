/** Sub-routes of the buyer area (spec §2.1), relative to `/buyer`; the shell's sidebar links to them. */
/** `team` is the buying team's page: the approver's, and a member's own limits; the sidebar shows it to approvers. */
export const BUYER_PAGES = ['rounds', 'cart', 'orders', 'invoices', 'team'] as const;
export type BuyerPage = (typeof BUYER_PAGES)[number];
