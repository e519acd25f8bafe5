import { invoiceDetail } from './invoices';

/**
 * Namespace `common` — owner: shared (shell + libs/web-kit). Words used everywhere: product
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
  invoice: invoiceDetail,
};
