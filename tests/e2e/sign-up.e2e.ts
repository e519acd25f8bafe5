/**
 * Spec §2.3, §8: sign up through the form, confirm the email from the mail, sign in, and land on
 * the role's dashboard with the role's sidebar (§2.2). Once per role that can sign up.
 */
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaUi, verificationLink } from './support/accounts';
import { expectPath, expectRemoteShows, pickOption, sidebar, sidebarEntries, toast } from './support/ui';

const ROLES = [
  {
    role: 'buyer',
    label: 'Buyer',
    group: 'Buyer Tools',
    entries: [
      'Dashboard',
      'Explore Rounds',
      'Shopping Cart',
      'Order History',
      'Proforma Invoices',
      'Profile',
    ],
    remote: 'mfe_buyer',
    dashboard: 'Buyer Dashboard',
  },
  {
    role: 'supplier',
    label: 'Supplier',
    group: 'Supplier Tools',
    entries: ['Dashboard', 'My Products', 'My Rounds', 'Sales History', 'Proforma Invoices', 'Profile'],
    remote: 'mfe_supplier',
    dashboard: 'Supplier Dashboard',
  },
] as const;

for (const r of ROLES) {
  test(`a ${r.role} signs up, confirms the email and lands on the ${r.role} dashboard`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Four steps, two mails and the role's remote: more than one journey's default budget on a
    // loaded machine (the confirmation is a page and a click now).
    test.setTimeout(150_000);
    const account = newAccount(r.role, undefined, 'signup');

    await test.step('sign up through the form', async () => {
      await page.goto('/auth');
      await expect(page.getByText('B2B Marketplace for Shared MOQ Purchasing')).toBeVisible();
      await page.getByTestId('tab-sign-up').click();
      const form = page.getByTestId('sign-up-form');
      await form.getByLabel('Full Name').fill(account.name);
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Password').fill(account.password);
      await pickOption(page, form.getByTestId('sign-up-role'), r.label);
      await form.getByTestId('sign-up-submit').click();
      await expect(toast(page, 'Success')).toContainText(
        'Account created successfully! Please check your email to verify.',
      );
    });

    await test.step('signing in before confirming is refused with a reason', async () => {
      // The form switched to Sign In with the email filled in.
      const signIn = page.getByTestId('sign-in-form');
      await expect(signIn).toBeVisible();
      await expect(signIn.getByTestId('sign-in-email')).toHaveValue(account.email);
      await signIn.getByTestId('sign-in-password').fill(account.password);
      await signIn.getByTestId('sign-in-submit').click();
      await expect(toast(page, 'Sign In Failed')).toContainText(
        'Please verify your email before signing in.',
      );
      await expectPath(page, '/auth');
    });

    await test.step('the link in the mail opens a Confirm page; the click confirms and leads to the site', async () => {
      const link = await verificationLink(request, account.email);
      expect(new URL(link).origin, 'the mail links to this site').toBe(new URL(baseURL!).origin);
      await page.goto(link);
      await expectPath(page, '/auth/confirm');
      await page.getByTestId('confirm-submit').click();
      // The site root; signed out, it sends the person to /auth.
      await expectPath(page, '/auth');
      await expect(page.getByTestId('auth-card')).toBeVisible();
    });

    await test.step('sign in and see the role dashboard', async () => {
      await signInViaUi(page, account);
      await expectPath(page, '/');
      await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText(r.group);
      await expect(sidebarEntries(page)).toHaveText([...r.entries]);
      await expect(page.getByTestId('user-welcome')).toHaveText(`Welcome, ${account.name} (${r.label})`);
      await expectRemoteShows(page, r.remote, r.dashboard);
    });
  });
}

test('a confirmation link opened a second time explains itself on the sign-in page', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('buyer', undefined, 'relink'));
  // createVerifiedAccount already confirmed with the link once; a second click tries again.
  const link = await verificationLink(request, account.email);
  await page.goto(link);
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId('confirm-failed')).toContainText(
    'This confirmation link is invalid or was already used.',
  );
  await page.getByTestId('back-to-sign-in').click();
  await expectPath(page, '/auth');
  // The person can still sign in: the address was confirmed the first time.
  await signInViaUi(page, account);
  await expectPath(page, '/');
});

test('a sign-up made with the page in Portuguese gets its confirmation e-mail in Portuguese', async ({
  page,
  request,
}) => {
  const account = newAccount('buyer', undefined, 'signup-pt');
  await page.addInitScript(() => localStorage.setItem('marketplace.language', 'pt'));
  await page.goto('/auth');
  await page.getByTestId('tab-sign-up').click();
  const form = page.getByTestId('sign-up-form');
  await form.locator('#sign-up_name').fill(account.name);
  await form.locator('#sign-up_email').fill(account.email);
  await form.locator('#sign-up_password').fill(account.password);
  await pickOption(page, form.getByTestId('sign-up-role'), 'Comprador');
  await form.getByTestId('sign-up-submit').click();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/identity/dev/mail?to=${encodeURIComponent(account.email)}`);
      return ((await res.json()) as { subject: string }[])[0]?.subject;
    })
    .toBe('Confirme seu endereço de e-mail');
});
