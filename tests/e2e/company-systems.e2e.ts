/**
 * Connecting a company's own systems: the API reference page, an API key made on the profile
 * page that a system then calls with (its scope enforced, its revocation felt at once), and a
 * webhook whose signed deliveries the company's receiver verifies.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { demoSupplier, signInViaApi, uniqueTag } from './support/accounts';
import { tick } from './support/ui';

test('the API reference lists every service’s routes', async ({ page }) => {
  await page.goto('/api/docs');
  // Redoc reads and lays out the whole reference first: seconds on a loaded machine.
  await expect(page.getByRole('heading', { name: /Group-buying marketplace API/ })).toBeVisible({
    timeout: 45_000,
  });
  // Redoc draws each operation by its summary, from the merged document.
  await expect(page.getByText('Trade an API key', { exact: false }).first()).toBeAttached();
  await expect(
    page.getByText('Sales History: a page of the approved orders', { exact: false }).first(),
  ).toBeAttached();
});

test('a supplier makes a key, a system reads products with it, cannot write without the scope, and a revoked key stops', async ({
  page,
  playwright,
}) => {
  await signInViaApi(page, demoSupplier);
  await page.goto('/profile');
  const card = page.getByTestId('api-keys');
  await expect(card).toBeVisible();

  const name = `ERP sync ${uniqueTag()}`;
  await card.getByTestId('api-key-new').click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByTestId('api-key-name').fill(name);
  await tick(dialog.getByRole('checkbox', { name: 'Read products' }));
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'API key created' });
  await expect(shown.getByText('Copy this key now: it is not shown again.')).toBeVisible();
  const secret = (await shown.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^mk_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  const row = card.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Read products');
  await expect(row).toContainText('never used');
  // The secret is nowhere on the page once its dialog is closed.
  await expect(page.getByText(secret)).toHaveCount(0);

  // A company system: no cookies, only the key.
  const system = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
  const products = await system.get('/api/supplier/products');
  expect(products.status(), await products.text()).toBe(200);
  expect((await products.json()).items.length).toBeGreaterThan(0);
  const write = await system.post('/api/supplier/products', { data: { name: 'From the ERP' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe('api_key.scope_missing');

  await page.reload();
  await expect(card.getByTestId('api-key-row').filter({ hasText: name })).toContainText('last used');

  await card.getByTestId('api-key-row').filter({ hasText: name }).getByTestId('api-key-revoke').click();
  await page.getByRole('button', { name: 'Revoke' }).last().click();
  await expect(card.getByTestId('api-key-row').filter({ hasText: name })).toContainText('revoked on');
  // Every service refuses the key's session once the revocation reaches it.
  await expect
    .poll(async () => (await system.get('/api/supplier/products')).status(), { timeout: 15_000 })
    .toBe(401);
  await system.dispose();
});

test('a supplier registers a webhook, sends a test event, sees it delivered and signed in the log', async ({
  page,
}) => {
  // The company's receiver: on this machine, which the browser tests' stack allows (WEBHOOK_ALLOW_PRIVATE;
  // a stack started by `npm start` refuses it unless started with WEBHOOK_ALLOW_PRIVATE=true).
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/hooks`;
  try {
    await signInViaApi(page, demoSupplier);
    await page.goto('/profile');
    const card = page.getByTestId('webhooks');
    await card.getByTestId('webhook-new').click();
    const dialog = page.getByRole('dialog', { name: 'New endpoint' });
    await dialog.getByTestId('webhook-url').fill(url);
    await tick(dialog.getByRole('checkbox', { name: 'Order placed' }));
    await tick(dialog.getByRole('checkbox', { name: 'Invoice issued' }));
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Endpoint added' });
    const secret = (await shown.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    const row = card.getByTestId('webhook-row').filter({ hasText: url });
    await expect(row).toContainText('Order placed');
    await row.getByTestId('webhook-test').click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    await expect(log.getByTestId('webhook-delivery').first()).toContainText('Test event');
    // Delivered within a moment: the log shows it after a refresh, with the receiver's answer.
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByTestId('webhook-delivery').first()).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(log.getByTestId('webhook-attempt').first()).toContainText('200');
    await expect(log.getByTestId('webhook-attempt').first()).toContainText('received');

    expect(received).toHaveLength(1);
    const payload = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({ type: 'webhook.test' });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
