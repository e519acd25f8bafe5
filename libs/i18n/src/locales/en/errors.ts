import { invoiceErrors, salesErrors, shipmentErrors, shortfallErrors } from './invoices';

/**
 * Namespace `errors` — problem texts, read by libs/web-kit `problemMessage`. Keys mirror the problem
 * `code`s of libs/contracts/src/problem.ts and the services (`<area>.<reason>` becomes a nested
 * key), plus field-level codes under `field`. Add a key here whenever a service adds a code.
 */
export const errors = {
  generic: 'Something went wrong. Please try again.',
  network: {
    unreachable: 'Could not reach the server. Check your connection and try again.',
  },
  request: {
    invalid: 'Some fields are not valid.',
    too_large: 'The file or request is too large.',
    unsupported_media: 'This file type is not supported.',
    nul_character: 'The address contains a NUL character (%00), which is not allowed.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    cross_site: 'This request did not come from this site and was refused.',
    wrong_host: 'This address is not served here.',
    aborted: 'The request was cancelled.',
    body_timeout: 'The request took too long to arrive. Please check your connection and try again.',
  },
  upload: {
    missing: 'You must select an image to upload.',
    not_image: 'The file is not a PNG, JPEG, GIF or WebP image.',
    too_large: 'The image is too large.',
  },
  resource: {
    not_found: 'Not found.',
    conflict: 'This was changed by someone else. Reload and try again.',
  },
  route: {
    not_found: 'This address does not exist.',
  },
  auth: {
    unauthenticated: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission to do this.',
    invalid_credentials: 'Invalid email or password.',
    email_not_verified: 'Please verify your email before signing in.',
    email_taken: 'An account with this email already exists.',
    password_common: 'This password is too common. Choose a different one.',
    rate_limited: 'Too many sign-in attempts. Please wait a moment and try again.',
    invalid_token: 'This link is invalid or has expired.',
    refresh_invalid: 'Your session has expired. Please sign in again.',
    session_revoked: 'Your session has ended. Please sign in again.',
    refresh_reused: 'Your session has ended. Please sign in again.',
    busy: 'Too many sign-ins at once. Please try again in a moment.',
  },
  api_key: {
    not_allowed: "API keys are made by a supplier or by a buying team's approver, for their company.",
    scope_not_allowed: 'Your role cannot give a key this scope.',
    limit_reached: 'Your company has as many API keys as it may hold. Revoke one first.',
    invalid: 'This API key is not valid.',
    scope_missing: 'This API key does not have the scope this needs.',
    people_only: 'API keys cannot do this: only a person signed in can.',
  },
  webhook: {
    not_allowed: "Webhooks are managed by a supplier or by a buying team's approver, for their company.",
    url_refused:
      'The endpoint must be an https:// address on the public internet (not a private, loopback or link-local address, and without a user name or password).',
    limit_reached: 'Your company has as many webhook endpoints as it may hold. Delete one first.',
    not_found: 'This webhook endpoint no longer exists.',
    delivery_not_found: 'This delivery no longer exists.',
    test_limit_reached:
      'This endpoint has had {{max}} test events in the last hour. Please wait a little and try again.',
  },
  service: {
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  server: {
    error: 'An unexpected server error occurred.',
  },
  admin: {
    company_not_found: 'This company no longer exists.',
    company_inactive: 'Only an active company can be assigned.',
    category_not_found: 'This category no longer exists.',
    category_name_required: 'Category name is required',
    category_name_taken: 'A category with this name already exists.',
    team_role_not_buyer: 'A team role is only for a buyer joining a buying company.',
  },
  supplier: {
    no_company: 'No company associated with user',
    sku_taken: 'A product with this SKU already exists in your catalogue.',
    product_not_found: 'This product does not exist in your catalogue.',
    category_not_found: 'This category no longer exists.',
    image_not_found: 'This image no longer exists.',
    too_many_images: 'A product can have at most 10 images.',
    storage_unavailable: 'Image storage is not reachable right now. Please try again.',
    round_not_found: 'This round does not exist.',
    round_transition: 'This round cannot change to that status now.',
    round_deadline_passed: "This round's deadline has passed: set a deadline in the future.",
    round_opening_passed: "This round's opening has passed: set an opening in the future, or none.",
    round_breaks_stale:
      "A product's price breaks are no longer below its current price: fix the breaks or the price before approving.",
    round_product_unavailable: 'A round can hold only your own active products.',
    csv_not_csv: 'Invalid File: Please upload a CSV file',
    csv_bad_header: 'Invalid CSV format. Please use the provided template.',
    csv_not_text: 'The file is not a text CSV file.',
    csv_too_large: 'The file is too large (at most 8 MB).',
    csv_too_many_rows: 'The file has too many rows (at most 20,000).',
    csv_missing: 'Choose a CSV file to import.',
  },
  buyer: {
    round_not_found: 'This round is not available.',
    round_closed: 'This round is closed',
    round_not_open: 'This round is not open yet',
    product_not_found: 'This product is not part of the round.',
    not_pack_multiple:
      'This product comes in packs of {{unitsPerPack}} units: choose a multiple of {{unitsPerPack}}.',
    max_exceeded: 'Only {{remaining}} units left for this product.',
    cart_not_found: 'Cart not found',
    cart_item_not_found: 'This product is not in your cart.',
    order_not_found: 'Order not found.',
    order_already_decided: 'This order has already been decided.',
    order_item_not_found: 'This product is not part of this order.',
    order_not_standing: 'Only a pending or approved order can change.',
    company_missing:
      'Your account is not linked to a company yet. An administrator must assign one before you can buy.',
    team_approver_only: "Only your company's approver can do this.",
    team_member_not_found: 'This person is not a member of your team.',
    order_not_awaiting_company: "This order is no longer waiting for your company's approval.",
    flex_over_max:
      'Quantity plus flexible units may not pass this product’s maximum. Flexible units you can offer: {{available}}.',
    flex_changes_exhausted:
      'The flexible units of this line have changed {{max}} times, the most a line allows. You can still take them back (0).',
    flex_over_limit:
      'These flexible units would take the order over your spending limit. Offer fewer, or order the extra units in a new order, which waits for your approver.',
    receipt_not_allowed:
      'Receipt can be confirmed once every unit of the order has been shipped, and only once.',
    receipt_over_shipped:
      '{{name}}: units received and damaged add up to more than the {{shipped}} shipped on this line.',
    receipt_line_repeated: 'The same order line appears twice in this receipt.',
  },
  field: {
    round_no_products: 'Please select at least one product',
    round_close_before_open: 'The closing date must be after the opening date',
    round_extend_days_required: 'Choose how many days to extend by (1–14)',
    round_duplicate_product: 'A product is selected twice',
    price_break_over_limit: 'At most 3 price breaks per product',
    price_break_qty_not_whole: 'A break quantity must be a whole number of at least 1',
    price_break_price_not_positive: 'A break price must be above 0 with at most 2 decimals',
    price_break_qty_not_rising: 'Each break quantity must be above the one before it',
    price_break_price_not_falling: 'Each break price must be below the price before it',
    price_break_above_max_qty: "A break cannot lie above the product's max qty",
    nul_character: 'The text contains a NUL character, which is not allowed. Remove it and try again.',
    name_characters:
      'Use one line without control or invisible characters (such as line breaks or direction marks).',
    price_decimals: 'At most 2 decimals',
    payment_date_ahead: 'The payment date cannot be in the future.',
    too_small: 'Too short or too small.',
    too_big: 'Too long or too large.',
    invalid_format: 'Invalid format.',
    invalid_string: 'Invalid format.',
    invalid_type: 'Invalid value.',
    invalid_value: 'Invalid value.',
    invalid_enum_value: 'Invalid choice.',
    unrecognized_keys: 'Unknown field.',
    required: 'This field is required.',
    custom: 'Invalid value.',
  },
  sales: salesErrors,
  shipments: shipmentErrors,
  shortfalls: shortfallErrors,
  follows: {
    unknown: 'No round of this supplier or series has reached you yet.',
    limit_reached: 'You already follow {{max}}: stop following one first.',
  },
  standing: {
    unknown: 'No edition of this series with this product has reached you yet.',
    limit_reached: 'You already hold {{max}} standing orders: remove one first.',
    not_your_team: 'This buyer is not a member of your buying team.',
    not_standing: 'Only an order your standing order placed can be skipped.',
    cannot_skip: 'This order can no longer be skipped: it was decided, or its round has closed.',
  },
  invoices: invoiceErrors,
};
