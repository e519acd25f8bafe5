import type { OrderTimelineEntry } from '@marketplace/contracts';
import { ORDER_TIMELINE_LINES_MAX, ORDER_TIMELINE_MAX } from '@marketplace/contracts/constants';
import { appendTimeline, listedLines, orderTimelineOf } from './order-timeline';
import { reachedBreakMinQty } from './price-breaks';

const entry = (n: number): OrderTimelineEntry => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  kind: 'invoice_issued',
  actor: { role: 'supplier' },
  details: { invoiceId: `inv-${n}`, invoiceNumber: `PI-${n}` },
});

describe('order timeline', () => {
  it('keeps the first entry and the newest ones past its cap', () => {
    const all = Array.from({ length: ORDER_TIMELINE_MAX + 5 }, (_, n) => entry(n));
    const kept = appendTimeline(all.slice(0, ORDER_TIMELINE_MAX), ...all.slice(ORDER_TIMELINE_MAX));
    expect(kept).toHaveLength(ORDER_TIMELINE_MAX);
    expect(kept[0]).toBe(all[0]);
    expect(kept.at(-1)).toBe(all.at(-1));
    expect(kept[1]).toBe(all[6]);
  });

  it('lists at most the cap of a change’s lines and counts the others', () => {
    const lines = Array.from({ length: ORDER_TIMELINE_LINES_MAX + 3 }, (_, n) => n);
    expect(listedLines(lines)).toEqual({ lines: lines.slice(0, ORDER_TIMELINE_LINES_MAX), otherLines: 3 });
    expect(listedLines([1, 2])).toEqual({ lines: [1, 2] });
  });

  it('tells an older order’s timeline from its dates and its company’s decision', () => {
    const base = {
      buyerId: 'u1',
      totalValue: 50,
      totalUnits: 5,
      createdAt: new Date('2026-02-01T10:00:00Z'),
    };
    expect(orderTimelineOf({ ...base, status: 'pending_admin', decidedAt: null })).toEqual([
      {
        at: '2026-02-01T10:00:00.000Z',
        kind: 'placed',
        actor: { role: 'buyer', userId: 'u1' },
        details: { totalValue: 50, totalUnits: 5 },
      },
    ]);
    const rejectedByCompany = orderTimelineOf({
      ...base,
      status: 'rejected',
      decidedAt: '2026-02-02T10:00:00.000Z',
      companyApproval: {
        status: 'rejected',
        exceeded: ['per_order'],
        decidedBy: 'ap',
        decidedByName: 'Ana',
        decidedAt: '2026-02-02T10:00:00.000Z',
        reason: 'Too much',
      },
    });
    expect(rejectedByCompany.map((e) => e.kind)).toEqual(['placed', 'held_for_approval', 'company_rejected']);
    expect(rejectedByCompany[2]).toMatchObject({
      actor: { role: 'approver', userId: 'ap', name: 'Ana' },
      reason: 'Too much',
    });
    // A stored timeline is the order's own; an entry a store left without details gets them back.
    const stored = [{ ...entry(1), kind: 'approved', details: undefined }] as unknown as OrderTimelineEntry[];
    expect(orderTimelineOf({ ...base, status: 'approved', decidedAt: null, timeline: stored })).toEqual([
      { ...entry(1), kind: 'approved', details: {} },
    ]);
  });

  it('names the break the group reached, or none', () => {
    const breaks = [
      { minQty: 20, unitPrice: 4 },
      { minQty: 50, unitPrice: 3 },
    ];
    expect(reachedBreakMinQty(5, breaks, 19)).toBeNull();
    expect(reachedBreakMinQty(5, breaks, 22)).toBe(20);
    expect(reachedBreakMinQty(5, breaks, 50)).toBe(50);
    expect(reachedBreakMinQty(5, [], 50)).toBeNull();
  });
});
