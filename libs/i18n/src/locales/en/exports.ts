/**
 * Texts of spreadsheet exports: the Export button of list pages (spread into `common`) and the
 * files' column headers, which only the server writes (`@marketplace/i18n/document-texts`).
 */
export const exportButton = {
  label: 'Export',
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  failed: 'The export could not be downloaded',
};

export const exportColumns = {
  orderId: 'Order ID',
  date: 'Date',
  decidedAt: 'Decided',
  round: 'Round',
  supplier: 'Supplier',
  buyer: 'Buyer',
  buyerEmail: 'Buyer e-mail',
  placedBy: 'Placed by',
  status: 'Status',
  items: 'Items',
  units: 'Units',
  currency: 'Currency',
  totalValue: 'Total Value',
  freight: 'Freight',
  totalWithFreight: 'Total with Freight',
  invoiceNumber: 'Invoice Number',
  issueDate: 'Issue Date',
  dueDate: 'Due Date',
  revision: 'Revision',
  credited: 'Credited',
  debited: 'Debited',
  paid: 'Paid',
  due: 'Still Due',
  overdueAt: 'Overdue Since',
  product: 'Product',
  sku: 'SKU',
  unit: 'Unit',
  unitPrice: 'Unit Price',
  moq: 'MOQ',
  maxQty: 'Max Qty',
  committed: 'Committed',
  progress: 'MOQ %',
  outcome: 'Outcome',
  flexOffered: 'Flex offered',
  flexCalled: 'Flex called in',
  revenue: 'Revenue',
  edition: 'Edition',
  openAt: 'Opens',
  closeAt: 'Closes',
  buyers: 'Buyers',
  productsMet: 'Products met',
  productsConfirmed: 'Products confirmed',
  productsReleased: 'Products released',
};

/** Sheet names (at most 31 characters, Excel's limit). */
export const exportSheets = {
  orders: 'Orders',
  sales: 'Sales',
  invoices: 'Invoices',
  roundPerformance: 'Round Performance',
  seriesEditions: 'Series Editions',
};
