/**
 * Spec §2.2, §9: the header's language switch changes the shell and the mounted remote at once
 * (they share one i18n instance), the choice is stored, and a Portuguese browser starts in
 * Portuguese when nothing is stored.
 */
import { expect, test } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { expectRemoteShows, remoteOutlet, sidebar } from './support/ui';

const STORAGE_KEY = 'marketplace.language';

test('switching to Português changes shell and remote texts together, and survives a reload', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Buyer Tools');

  // Marks the mounted remote's DOM: a language switch must re-render it, not re-mount it.
  await remoteOutlet(page, 'mfe_buyer')
    .locator('.remote-container')
    .evaluate((el) => {
      (el as HTMLElement & { __e2eMark?: boolean }).__e2eMark = true;
    });

  await page.locator('.app-header').getByTestId('language-switcher').selectOption({ label: 'Português' });

  // Both in one look at the page: the shell's sidebar label and the remote's title.
  await page.waitForFunction(
    () => {
      const group = document.querySelector('[data-testid="sidebar-group"]')?.textContent;
      const remote = document.querySelector('[data-testid="remote-mfe_buyer"]')?.textContent ?? '';
      return group === 'Ferramentas do Comprador' && remote.includes('Painel do Comprador');
    },
    undefined,
    { timeout: 3_000 },
  );
  await expect(page.getByTestId('user-welcome')).toHaveText(`Bem-vindo(a), ${demoBuyer.name} (Comprador)`);
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Painel',
    'Explorar Rodadas',
    'Carrinho de Compras',
    'Histórico de Pedidos',
    'Faturas Proforma',
    'Perfil',
  ]);
  expect(
    await remoteOutlet(page, 'mfe_buyer')
      .locator('.remote-container')
      .evaluate((el) => Boolean((el as HTMLElement & { __e2eMark?: boolean }).__e2eMark)),
    'the remote was re-rendered in place, not re-mounted',
  ).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.reload();
  await expectRemoteShows(page, 'mfe_buyer', 'Painel do Comprador');
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Ferramentas do Comprador');
  await expect(page.locator('.app-header').getByTestId('language-switcher')).toHaveValue('pt');

  // And back: English again everywhere.
  await page.locator('.app-header').getByTestId('language-switcher').selectOption({ label: 'English' });
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Buyer Tools');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
});

test.describe('a browser set to pt-BR with no stored choice', () => {
  test.use({ locale: 'pt-BR' });

  test('starts in Portuguese', async ({ page }) => {
    await page.goto('/auth');
    expect(await page.evaluate(() => navigator.language)).toBe('pt-BR');
    await expect(page.getByText('Marketplace B2B para Compras com MOQ Compartilhado')).toBeVisible();
    await expect(page.getByTestId('tab-sign-in')).toHaveText('Entrar');
    await expect(page.getByTestId('language-switcher')).toHaveValue('pt');
  });

  test('but a stored English choice wins over the browser language', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem(key, 'en');
        sessionStorage.setItem('e2e-seeded', '1');
      }
    }, STORAGE_KEY);
    await page.goto('/auth');
    await expect(page.getByText('B2B Marketplace for Shared MOQ Purchasing')).toBeVisible();
  });
});
