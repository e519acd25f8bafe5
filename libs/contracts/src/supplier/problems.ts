/** Codes the supplier service answers with; the UI translates them (libs/i18n `errors.supplier`). */
export const SupplierProblemCodes = {
  /** The caller is a supplier without a company (spec §5: 'No company associated with user'). */
  noCompany: 'supplier.no_company',
  skuTaken: 'supplier.sku_taken',
  productNotFound: 'supplier.product_not_found',
  categoryNotFound: 'supplier.category_not_found',
  imageNotFound: 'supplier.image_not_found',
  tooManyImages: 'supplier.too_many_images',
  storageUnavailable: 'supplier.storage_unavailable',
  roundNotFound: 'supplier.round_not_found',
  /** A status change the round's current status does not allow (spec §4). */
  roundTransition: 'supplier.round_transition',
  /** Submitted or approved with its deadline behind it. */
  roundDeadlinePassed: 'supplier.round_deadline_passed',
  /** Submitted with its opening behind it. */
  roundOpeningPassed: 'supplier.round_opening_passed',
  /** Approved while a product's breaks are no longer below its current price. */
  roundBreaksStale: 'supplier.round_breaks_stale',
  /** A round may hold only the caller's own, active products. */
  roundProductUnavailable: 'supplier.round_product_unavailable',
  csvNotCsv: 'supplier.csv_not_csv',
  csvBadHeader: 'supplier.csv_bad_header',
  csvNotText: 'supplier.csv_not_text',
  csvTooLarge: 'supplier.csv_too_large',
  csvTooManyRows: 'supplier.csv_too_many_rows',
  csvMissing: 'supplier.csv_missing',
} as const;

/** Field-level codes of the round body (translated under `errors.field`). */
export const SupplierFieldCodes = {
  noProducts: 'round_no_products',
  closeBeforeOpen: 'round_close_before_open',
  extendDaysRequired: 'round_extend_days_required',
  duplicateProduct: 'round_duplicate_product',
  priceDecimals: 'price_decimals',
  /**
   * Prefix of the price break rules' codes: `price_break_<libs/domain problem code>`,
   * at the path of the product and break (`body.products.3.priceBreaks.1`).
   */
  priceBreak: 'price_break',
} as const;

/** Problem codes of sales and invoices; translated under `errors.sales` / `errors.invoices`. */
export const SalesProblemCodes = {
  /** Gross weight below net weight on a sold line. */
  grossBelowNet: 'sales.gross_below_net',
  /** A receipt decision on a sale whose buyer reported nothing short or damaged (or no receipt yet). */
  noDiscrepancy: 'sales.no_discrepancy',
  /** The sale's receipt discrepancy was already accepted or disputed (params.decision). */
  discrepancyDecided: 'sales.discrepancy_decided',
  /** The order is not an approved sale of the caller's company (or does not exist). */
  orderNotFound: 'sales.order_not_found',
  /** An order line id that is not part of that order. */
  lineNotFound: 'sales.line_not_found',
  /** 'Missing Information: Please complete net weight, gross weight, and CBM for all products first.' */
  missingInformation: 'invoices.missing_information',
  invoiceNotFound: 'invoices.not_found',
  /** A credit or debit note id that is not one of that invoice's notes. */
  creditNoteNotFound: 'invoices.credit_note_not_found',
  /** The move asked for does not start from the invoice's current status. */
  invalidTransition: 'invoices.invalid_transition',
  /** A payment on an invoice that is not sent or accepted (params.status). */
  paymentNotAllowed: 'invoices.payment_not_allowed',
  /** A payment larger than what is still due (params.due). */
  paymentExceedsDue: 'invoices.payment_exceeds_due',
  /** A payment whose reference is already recorded on the invoice. */
  paymentDuplicate: 'invoices.payment_duplicate',
  /** A payment dated after today. */
  paymentDateAhead: 'invoices.payment_date_ahead',
} as const;

/** Problem codes of shipments; translated under `errors.shipments`. */
export const ShipmentProblemCodes = {
  /** Only a closed round's sold orders ship. */
  roundNotClosed: 'shipments.round_not_closed',
  /** An order line that is not a sold line of this round (or does not exist). */
  lineNotSold: 'shipments.line_not_sold',
  /** More units of a line than are left to ship on it (params.name, params.left). */
  overOrdered: 'shipments.over_ordered',
  /** The same order line twice in one shipment. */
  lineRepeated: 'shipments.line_repeated',
  /** A shipping day after today. */
  dateAhead: 'shipments.date_ahead',
} as const;

/** Problem codes of a product delivered short; translated under `errors.shortfalls`. */
export const ShortfallProblemCodes = {
  /** Only a closed round's sold orders are delivered. */
  roundNotClosed: 'shortfalls.round_not_closed',
  /** The product is not one of the round's, or none of it was sold. */
  productNotSold: 'shortfalls.product_not_sold',
  /** At least as many units as the orders confirmed (params.confirmed). */
  nothingShort: 'shortfalls.nothing_short',
  /** A delivered quantity that splits a pack (params.unitsPerPack). */
  notWholePacks: 'shortfalls.not_whole_packs',
  /** Units of the product already shipped: a shortfall is shared before any of it ships. */
  alreadyShipped: 'shortfalls.already_shipped',
  /** The product's shortfall was already confirmed (once per product). */
  alreadyConfirmed: 'shortfalls.already_confirmed',
} as const;

/** Problem codes of series; translated under `errors.series`. */
export const SeriesProblemCodes = {
  notFound: 'series.not_found',
  /** A round without a deadline cannot set a schedule's rhythm. */
  noDeadline: 'series.no_deadline',
  /** The round is already an edition of a series. */
  roundInSeries: 'series.round_in_series',
  /** Pausing an ended series, resuming an active one… (params.status). */
  invalidTransition: 'series.invalid_transition',
} as const;
