import request from 'supertest';
import { roundScheduledV1, type Follow } from '@marketplace/contracts';
import { createEvent } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

jest.setTimeout(60_000);

/**
 * Followers (real FerretDB and NATS): a buyer follows a supplier or a series known from a round
 * that reached them, and is told once when the next round of either opens; following twice is
 * following once, and nobody follows what they cannot see.
 */
describe('following suppliers and series', () => {
  let h: BuyerHarness;

  beforeAll(async () => {
    h = await startBuyer('follows');
  });

  afterAll(async () => {
    await h?.stop();
  });

  const as = (userId: string | null, role: 'buyer' | 'supplier' = 'buyer') => {
    const auth = userId ? { Authorization: `Bearer ${h.token(userId, role)}` } : {};
    return {
      get: (path: string) => request(h.app).get(path).set(auth),
      put: (path: string) => request(h.app).put(path).set(auth).send(),
      delete: (path: string) => request(h.app).delete(path).set(auth),
    };
  };
  const opened = async (roundTitle: string) =>
    (await h.notificationRequests()).filter(
      (r) => r.kind === 'round_opened' && r.params.roundTitle === roundTitle,
    );

  it('tells each follower once when the supplier or the series opens its next round', async () => {
    const first = roundSummary({
      title: 'Weekly Coffee',
      supplierId: 'sup-coffee',
      supplierName: 'Coffee Co',
      seriesId: 'series-coffee',
    });
    await h.approveRoundAndWait(first, [roundProduct({ name: 'Beans' })]);

    const bySeries = (await as('fw-ana').put('/follows/series/series-coffee').expect(200)).body as Follow;
    expect(bySeries).toEqual({
      kind: 'series',
      id: 'series-coffee',
      name: 'Weekly Coffee',
      supplierName: 'Coffee Co',
      since: expect.any(String),
    });
    // Following again is following once.
    expect((await as('fw-ana').put('/follows/series/series-coffee').expect(200)).body).toEqual(bySeries);
    await as('fw-ana').put('/follows/supplier/sup-coffee').expect(200);
    await as('fw-ben').put('/follows/supplier/sup-coffee').expect(200);
    const listed = (await as('fw-ana').get('/follows').expect(200)).body.items as Follow[];
    expect(listed.map((f) => [f.kind, f.id, f.name]).sort()).toEqual([
      ['series', 'series-coffee', 'Weekly Coffee'],
      ['supplier', 'sup-coffee', 'Coffee Co'],
    ]);

    // The next edition opens: both are told once (Ana follows it twice over); Cara follows nothing.
    const second = roundSummary({
      title: 'Weekly Coffee #2',
      supplierId: 'sup-coffee',
      supplierName: 'Coffee Co',
      seriesId: 'series-coffee',
    });
    await h.approveRoundAndWait(second, [roundProduct({ name: 'Beans' })]);
    const told = await eventually(async () => {
      const found = await opened('Weekly Coffee #2');
      return found.length ? found : null;
    });
    expect(told).toEqual([
      expect.objectContaining({
        recipients: expect.objectContaining({ userIds: expect.arrayContaining(['fw-ana', 'fw-ben']) }),
        params: { supplierName: 'Coffee Co', roundTitle: 'Weekly Coffee #2' },
        link: `/buyer/rounds/${second.id}`,
      }),
    ]);
    expect(told![0]!.recipients.userIds).toHaveLength(2);

    // Unfollowed: the next one tells only who still follows.
    await as('fw-ben').delete('/follows/supplier/sup-coffee').expect(204);
    await as('fw-ben').delete('/follows/supplier/sup-coffee').expect(204);
    expect((await as('fw-ben').get('/follows').expect(200)).body.items).toEqual([]);
    const third = roundSummary({
      title: 'Weekly Coffee #3',
      supplierId: 'sup-coffee',
      supplierName: 'Coffee Co',
      seriesId: 'series-coffee',
    });
    await h.approveRoundAndWait(third, [roundProduct({ name: 'Beans' })]);
    const thirdTold = await eventually(async () => {
      const found = await opened('Weekly Coffee #3');
      return found.length ? found : null;
    });
    expect(thirdTold![0]!.recipients.userIds).toEqual(['fw-ana']);
  });

  it('lets a round scheduled after it reached buyers be followed as its series', async () => {
    const round = roundSummary({ title: 'Monthly Tea', supplierId: 'sup-tea', supplierName: 'Tea Co' });
    await h.approveRoundAndWait(round, [roundProduct({ name: 'Leaves' })]);
    expect((await as('fw-eve').put('/follows/series/series-tea').expect(404)).body.code).toBe(
      'follows.unknown',
    );
    await h.publish(createEvent(roundScheduledV1, { roundId: round.id, seriesId: 'series-tea' }, 'supplier'));
    const followed = await eventually(async () => {
      const res = await as('fw-eve').put('/follows/series/series-tea');
      return res.status === 200 ? (res.body as Follow) : null;
    });
    expect(followed).toMatchObject({
      kind: 'series',
      id: 'series-tea',
      name: 'Monthly Tea',
      supplierName: 'Tea Co',
    });
    const detail = await as('fw-eve').get(`/rounds/${round.id}`).expect(200);
    expect(detail.body.seriesId).toBe('series-tea');
  });

  it('refuses what no round has shown the buyer, other roles and no token', async () => {
    const unknown = await as('fw-dan').put('/follows/supplier/sup-nobody-knows').expect(404);
    expect(unknown.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(unknown.body.code).toBe('follows.unknown');
    expect((await as('fw-dan').put('/follows/series/series-hidden').expect(404)).body.code).toBe(
      'follows.unknown',
    );
    expect((await as('fw-dan').put('/follows/team/x').expect(400)).body.code).toBe('request.invalid');
    expect((await as('fw-dan').get('/follows').expect(200)).body.items).toEqual([]);
    await as('fw-sup', 'supplier').get('/follows').expect(403);
    await as('fw-sup', 'supplier').put('/follows/supplier/sup-coffee').expect(403);
    await as(null).get('/follows').expect(401);
    await as(null).put('/follows/supplier/sup-coffee').expect(401);
  });
});
