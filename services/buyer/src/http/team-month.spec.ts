import request from 'supertest';
import type { TeamResponse } from '@marketplace/contracts';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

/**
 * The Team page's "spent this month" is the month the service's clock is in, in the team's time
 * zone: an order of the month before stops counting when the month turns, and one of this month
 * counts from its first minute.
 */
describe("the Team page counts the team's month", () => {
  let h: BuyerHarness;
  let now = new Date();
  const COMPANY = 'co-month';
  const ana = { userId: 'ana-m', name: 'Ana Approver', companyId: COMPANY, teamRole: 'approver' } as const;
  const bea = { userId: 'bea-m', name: 'Bea Member', companyId: COMPANY, teamRole: 'member' } as const;

  beforeAll(async () => {
    h = await startBuyer('team_month', { now: () => now });
    await h.registerTeam([ana, bea]);
  });

  afterAll(async () => {
    await h?.stop();
  });

  const spentBy = async (userId: string) => {
    const team = (await request(h.app).get('/team').set(h.teamAuth(ana)).expect(200)).body as TeamResponse;
    return team.members.find((m) => m.userId === userId)?.spentThisMonth;
  };

  async function order(qty: number) {
    const product = roundProduct({ unitPrice: 10, moq: 500 });
    const round = roundSummary({ title: `Month Round ${qty}` });
    await h.approveRoundAndWait(round, [product]);
    await request(h.app)
      .put(`/carts/${round.id}/items/${product.id}`)
      .set(h.teamAuth(bea))
      .send({ qty })
      .expect(200);
    await request(h.app).post('/orders').set(h.teamAuth(bea)).send({ roundId: round.id }).expect(201);
  }

  it('counts an order in its month only, from the first minute of the next month on', async () => {
    // The last minutes of a month (UTC, the team's default time zone).
    const real = new Date();
    const firstOfNext = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 1));
    now = new Date(firstOfNext.getTime() - 10 * 60_000);
    await order(5);
    expect(await spentBy(bea.userId)).toEqual([{ currency: 'USD', amount: 50 }]);

    now = new Date(firstOfNext.getTime() + 60_000);
    expect(await spentBy(bea.userId)).toEqual([]);
    await order(3);
    expect(await spentBy(bea.userId)).toEqual([{ currency: 'USD', amount: 30 }]);
  });
});
