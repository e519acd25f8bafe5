import { mergePending, orderRowView, roundRowView } from './moderation';

const createdAt = new Date('2026-01-02T03:04:05.000Z');

/** A pending round or order created on `day` of January 2026 (midnight UTC). */
const entry = (kind: 'round' | 'order', id: string, day: number) => ({
  kind,
  id,
  title: id,
  detail: '',
  createdAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

describe('moderation views', () => {
  it('shows a round row with ISO dates and null for dates not set', () => {
    const row = roundRowView({
      _id: 'r1',
      title: 'Coffee',
      description: 'Beans',
      currency: 'USD',
      status: 'pending_approval',
      supplierId: 's1',
      supplierName: 'Acme',
      productCount: 3,
      openAt: null,
      closeAt: new Date('2026-02-01T00:00:00.000Z'),
      createdAt,
    } as Parameters<typeof roundRowView>[0]);
    expect(row).toMatchObject({ id: 'r1', openAt: null, closeAt: '2026-02-01T00:00:00.000Z' });
    expect(row.createdAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('names the buyer of an order row when the users read model knows it, null otherwise', () => {
    const order = {
      _id: 'o1',
      buyerId: 'b1',
      roundId: 'r1',
      roundTitle: 'Coffee',
      supplierName: 'Acme',
      currency: 'USD',
      status: 'pending_admin',
      totalValue: 10,
      totalUnits: 2,
      totalItems: 1,
      items: [],
      createdAt,
      decidedAt: null,
    } as unknown as Parameters<typeof orderRowView>[0];
    expect(orderRowView(order, { name: 'Ana', email: 'ana@example.com' })).toMatchObject({
      buyerName: 'Ana',
      buyerEmail: 'ana@example.com',
      decidedAt: null,
    });
    expect(orderRowView(order, undefined)).toMatchObject({ buyerName: null, buyerEmail: null });
  });

  it('merges pending rounds and orders newest first, at most the limit', () => {
    expect(
      mergePending([entry('round', 'a', 1), entry('round', 'b', 3)], [entry('order', 'c', 2)], 2).map(
        (e) => e.id,
      ),
    ).toEqual(['b', 'c']);
  });
});

describe('pending approvals', () => {
  it('merges rounds and orders newest first, at most five', () => {
    const rounds = [entry('round', 'r1', 1), entry('round', 'r5', 5), entry('round', 'r7', 7)];
    const orders = [
      entry('order', 'o2', 2),
      entry('order', 'o6', 6),
      entry('order', 'o3', 3),
      entry('order', 'o4', 4),
    ];
    expect(mergePending(rounds, orders).map((e) => e.id)).toEqual(['r7', 'o6', 'r5', 'o4', 'o3']);
    expect(mergePending([], [])).toEqual([]);
  });
});
