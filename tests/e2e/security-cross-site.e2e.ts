/**
 * Cross-site requests: pages of other origins cannot sign the victim in as someone else, sign them out,
 * or end their session — neither with a form post (top-level navigation, urlencoded) nor with
 * fetch. Run in Chromium against the real stack; each attack is one request.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaApi, type Account } from './support/accounts';
import { autoSubmitForm, startAttackerSite, type AttackerSite } from './support/attacker';

let attackerSite: AttackerSite;
test.beforeAll(async () => {
  attackerSite = await startAttackerSite();
});
test.afterAll(async () => {
  await attackerSite?.close();
});

/** Who the browser context is signed in as, asked the way the shell asks (same origin). */
async function signedInAs(context: BrowserContext): Promise<string | null> {
  const res = await context.request.get('/api/identity/auth/session');
  return res.ok() ? ((await res.json()) as { user: { email: string } }).user.email : null;
}

async function twoAccounts(request: Parameters<typeof createVerifiedAccount>[0]) {
  const victim = await createVerifiedAccount(request, newAccount('buyer', undefined, 'victim'));
  const attacker = await createVerifiedAccount(request, newAccount('buyer', undefined, 'attacker'));
  return { victim, attacker };
}

/** Opens the attacker's page and waits until its form post has had its answer. */
async function visit(context: BrowserContext, url: string, settled: RegExp) {
  const page = await context.newPage();
  const answered = page.waitForResponse(settled, { timeout: 30_000 });
  await page.goto(url);
  const res = await answered;
  const outcome = { status: res.status(), setCookie: await res.headerValue('set-cookie') };
  await page.close();
  return outcome;
}

/** Opens the attacker's page and waits until its script says its request has settled. */
async function runScript(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await expect(page).toHaveTitle('settled', { timeout: 30_000 });
  await page.close();
}

for (const site of ['localhost', '127.0.0.1'] as const) {
  const kind = site === 'localhost' ? 'another site' : 'another origin of the same site';

  test(`a form on ${kind} cannot sign the victim into the attacker's account`, async ({
    context,
    request,
    baseURL,
  }) => {
    const { victim, attacker } = await twoAccounts(request);
    await signInViaApi(context, victim);
    expect(await signedInAs(context)).toBe(victim.email);

    const path = `/login-csrf-${site}`;
    attackerSite.page(
      path,
      autoSubmitForm(`${baseURL}/api/identity/auth/sign-in`, {
        email: attacker.email,
        password: attacker.password,
      }),
    );
    const res = await visit(context, `http://${site}:${attackerSite.port}${path}`, /\/auth\/sign-in$/);
    expect(res.status, 'the forged sign-in is refused').toBe(403);
    expect(res.setCookie).toBeNull();
    expect(await signedInAs(context)).toBe(victim.email);
  });

  test(`a form or fetch on ${kind} cannot sign the victim out or end their session`, async ({
    context,
    request,
    baseURL,
  }) => {
    const { victim } = await twoAccounts(request);
    await signInViaApi(context, victim as Account);

    for (const target of ['sign-out', 'refresh']) {
      const path = `/form-${target}-${site}`;
      attackerSite.page(path, autoSubmitForm(`${baseURL}/api/identity/auth/${target}`));
      const res = await visit(
        context,
        `http://${site}:${attackerSite.port}${path}`,
        new RegExp(`/auth/${target}$`),
      );
      expect(res.status, `the forged ${target} is refused`).toBe(403);
      expect(await signedInAs(context), `still signed in after a forged ${target}`).toBe(victim.email);
    }

    // A script's request carries the site's cookies when the page is same-site (SameSite=Lax).
    const path = `/fetch-sign-out-${site}`;
    attackerSite.page(
      path,
      `<!doctype html><title>running</title><script>fetch(${JSON.stringify(`${baseURL}/api/identity/auth/sign-out`)}, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null).finally(() => { document.title = 'settled'; })</script>`,
    );
    await runScript(context, `http://${site}:${attackerSite.port}${path}`);
    expect(await signedInAs(context), 'the session survives a scripted sign-out').toBe(victim.email);
    // The refresh token still works too: the session was not ended on the server.
    expect((await context.request.post('/api/identity/auth/refresh')).status()).toBe(200);
  });
}

test('the product itself still signs in and out from its own pages', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('buyer', undefined, 'own'));
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await form.getByTestId('sign-in-email').fill(account.email);
  await form.getByTestId('sign-in-password').fill(account.password);
  await form.getByTestId('sign-in-submit').click();
  await expect.poll(() => signedInAs(page.context())).toBe(account.email);
});
