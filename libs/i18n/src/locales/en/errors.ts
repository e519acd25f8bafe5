import { invoiceErrors, salesErrors } from './invoices';

/**
 * Namespace `errors` — owner: shared (libs/web-kit `problemMessage`). Keys mirror the problem
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
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    aborted: 'The request was cancelled.',
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
  },
  service: {
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  server: {
    error: 'An unexpected server error occurred.',
  },
  field: {
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
  invoices: invoiceErrors,
};
