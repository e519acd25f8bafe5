/**
 * Rounds that come back: a fresh supplier's round, approved, is scheduled weekly from My Rounds
 * (each edition opening two days before its deadline, submitted for review by itself); a buyer
 * follows the series from the round's page, sets a standing order of its coffee there and orders;
 * the round closes and the supplier runs it again by hand too (a draft with the same terms, its
 * catalogue unchanged). Then time moves on (the services' clock): the next edition is made by
 * itself and submitted, the admin approves it, and as it opens the follower's bell says so and
 * that the standing order was placed; the series view lists both editions and exports them. The
 * supplier raises the coffee's price by 25%: the third edition puts the standing quantity in the
 * buyer's cart instead of ordering it (their limit is 10%).
 */
import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { bellShows, json } from './support/pages';
import { buyerRoundProducts, exploreRoundCard, newBuyerPage, placeOrder, putInCart } from './support/buyers';
import { moveClockTo } from './support/clock';
import {
  adminApprovesOrder,
  adminClosesRound,
  adminDecides,
  adminRequest,
  newSupplierRound,
} from './support/supplier-company';
import { expectRemoteShows, pickOption, roundAction } from './support/ui';

const EVENTUALLY = { timeout: 30_000, intervals: [250, 500, 1_000] };

interface SeriesView {
  id: string;
  status: string;
  next: { openAt: string; closeAt: string; createdAt: string } | null;
  editions: Array<{ roundId: string; number: number; title: string; status: string; openAt: string }>;
}

test('a round comes back: scheduled weekly and run again; the next edition opens by itself, its follower is told and their standing order placed, and a price rise past their limit lands in the cart', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(360_000);
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
  const beans =
    await test.step('a buyer follows the series from the round’s page, sets a standing order and orders', async () => {
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
      const [beans] = await buyerRoundProducts<{ id: string; productId: string }>(buyerPage.request, roundId);

      // 10 bags every edition, into the cart instead should the price rise more than 10%.
      const standing = buyerPage.getByTestId(`standing-set-${beans!.productId}`);
      await standing.click();
      const dialog = buyerPage.getByRole('dialog').filter({ has: buyerPage.getByTestId('standing-dialog') });
      await expect(dialog).toContainText('Placed for you as each new edition of this series opens');
      await dialog.getByTestId('standing-qty').fill('10');
      await expect(dialog.getByTestId('standing-price-limit')).toHaveValue('10');
      await dialog.getByTestId('standing-save').click();
      await expect(standing).toContainText('10 units');
      const held = await json<{ items: Array<{ seriesId: string; qty: number; priceRiseLimitPct: number }> }>(
        await buyerPage.request.get('/api/buyer/standing-orders'),
      );
      expect(held.items.map((s) => [s.seriesId, s.qty, s.priceRiseLimitPct])).toEqual([[series.id, 10, 10]]);

      await putInCart(buyerPage.request, roundId, beans!.id, 12);
      const { id } = await placeOrder(buyerPage.request, roundId);
      await adminApprovesOrder(id);
      await adminClosesRound(supplierPage.request, roundId);
      return beans!;
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

  await test.step('the admin approves it; as it opens, the follower’s bell says so and the standing order is placed', async () => {
    await adminDecides(edition.roundId, 'approve');
    // Made three days before it opens: time moves on to its opening.
    await moveClockTo(new Date(Date.parse(edition.openAt) + 60_000));
    await buyerPage.goto('/buyer');
    await bellShows(buyerPage, `opened ${title} #2, a round you follow`, 45_000);
    await bellShows(buyerPage, `Your standing order was placed in ${title} #2: 10 units`, 45_000);
    const orders = await json<{
      items: Array<{ roundId: string; status: string; totalUnits: number; standingSeriesId?: string }>;
    }>(await buyerPage.request.get('/api/buyer/orders'));
    expect(
      orders.items
        .filter((o) => o.roundId === edition.roundId)
        .map((o) => [o.status, o.totalUnits, o.standingSeriesId]),
    ).toEqual([['pending_admin', 10, series.id]]);
  });

  await test.step('the series view lists both editions and exports them', async () => {
    await supplierPage.reload();
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'My Rounds');
    await roundAction(supplierPage, roundId, 'series');
    const editions = supplierPage.getByTestId('series-editions');
    await expect(editions.getByTestId(`series-edition-${roundId}`)).toContainText(title);
    await expect(editions.getByTestId(`series-edition-${edition.roundId}`)).toContainText(`${title} #2`);
    await expect(supplierPage.getByTestId('series-trend')).toBeVisible();
    const file = await supplierPage.request.get(
      `/api/supplier/series/${series.id}/export?format=csv&lang=en`,
    );
    expect(file.status()).toBe(200);
    const csv = await file.text();
    expect(csv).toContain(`2,${title} #2,`);
    await supplierPage.keyboard.press('Escape');
  });

  await test.step('the coffee costs 25% more: the third edition puts the standing order in the cart instead', async () => {
    const raised = await supplierPage.request.patch(`/api/supplier/products/${beans.productId}`, {
      data: { unitPrice: 10 },
    });
    expect(raised.status()).toBe(200);
    const view = await json<SeriesView>(await supplierPage.request.get(`/api/supplier/series/${series.id}`));
    await moveClockTo(new Date(Date.parse(view.next!.createdAt) + 60_000));
    let third: SeriesView['editions'][number] | undefined;
    await expect
      .poll(async () => {
        const made = await json<SeriesView>(
          await supplierPage.request.get(`/api/supplier/series/${series.id}`),
        );
        third = made.editions[2];
        return third?.status ?? null;
      }, EVENTUALLY)
      .toBe('pending_approval');
    // The admin reviews it beside the edition approved before: the price rose from 8 to 10.
    const review = await (await adminRequest()).get(`/api/admin/rounds/${third!.roundId}/review`);
    expect(review.status()).toBe(200);
    const { sinceLastApproved } = (await review.json()) as {
      sinceLastApproved?: { roundId: string; changes: Array<Record<string, unknown>> };
    };
    expect(sinceLastApproved).toEqual({
      roundId: edition.roundId,
      title: `${title} #2`,
      approvedAt: expect.any(String),
      changes: [{ kind: 'unit_price', name: 'E2E Coffee Beans', from: 8, to: 10 }],
    });
    await adminDecides(third!.roundId, 'approve');
    await moveClockTo(new Date(Date.parse(third!.openAt) + 60_000));
    await buyerPage.goto('/buyer');
    await bellShows(buyerPage, `Prices in ${title} #3 rose more than your standing order allows`, 45_000);
    const carts = await json<{
      carts: Array<{ roundId: string; items: Array<{ qty: number; unitPrice: number }> }>;
    }>(await buyerPage.request.get('/api/buyer/carts'));
    expect(
      carts.carts.find((c) => c.roundId === third!.roundId)?.items.map((i) => [i.qty, i.unitPrice]),
    ).toEqual([[10, 10]]);
    const orders = await json<{ items: Array<{ roundId: string }> }>(
      await buyerPage.request.get('/api/buyer/orders'),
    );
    expect(orders.items.filter((o) => o.roundId === third!.roundId)).toEqual([]);
    // The dashboard's card says where the last edition left it.
    const row = buyerPage.getByTestId(`standing-row-${series.id}-${beans.productId}`);
    await expect(row).toContainText('In your cart', EVENTUALLY);
  });
});
