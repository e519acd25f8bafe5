/**
 * Texts of sales history and proforma invoices, spread into the
 * `supplier`, `buyer` and `common` namespaces. Spec §2.4, §2.5, §8 texts word for word.
 */
export const supplierSales = {
  title: 'Sales History',
  subtitle: 'Approved orders on your rounds',
  cards: { totalSales: 'Total Sales', ordersCount: 'Orders Count', totalUnitsSold: 'Total Units Sold' },
  recentSales: 'Recent Sales',
  columns: {
    orderId: 'Order ID',
    date: 'Date',
    buyer: 'Buyer',
    round: 'Round',
    items: 'Items',
    totalValue: 'Total Value',
    status: 'Status',
    actions: 'Actions',
  },
  orderStatus: {
    pending_company: 'Awaiting Company',
    pending_admin: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  empty: { title: 'No sales yet', text: 'Your approved orders will appear here' },
  loadFailed: 'Failed to fetch sales history. Please check your connection and try again.',
  viewDetails: 'View Details',
  detail: {
    title: 'Order Details',
    buyer: 'Buyer',
    noCompany: 'No company on file',
    buyerId: 'Buyer ID',
    totalItems: 'Total Items',
    totalUnits: 'Total Units',
    totalValue: 'Total Value',
    loadFailed: 'Failed to fetch order details',
    itemsFailed: 'Failed to fetch order items',
    columns: {
      product: 'Product',
      sku: 'SKU',
      quantity: 'Quantity',
      packs: 'Total Packs',
      netWeight: 'Net Weight (kg)',
      grossWeight: 'Gross Weight (kg)',
      cbm: 'CBM (m³)',
      unitPrice: 'Unit Price',
      subtotal: 'Subtotal',
      actions: 'Actions',
    },
    editLine: 'Edit weights and dimensions',
    invoiceIssued: 'Proforma Invoice {{number}}',
  },
  weights: {
    title: 'Edit Product Weights & Dimensions',
    netWeight: 'Net Weight (kg)',
    grossWeight: 'Gross Weight (kg)',
    cbm: 'CBM (m³)',
    cancel: 'Cancel',
    save: 'Save Changes',
    success: 'Product weights updated successfully',
    failed: 'Failed to update product weights',
  },
  generate: {
    button: 'Generate Proforma Invoice',
    title: 'Generate Proforma Invoice',
    dueDate: 'Due Date',
    notes: 'Notes',
    notesPlaceholder: 'Payment terms, delivery notes…',
    submit: 'Generate',
    success: 'Proforma Invoice {{number}} generated successfully',
    exists: 'Proforma Invoice {{number}} already exists for this order',
    failed: 'Failed to generate proforma invoice',
    missingTitle: 'Missing Information',
    missingText: 'Please complete net weight, gross weight, and CBM for all products first.',
  },
};

/** The columns both areas' Proforma Invoices lists share (web-kit's InvoiceList). */
const invoiceListColumns = {
  invoiceNumber: 'Invoice Number',
  issueDate: 'Issue Date',
  status: 'Status',
  view: 'View',
};

export const supplierInvoices = {
  title: 'Proforma Invoices',
  subtitle: 'Invoices you issued for approved orders',
  cards: { totalInvoices: 'Total Invoices', totalValue: 'Total Value', pending: 'Pending Invoices' },
  columns: {
    ...invoiceListColumns,
    buyer: 'Buyer Company',
    totalValue: 'Total Value',
  },
  empty: 'No proforma invoices yet',
  loadFailed: 'Failed to fetch proforma invoices. Please check your connection and try again.',
  markSent: 'Mark as Sent',
  sentSuccess: 'Invoice {{number}} marked as sent',
  sendFailed: 'Failed to update invoice status',
};

export const buyerInvoices = {
  title: 'Proforma Invoices',
  subtitle: 'Proforma invoices your suppliers issued for your orders',
  cards: { totalInvoices: 'Total Invoices', totalValue: 'Total Value', pendingReview: 'Pending Review' },
  columns: {
    ...invoiceListColumns,
    supplier: 'Supplier',
    amount: 'Amount',
  },
  empty: { title: 'No proforma invoices received', text: 'Invoices from your suppliers will appear here' },
  loadFailed: 'Failed to load proforma invoices',
  accept: 'Accept',
  reject: 'Reject',
  acceptConfirm: 'Accept proforma invoice {{number}}?',
  rejectConfirm: 'Reject proforma invoice {{number}}?',
  accepted: 'Invoice {{number}} accepted',
  rejected: 'Invoice {{number}} rejected',
  respondFailed: 'Failed to update invoice status',
};

/** The invoice detail dialog, the same for both parties (libs/web-kit InvoiceDetail). */
export const invoiceDetail = {
  title: 'Proforma Invoice',
  supplierInfo: 'Supplier Information',
  buyerInfo: 'Buyer Information',
  companyName: 'Company Name',
  address: 'Address',
  country: 'Country',
  phone: 'Phone',
  taxNumber: 'Tax Number',
  invoiceNumber: 'Invoice Number',
  issueDate: 'Issue Date',
  dueDate: 'Due Date',
  totalValue: 'Total Value',
  status: 'Status',
  products: 'Products',
  columns: {
    sku: 'SKU',
    product: 'Product',
    material: 'Material',
    color: 'Color',
    size: 'Size',
    qty: 'Qty',
    unitPrice: 'Unit Price',
    subtotal: 'Subtotal',
    netWeight: 'Net Weight (kg)',
    grossWeight: 'Gross Weight (kg)',
    cbm: 'CBM (m³)',
  },
  perPack: '{{quantity}} per pack',
  /** With a freight share, the total is the goods' Total Value plus the share: named apart. */
  totalWithFreight: 'Total with Freight',
  freight: {
    gross_weight: 'Freight share (by gross weight)',
    volume: 'Freight share (by volume)',
  },
  revision: 'Revision {{revision}}',
  revisedNote: 'Replaces the earlier figures: the order changed when the round closed ({{date}}).',
  orderSummary: 'Order Summary',
  totalItems: 'Total Items',
  totalUnits: 'Total Units',
  totalGrossWeight: 'Total Gross Weight',
  notes: 'Notes',
  noNotes: 'No notes',
  noDueDate: 'Not set',
  download: 'Download',
  downloadPdf: 'Download PDF',
  downloadFailed: 'The file could not be downloaded',
  statuses: {
    draft: 'Draft',
    sent: 'Sent',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
};

export const salesErrors = {
  gross_below_net: 'Gross weight cannot be less than net weight.',
  order_not_found: 'This order is not one of your sales.',
  line_not_found: 'This product is not part of the order.',
};

export const invoiceErrors = {
  missing_information:
    'Missing Information: Please complete net weight, gross weight, and CBM for all products first.',
  not_found: 'This proforma invoice was not found.',
  invalid_transition: 'This invoice cannot make that move from its current status.',
};
