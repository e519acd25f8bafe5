/**
 * The account e-mails' words (identity's sign-up confirmation and password reset): not a
 * namespace, read by the server through `@marketplace/i18n/mail-texts`. `{{minutes}}` is filled in.
 */
export const accountMail = {
  nameOnAccount: 'Name on the account',
  confirm: {
    subject: 'Confirm your email address',
    intro:
      'An account for the B2B Marketplace for Shared MOQ Purchasing was created with this email address.',
    action: 'Confirm your email address',
    outro:
      'If you did not create this account, ignore this email; you can also choose your own password with "Forgot password?" on the sign-in page.',
  },
  reset: {
    subject: 'Choose a new password',
    intro:
      'Someone asked to choose a new password for the account with this email address. The link works once, within {{minutes}} minutes.',
    action: 'Choose a new password',
    outro: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
};
