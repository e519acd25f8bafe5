/**
 * Rounds that come back: a fresh supplier's round, approved, is scheduled weekly from My Rounds
 * (each edition opening two days before its deadline, submitted for review by itself); a buyer
 * follows the series from the round's page and orders; the round closes and the supplier runs it
 * again by hand too (a draft with the same terms, its catalogue unchanged). Then time moves on (the
 * services' clock): the next edition is made by itself and submitted, the admin approves it, and
 * the follower's bell says it opened; the series view lists both editions.
 */
import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { bellShows, json } from './support/pages';
import { buyerRoundProducts, exploreRoundCard, newBuyerPage, placeOrder, putInCart } from './support/buyers';
import { moveClockTo } from './support/clock';
import { adminApprovesOrder, adminDecides, newSupplierRound } from './support/supplier-company';
import { expectRemoteShows, pickOption, roundAction } from './support/ui';

const EVENTUALLY = { timeout: 30_000, intervals: [250, 500, 1_000] };

interface SeriesView {
  id: string;
  status: string;
  next: { openAt: string; closeAt: string; createdAt: string } | null;
  editions: Array<{ roundId: string; number: number; title: string; status: string }>;
}

test('a round comes back: scheduled weekly and run again; the next edition opens by itself and its follower is told', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const title = `E2E Weekly Coffee ${tag}`;

  const { roundId } = await test.step('a fresh supplier’s round of coffee, approved', () =>
    newSupplierRound(supplierPage, 'again', { title, closesInMs: 30 * 60_000, endAction: 'confirm_all' }, [
      {
        product: { name: 'E2E Coffee Beans', sku: `COF-${tag}`, unitPrice: 8, unitsPerPack: 1 },
        moq: 10,
        maxQty: null,
      },
    ]));

  const series = await test.step('the supplier schedules it weekly from My Rounds', async () => {
    await supplierPage.goto('/supplier/rounds');
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'My Rounds');
    await roundAction(supplierPage, roundId, 'schedule');
    const dialog = supplierPage
      .getByRole('dialog')
      .filter({ has: supplierPage.getByTestId('schedule-dialog') });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('schedule-every-count').fill('1');
    await pickOption(supplierPage, dialog.getByTestId('schedule-every-unit'), 'week');
    await dialog.getByTestId('schedule-open-days').fill('2');
    await dialog.getByTestId('schedule-auto-submit').check();
    await dialog.getByTestId('schedule-submit').click();
    const view = supplierPage.getByTestId('series-view');
    await expect(view).toBeVisible();
    await expect(view).toContainText('Every week, opening 2 days before the deadline');
    const all = await json<{ items: SeriesView[] }>(await supplierPage.request.get('/api/supplier/series'));
    const mine = all.items.find((s) => s.editions[0]?.roundId === roundId);
    expect(mine, 'the new series').toBeTruthy();
    expect(mine!.status).toBe('active');
    await supplierPage.keyboard.press('Escape');
    return mine!;
  });

  const buyerPage = await newBuyerPage(browser, tag, 'again');
  await test.step('a buyer follows the series from the round’s page and orders', async () => {
    const card = await exploreRoundCard(buyerPage, title);
    await card.getByRole('button', { name: 'View Products' }).click();
    const follow = buyerPage.getByTestId('follow-series');
    await expect(follow).toHaveText(/Follow this series/, EVENTUALLY);
    await follow.click();
    await expect(follow).toHaveText(/Following this series/);
    const follows = await json<{ items: Array<{ kind: string; id: string }> }>(
      await buyerPage.request.get('/api/buyer/follows'),
    );
    expect(follows.items).toEqual([expect.objectContaining({ kind: 'series', id: series.id })]);
    const [beans] = await buyerRoundProducts(buyerPage.request, roundId);
    await putInCart(buyerPage.request, roundId, beans!.id, 12);
    const { id } = await placeOrder(buyerPage.request, roundId);
    await adminApprovesOrder(id);
    await adminDecides(roundId, 'close');
    await expect
      .poll(
        async () =>
          (
            await json<{ round: { status: string } }>(
              await supplierPage.request.get(`/api/supplier/rounds/${roundId}`),
            )
          ).round.status,
        { ...EVENTUALLY, message: 'the round is closed' },
      )
      .toBe('closed');
  });

  await test.step('the supplier runs the closed round again by hand: a draft with the same terms', async () => {
    await supplierPage.reload();
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'My Rounds');
    await roundAction(supplierPage, roundId, 'run-again');
    const dialog = supplierPage
      .getByRole('dialog')
      .filter({ has: supplierPage.getByTestId('run-again-dialog') });
    await expect(dialog.getByTestId('run-again-products')).toContainText('E2E Coffee Beans');
    await expect(dialog).toContainText('No change in the catalogue since');
    await dialog.getByTestId('run-again-title').fill(`${title} (by hand)`);
    await dialog.getByTestId('run-again-create').click();
    await expect
      .poll(async () => {
        const rounds = await json<{ items: Array<{ title: string; status: string; repeatOf?: string }> }>(
          await supplierPage.request.get(`/api/supplier/rounds?search=${encodeURIComponent('(by hand)')}`),
        );
        return rounds.items
          .filter((r) => r.title === `${title} (by hand)`)
          .map((r) => [r.status, r.repeatOf]);
      }, EVENTUALLY)
      .toEqual([['draft', roundId]]);
  });

  const edition =
    await test.step('time moves on: the next edition is made and submitted by itself', async () => {
      await moveClockTo(new Date(Date.parse(series.next!.createdAt) + 60_000));
      let made: SeriesView['editions'][number] | undefined;
      await expect
        .poll(async () => {
          const view = await json<SeriesView>(
            await supplierPage.request.get(`/api/supplier/series/${series.id}`),
          );
          made = view.editions[1];
          return made ? [made.number, made.title, made.status] : null;
        }, EVENTUALLY)
        .toEqual([2, `${title} #2`, 'pending_approval']);
      return made!;
    });

  await test.step('the admin approves it: the follower’s bell says it opened; the series lists both editions', async () => {
    await adminDecides(edition.roundId, 'approve');
    await buyerPage.goto('/buyer');
    await bellShows(buyerPage, `opened ${title} #2, a round you follow`, 45_000);

    await supplierPage.reload();
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'My Rounds');
    await roundAction(supplierPage, roundId, 'series');
    const editions = supplierPage.getByTestId('series-editions');
    await expect(editions.getByTestId(`series-edition-${roundId}`)).toContainText(title);
    await expect(editions.getByTestId(`series-edition-${edition.roundId}`)).toContainText(`${title} #2`);
    await expect(supplierPage.getByTestId('series-trend')).toBeVisible();
  });
});
