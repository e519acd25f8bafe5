/** Spec §2.7: edit the profile (the page reloads after saving), read-only fields, avatar upload. */
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '@marketplace/service-kit/testing/png';
import { createVerifiedAccount, newAccount, signInViaApi, type Account } from './support/accounts';
import { expectPath, messageToast, sidebar, toast } from './support/ui';

const notAPicture = {
  name: 'not-really.png',
  mimeType: 'image/png',
  buffer: Buffer.from('this is plain text, not a picture\n'),
};

async function openProfile(page: Page, account: Account) {
  await signInViaApi(page, account);
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');
  await expect(page.getByTestId('profile-page')).toBeVisible();
}

/** The avatar's <img>, if the avatar shows a picture rather than the default icon. */
function avatarImage(page: Page) {
  return page.getByTestId('profile-avatar').locator('img');
}

async function imageLoaded(page: Page): Promise<number> {
  return avatarImage(page).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

test('editing name, phone and address saves, reloads the page and shows the new values', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('buyer', undefined, 'profile'));
  await openProfile(page, account);

  await expect(page.getByTestId('profile-name')).toHaveValue(account.name);
  await test.step('email and role are read-only, with the reason', async () => {
    await expect(page.getByTestId('profile-email')).toHaveValue(account.email);
    await expect(page.getByTestId('profile-email')).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email cannot be changed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveValue('Buyer');
    await expect(page.getByTestId('profile-role')).toHaveAttribute('readonly', '');
    await expect(page.getByText('Role cannot be changed', { exact: true })).toBeVisible();
  });

  const edited = {
    name: `${account.name} Renamed`,
    phone: '+351 912 345 678',
    address: 'Rua das Flores 12\n4050-265 Porto',
  };
  await page.getByTestId('profile-name').fill(edited.name);
  await page.getByTestId('profile-phone').fill(edited.phone);
  await page.getByTestId('profile-address').fill(edited.address);

  // A flag on the window tells a real reload (flag gone) from a re-render (flag kept).
  await page.evaluate(() => ((window as Window & { __e2eBeforeReload?: boolean }).__e2eBeforeReload = true));
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('profile-submit').click();
  await expect(toast(page, 'Success')).toContainText('Profile updated successfully');
  await reloaded;
  await expect
    .poll(() =>
      page.evaluate(() => (window as Window & { __e2eBeforeReload?: boolean }).__e2eBeforeReload ?? false),
    )
    .toBe(false);

  await expect(page.getByTestId('profile-name')).toHaveValue(edited.name);
  await expect(page.getByTestId('profile-phone')).toHaveValue(edited.phone);
  await expect(page.getByTestId('profile-address')).toHaveValue(edited.address);
  await expect(page.getByTestId('user-welcome')).toHaveText(`Welcome, ${edited.name} (Buyer)`);

  // And on a fresh visit too: it is stored, not just kept in the page.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toHaveValue(edited.phone);
});

test('uploading a PNG shows it as the avatar; a text file named .png is refused with a message', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('supplier', undefined, 'avatar'));
  await openProfile(page, account);
  await expect(avatarImage(page)).toHaveCount(0); // the default icon

  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [220, 40, 40]),
  });
  await expect(messageToast(page, 'Avatar updated successfully')).toBeVisible();
  await expect(avatarImage(page)).toHaveAttribute('src', /\/api\/identity\/avatars\//);
  const firstSrc = await avatarImage(page).getAttribute('src');
  await expect.poll(() => imageLoaded(page), { message: 'the avatar image loads' }).toBe(64);

  await test.step('a second picture replaces the first', async () => {
    await input.setInputFiles({
      name: 'me2.png',
      mimeType: 'image/png',
      buffer: solidPng(32, 32, [30, 90, 220]),
    });
    await expect(avatarImage(page)).not.toHaveAttribute('src', firstSrc!);
    await expect.poll(() => imageLoaded(page), { message: 'the new avatar image loads' }).toBe(32);
  });

  await test.step('it is still there after a reload', async () => {
    await page.reload();
    await expect.poll(() => imageLoaded(page)).toBe(32);
  });

  await test.step('a text file with a .png name is refused, and the avatar stays', async () => {
    const srcBefore = await avatarImage(page).getAttribute('src');
    // The browser trusts the name (type image/png), so the server's content check has to refuse it.
    await input.setInputFiles(notAPicture);
    const error = toast(page, 'Error');
    await expect(error).toContainText('The file is not a PNG, JPEG, GIF or WebP image.');
    await expect(avatarImage(page)).toHaveAttribute('src', srcBefore!);
  });
});

test('the refusal of a non-image is translated (not the server’s English detail)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('marketplace.language', 'pt'));
  const account = await createVerifiedAccount(request, newAccount('buyer', undefined, 'avatar-pt'));
  await signInViaApi(page, account);
  await page.goto('/profile');
  await expect(page.getByText('O e-mail não pode ser alterado', { exact: true })).toBeVisible();
  await page.getByTestId('avatar-input').setInputFiles(notAPicture);
  await expect(toast(page, 'Erro')).toContainText('O arquivo não é uma imagem PNG, JPEG, GIF ou WebP.');
  await expect(avatarImage(page)).toHaveCount(0);
});
