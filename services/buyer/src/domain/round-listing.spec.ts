import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { matchesSearch, newestFirst, roundRow, type ListedRound } from './round-listing';

const round = (over: Partial<ListedRound> = {}): ListedRound => ({
  id: 'r1',
  title: 'Summer Tees',
  description: 'Cotton shirts',
  currency: 'USD',
  openAt: null,
  closeAt: null,
  status: 'approved',
  supplierId: 's1',
  supplierName: 'Acme Textiles',
  createdAt: '2026-01-01T00:00:00.000Z',
  products: [],
  ...over,
});

describe('round listing', () => {
  it('searches title, description and supplier without regard to case', () => {
    expect(matchesSearch(round(), 'TEES')).toBe(true);
    expect(matchesSearch(round(), 'cotton')).toBe(true);
    expect(matchesSearch(round(), 'acme')).toBe(true);
    expect(matchesSearch(round(), 'wool')).toBe(false);
    expect(matchesSearch(round({ description: null }), 'cotton')).toBe(false);
    expect(matchesSearch(round(), '  ')).toBe(true);
  });

  it('orders newest first, ties by id', () => {
    const list = [
      round({ id: 'a', createdAt: '2026-01-01T00:00:00.000Z' }),
      round({ id: 'b', createdAt: '2026-02-01T00:00:00.000Z' }),
      round({ id: 'c', createdAt: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(list.sort(newestFirst).map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('averages MOQ progress as total committed over total MOQ', () => {
    const product = (id: string, moq: number) => roundProductSnapshot({ id, moq });
    const row = roundRow(round({ products: [product('p1', 100), product('p2', 200)] }), (id) =>
      id === 'p1' ? 50 : 1,
    );
    expect(row).toMatchObject({ productCount: 2, averageProgress: 17 });
  });

  it('gives each round the container fill of its committed load', () => {
    const crate = roundProductSnapshot({ id: 'c', moq: 10, grossWeightKg: 2, cbm: 0.05 });
    const loose = roundProductSnapshot({ id: 'l', moq: 10 });
    const row = roundRow(round({ products: [crate, loose] }), (id) => (id === 'c' ? 1000 : 5));
    // 1000 × 0.05 m³ = 50 m³: one 40 ft at 74 % by volume; the loose product is named, not counted.
    expect(row.fill).toMatchObject({
      volumeM3: 50,
      grossWeightKg: 2000,
      withoutVolume: 1,
      plan: { containers: [{ kind: '40ft', count: 1 }], volumePercent: 74 },
    });
  });
});
