/**
 * People for the journeys: the demo accounts seeded by the stack, and fresh users made through
 * the public API (sign up → mail in the dev sink → the Confirm button's POST) when a journey is
 * not about signing up itself.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { TIME_ZONE_COOKIE } from '@marketplace/contracts/cookies';

export type Role = 'admin' | 'supplier' | 'buyer';

export interface Account {
  role: Role;
  name: string;
  email: string;
  password: string;
}

/** Seeded by the stack (scripts/dev/stack.mjs DEMO_ACCOUNTS), handed over by global-setup.ts. */
function demo(role: Role): Account {
  const accounts = JSON.parse(process.env.E2E_DEMO_ACCOUNTS ?? '[]') as Account[];
  const found = accounts.find((a) => a.role === role);
  if (!found) throw new Error(`no demo ${role} account: E2E_DEMO_ACCOUNTS is not set (see global-setup.ts)`);
  return found;
}

export const demoAdmin = demo('admin');
export const demoBuyer = demo('buyer');
export const demoSupplier = demo('supplier');

/** A short token unique to this call; journeys put it in names and emails to find their users. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** Not in any common-password list, long enough for the sign-up rules. */
export const E2E_PASSWORD = 'Tangerine-Harbour-42';

export function newAccount(role: 'buyer' | 'supplier', tag = uniqueTag(), label = 'e2e'): Account {
  const title = role === 'buyer' ? 'Buyer' : 'Supplier';
  return {
    role,
    name: `E2E ${title} ${tag}`,
    email: `${label}-${role}-${tag}@e2e.example.com`,
    password: E2E_PASSWORD,
  };
}

/**
 * The newest link to shell page `/auth/<page>` mailed to `email` (the dev sink keeps mail,
 * newest first). Mail is sent after the answer, so it is polled for, within a bound.
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  page: 'confirm' | 'reset-password',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/identity/dev/mail?to=${encodeURIComponent(email)}`);
        expect(res.ok(), `GET /dev/mail answered ${res.status()}`).toBe(true);
        const mails = (await res.json()) as { to: string; links: string[] }[];
        link = mails.flatMap((m) => m.links).find((l) => l.includes(`/auth/${page}?token=`));
        return link;
      },
      { message: `a /auth/${page} mail to ${email}`, timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return link!;
}

/** The confirmation link mailed to `email`: it opens the shell's Confirm page. */
export const verificationLink = (request: APIRequestContext, email: string) =>
  mailedLink(request, email, 'confirm');

/** Signs an account up and confirms its email through the API: ready to sign in. */
export async function createVerifiedAccount(request: APIRequestContext, account: Account): Promise<Account> {
  const res = await request.post('/api/identity/auth/sign-up', {
    data: { name: account.name, email: account.email, password: account.password, role: account.role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = new URL(await verificationLink(request, account.email));
  // What the Confirm button on the page does.
  const confirm = await request.post('/api/identity/auth/verify', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return account;
}

/**
 * Signs in through the API with the browser context's own cookie jar (context.request shares it),
 * so the next page load is signed in. For journeys that are not about the sign-in form. It stands
 * in for signing in through the app, which also tells the server the browser's time zone (the
 * cookie the app sets on every start, TIME_ZONE_COOKIE): without it no page is drawn on the server.
 */
export async function signInViaApi(target: Page | BrowserContext, account: Account): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  const res = await context.request.post('/api/identity/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), `sign-in of ${account.email}: ${await res.text()}`).toBe(200);
  const probe = 'context' in target ? target : await context.newPage();
  const timeZone = await probe.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (probe !== target) await probe.close();
  await context.addCookies([
    { name: TIME_ZONE_COOKIE, value: encodeURIComponent(timeZone), url: new URL(res.url()).origin },
  ]);
}

/** Signs in through the /auth form, as a person does. */
export async function signInViaUi(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  if (!page.url().endsWith('/auth')) await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await form.getByTestId('sign-in-email').fill(account.email);
  await form.getByTestId('sign-in-password').fill(account.password);
  await form.getByTestId('sign-in-submit').click();
}
