import { exportButton } from './exports';
import { invoiceDetail } from './invoices';
import { orderTimeline } from './order-timeline';

/**
 * Namespace `common` — texts of the shell and libs/web-kit. Words used everywhere: product
 * title, roles, languages, generic actions, relative time, placeholder and remote fallback texts.
 */
export const common = {
  productTitle: 'Group Buying Marketplace',
  productSubtitle: 'B2B Marketplace for Shared MOQ Purchasing',
  loading: 'Loading...',
  retry: 'Retry',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  clear: 'Clear',
  noData: 'No data',
  confirm: 'Confirm',
  delete: 'Delete',
  edit: 'Edit',
  view: 'View',
  search: 'Search',
  actions: 'Actions',
  none: 'None',
  never: 'Never',
  yes: 'Yes',
  no: 'No',
  error: 'Error',
  success: 'Success',
  pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
  roles: {
    admin: 'Admin',
    supplier: 'Supplier',
    buyer: 'Buyer',
  },
  languages: {
    label: 'Language',
    en: 'English',
    pt: 'Português',
  },
  time: {
    justNow: 'Just now',
    hoursAgo: '{{count}}h ago',
    daysAgo: '{{count}}d ago',
    /** How long until a moment ahead (a round's opening or closing). */
    inMinutes_one: 'in {{count}} minute',
    inMinutes_other: 'in {{count}} minutes',
    inHours_one: 'in {{count}} hour',
    inHours_other: 'in {{count}} hours',
    inDays_one: 'in {{count}} day',
    inDays_other: 'in {{count}} days',
  },
  placeholder: {
    title: 'This page is not built yet',
    text: 'This section is under construction and will be available soon.',
  },
  remote: {
    title: 'This area could not be loaded.',
    text: 'Check your connection and try again.',
    retry: 'Retry',
    crashed: 'Something went wrong in this area.',
  },
  /** Counted things, singular and plural (i18next's `count`): never "1 items". */
  count: {
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    units_one: '{{count}} unit',
    units_other: '{{count}} units',
    itemsUnits: '{{items}} • {{units}}',
  },
  /**
   * Quantities in each unit of measure (spec §5: pieces, kg, m, m2, liters, boxes) and the unit
   * after a price; read through `quantityIn` and `perUnit` (libs/i18n units.ts).
   */
  /** A round's committed load against the standard containers, for every role. */
  fill: {
    kinds: { '20ft': '20 ft', '40ft': '40 ft', '40ft_hc': '40 ft HC' },
    planVolume: '{{containers}}, {{percent}} % by volume',
    planWeight: '{{containers}}, {{percent}} % by weight',
    load: '{{volume}} m³ · {{weight}} kg gross',
    empty: 'Nothing with a volume or weight committed yet',
    noVolume_one: '{{count}} product has no volume',
    noVolume_other: '{{count}} products have no volume',
    noWeight_one: '{{count}} product has no weight',
    noWeight_other: '{{count}} products have no weight',
  },
  /** A round's status in the supplier's and the admin's lists. */
  roundStatus: {
    draft: 'Draft',
    pending_approval: 'Pending Approval',
    approved: 'Approved',
    active: 'Active',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  /** An order's status as the buyer and the admin read it (a supplier's sale: `supplier:sales.orderStatus`). */
  orderStatus: {
    pending_company: 'Awaiting Company Approval',
    pending_admin: 'Pending Approval',
    approved: 'Approved',
    partially_shipped: 'Partially Shipped',
    shipped: 'Shipped',
    delivered: 'Delivered',
    rejected: 'Rejected',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  /** What a round does at its closing date (the supplier's choice), as the supplier and the admin read it. */
  endActions: {
    confirm_met: 'Confirm what met its MOQ',
    confirm_all: 'Confirm everything',
    extend_once: 'Extend once',
  },
  /** The same choice in a table cell. */
  endActionsShort: {
    confirm_met: 'Confirm met MOQ',
    confirm_all: 'Confirm all',
    extend_once: 'Extend once',
  },
  /** Products per outcome of a closed round. */
  outcomeCounts: {
    met_one: '{{count}} met MOQ',
    met_other: '{{count}} met MOQ',
    confirmed_one: '{{count}} confirmed',
    confirmed_other: '{{count}} confirmed',
    released_one: '{{count}} released',
    released_other: '{{count}} released',
  },
  uom: {
    quantity: {
      pieces_one: '{{count}} piece',
      pieces_other: '{{count}} pieces',
      kg_one: '{{count}} kg',
      kg_other: '{{count}} kg',
      m_one: '{{count}} m',
      m_other: '{{count}} m',
      m2_one: '{{count}} m²',
      m2_other: '{{count}} m²',
      liters_one: '{{count}} liter',
      liters_other: '{{count}} liters',
      boxes_one: '{{count}} box',
      boxes_other: '{{count}} boxes',
    },
    per: {
      pieces: 'per piece',
      kg: 'per kg',
      m: 'per m',
      m2: 'per m²',
      liters: 'per liter',
      boxes: 'per box',
    },
  },
  invoice: invoiceDetail,
  orderTimeline,
  /** The Export button of list pages (web-kit ExportButton). */
  export: exportButton,
};
