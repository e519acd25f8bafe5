/**
 * Spec §7, live MOQ progress: while one buyer has the demo round's products open, another buyer's
 * commitment moves the first buyer's progress figure without a reload; when the realtime gateway
 * process dies and comes back, the page reconnects and shows the current figure (including a
 * change made while it was down).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaApi, uniqueTag } from './support/accounts';
import { exploreRoundCard, newBuyerPage } from './support/buyers';
import { DEMO_SUPPLIER, demoRound, type DemoRoundProduct } from './support/demo-round';

const repoRoot = path.resolve(__dirname, '../..');

interface RecordedProcess {
  name: string;
  pid: number;
  marker: string;
}

/** Kills this run's realtime gateway and starts it again with the same command and environment. */
function restartGateway(): { started: Promise<void> } {
  const file = process.env.E2E_RUN_FILE;
  if (!file) throw new Error('E2E_RUN_FILE is not set (the e2e stack sets it)');
  const run = JSON.parse(fs.readFileSync(file, 'utf8')) as { processes: RecordedProcess[] };
  const old = run.processes.find((p) => p.name === 'realtime');
  if (!old) throw new Error('no realtime process in the run record');
  const env = Object.fromEntries(
    fs
      .readFileSync(`/proc/${old.pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  process.kill(old.pid, 'SIGKILL');
  const log = fs.openSync(path.join(repoRoot, '.data', 'logs', 'e2e-realtime-restarted.log'), 'w');
  const started = new Promise<void>((resolve) => setTimeout(resolve, 1500)).then(() => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/realtime/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', log, log],
      detached: true,
    });
    child.unref();
    run.processes = [
      ...run.processes.filter((p) => p.pid !== old.pid),
      { name: 'realtime', pid: child.pid!, marker: old.marker },
    ];
    fs.writeFileSync(file, JSON.stringify(run, null, 2));
  });
  return { started };
}

test('another buyer’s commitment moves the progress live, and the page catches up after the gateway restarts', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const viewer = await createVerifiedAccount(request, newAccount('buyer', tag, 'live-viewer'));
  const viewerPage = await (await browser.newContext()).newPage();
  await signInViaApi(viewerPage, viewer);
  // The buyer who adds needs a company (a buyer without one buys nothing).
  const otherContext = (await newBuyerPage(browser, tag, 'live-other')).context();

  const round = await demoRound(viewerPage.request);
  const product = round.products.find(
    (p) => p.maxQty == null || p.maxQty - p.committed >= 3 * p.unitsPerPack,
  )!;
  expect(product, 'a product of the demo round with room for three packs').toBeTruthy();
  const committedNow = async () =>
    (
      (await (await viewerPage.request.get(`/api/buyer/rounds/${round.id}`)).json()) as {
        products: DemoRoundProduct[];
      }
    ).products.find((p) => p.id === product.id)!.committed;
  const otherAdds = async () => {
    const res = await otherContext.request.post(`/api/buyer/carts/${round.id}/items/${product.id}/add`, {
      data: { qty: product.unitsPerPack },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };

  const roundCard = await exploreRoundCard(viewerPage, round.title, {
    search: DEMO_SUPPLIER,
    timeout: 60_000,
  });
  await roundCard.getByRole('button', { name: 'View Products' }).click();
  const card = viewerPage.locator(`[data-testid="round-product"][data-product-name="${product.name}"]`);
  const figure = (committed: number) => `${committed} / ${product.moq} committed`;
  await expect(card).toContainText(figure(await committedNow()));

  await test.step('the other buyer adds a pack: the open dialog moves without a reload', async () => {
    const before = await committedNow();
    await otherAdds();
    await expect(card).toContainText(figure(before + product.unitsPerPack), { timeout: 10_000 });
  });

  await test.step('the gateway dies, a change happens meanwhile, it comes back: the page shows the current figure', async () => {
    const restart = restartGateway();
    await otherAdds();
    await restart.started;
    const current = await committedNow();
    await expect(card).toContainText(figure(current), { timeout: 60_000 });
    // And it is live again: the next change arrives without a reload.
    await otherAdds();
    await expect(card).toContainText(figure(current + product.unitsPerPack), { timeout: 30_000 });
  });
});
