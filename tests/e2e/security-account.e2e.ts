/**
 * Account pre-hijacking. Someone signs up with another person's address and picks
 * the password. Opening the mailed link changes nothing (a mail scanner's visit included); the
 * owner takes the account back with "Forgot password?", and the intruder's password is dead.
 */
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, mailedLink, newAccount, signInViaUi, verificationLink } from './support/accounts';
import { expectPath, toast } from './support/ui';

test('the owner of an address takes back an account someone else opened with it', async ({
  page,
  request,
}) => {
  // Five steps through mail and three pages: longer than one journey's default budget.
  test.setTimeout(180_000);
  const owner = newAccount('buyer', undefined, 'owner');
  const intruderPassword = 'Intruder-Chose-This-9';

  await test.step("an intruder signs up with the owner's address", async () => {
    const res = await request.post('/api/identity/auth/sign-up', {
      data: { name: 'Intruder', email: owner.email, password: intruderPassword, role: 'buyer' },
    });
    expect(res.status()).toBe(201);
  });

  await test.step('opening the mailed link (GET and HEAD) confirms nothing', async () => {
    const link = await verificationLink(request, owner.email);
    await request.head(link);
    await page.goto(link);
    await expectPath(page, '/auth/confirm');
    await expect(page.getByTestId('confirm-submit')).toBeVisible();
    const signIn = await request.post('/api/identity/auth/sign-in', {
      data: { email: owner.email, password: intruderPassword },
    });
    expect(signIn.status(), 'still unconfirmed').toBe(403);
  });

  await test.step('the owner asks for a new password from the Sign In tab', async () => {
    await page.goto('/auth');
    await page.getByTestId('forgot-password-link').click();
    await expectPath(page, '/auth/forgot-password');
    await page.getByTestId('forgot-email').fill(owner.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toContainText(
      'If an account exists for this email, a link to choose a new password has been sent.',
    );
  });

  await test.step("the mailed link sets the owner's password; it works once", async () => {
    const link = await mailedLink(request, owner.email, 'reset-password');
    await page.goto(link);
    await page.getByTestId('reset-password-input').fill(E2E_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(toast(page, 'Success')).toContainText('Your password was changed.');
    await expectPath(page, '/auth');

    await page.goto(link);
    await page.getByTestId('reset-password-input').fill('Another-Password-77');
    await page.getByTestId('reset-submit').click();
    await expect(toast(page, 'Password Not Changed')).toContainText('This link is invalid or has expired.');
  });

  await test.step("the intruder's password is refused; the owner signs in", async () => {
    const intruder = await request.post('/api/identity/auth/sign-in', {
      data: { email: owner.email, password: intruderPassword },
    });
    expect(intruder.status()).toBe(401);
    await signInViaUi(page, { email: owner.email, password: E2E_PASSWORD });
    await expectPath(page, '/');
  });
});

test('the new pages speak Portuguese too', async ({ page }) => {
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('marketplace.language', 'pt'));
  await page.goto('/auth/forgot-password');
  await expect(page.getByTestId('forgot-password')).toContainText('Esqueceu sua senha?');
});
