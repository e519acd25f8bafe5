/** What identity answers a sign-in with an unknown e-mail or a wrong password. */
export const INVALID_CREDENTIALS_PROBLEM = {
  type: 'about:blank',
  title: 'Unauthorized',
  status: 401,
  code: 'auth.invalid_credentials',
  detail: 'Invalid email or password',
};
