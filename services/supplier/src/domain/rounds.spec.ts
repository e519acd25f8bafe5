import { nextStatus, roundFigures } from './rounds';

describe('round rules', () => {
  it('allows exactly the spec transitions', () => {
    expect(nextStatus('submit', 'draft')).toEqual({ ok: true, status: 'pending_approval' });
    expect(nextStatus('approve', 'pending_approval')).toEqual({ ok: true, status: 'approved' });
    expect(nextStatus('reject', 'pending_approval')).toEqual({ ok: true, status: 'closed' });
    expect(nextStatus('close', 'approved')).toEqual({ ok: true, status: 'closed' });
    for (const [action, status] of [
      ['submit', 'pending_approval'],
      ['approve', 'draft'],
      ['reject', 'approved'],
      ['close', 'pending_approval'],
      ['close', 'closed'],
    ] as const)
      expect(nextStatus(action, status)).toMatchObject({
        ok: false,
        reason: expect.stringContaining(status),
      });
  });

  it('computes the performance cards, zero commitments included', () => {
    expect(roundFigures([{ moq: 100, committed: 0, unitPrice: 2.5 }])).toEqual({
      committedUnits: 0,
      totalMoq: 100,
      averageProgress: 0,
      productsMeetingMoq: 0,
      revenue: 0,
      potentialRevenue: 250,
    });
    const f = roundFigures([
      { moq: 100, committed: 120, unitPrice: 1.1 },
      { moq: 200, committed: 1, unitPrice: 3 },
    ]);
    // The rows show 100 % and 0.5 %: the card is their mean, not 121 units of 300 (40 %), which
    // lent the first product's surplus to the second.
    expect(f).toMatchObject({
      committedUnits: 121,
      totalMoq: 300,
      averageProgress: 50,
      productsMeetingMoq: 1,
    });
    expect(f.revenue).toBe(135);
    expect(f.potentialRevenue).toBe(710);
    expect(roundFigures([])).toMatchObject({ averageProgress: 0, totalMoq: 0 });
  });
});
