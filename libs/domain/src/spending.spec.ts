import {
  calendarMonthOf,
  checkSpending,
  flexUnitsWithinLimit,
  orderSpendCents,
  spentInMonth,
  type SpendingOrder,
} from './spending';

const order = (currency: string, totalCents: number, placedAt: string, counts = true): SpendingOrder => ({
  currency,
  totalCents,
  placedAt: new Date(placedAt),
  counts,
});

describe('calendarMonthOf', () => {
  /** The month's key and bounds as ISO text; each case names the ones it is about. */
  const monthOf = (at: string, zone: string) => {
    const month = calendarMonthOf(new Date(at), zone);
    return { key: month.key, start: month.start.toISOString(), end: month.end.toISOString() };
  };

  it.each([
    [
      'is the UTC month in UTC',
      '2026-11-30T23:59:59Z',
      'UTC',
      { key: '2026-11', start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
    ],
    [
      "counts the month on the company's wall clock: 1 Dec 01:00 UTC is still November in São Paulo",
      '2026-12-01T01:00:00Z',
      'America/Sao_Paulo',
      { key: '2026-11', start: '2026-11-01T03:00:00.000Z', end: '2026-12-01T03:00:00.000Z' },
    ],
    [
      'starts a month at local midnight on either side of a summer-time change (Lisbon, March → April)',
      '2026-03-15T12:00:00Z',
      'Europe/Lisbon',
      { start: '2026-03-01T00:00:00.000Z', end: '2026-03-31T23:00:00.000Z' },
    ],
    [
      'rolls December into January of the next year',
      '2026-12-31T12:00:00Z',
      'Asia/Tokyo',
      { key: '2026-12', end: '2026-12-31T15:00:00.000Z' },
    ],
  ])('%s', (_what, at, zone, expected) => {
    expect(monthOf(at, zone)).toMatchObject(expected);
  });
});

describe('spentInMonth', () => {
  const november = calendarMonthOf(new Date('2026-11-15T00:00:00Z'), 'UTC');

  it('adds the counted orders of the currency placed in the month, and nothing else', () => {
    const orders = [
      order('USD', 10_000, '2026-11-01T00:00:00Z'),
      order('USD', 2_500, '2026-11-30T23:59:59Z'),
      order('USD', 99_000, '2026-10-31T23:59:59Z'),
      order('USD', 99_000, '2026-12-01T00:00:00Z'),
      order('EUR', 99_000, '2026-11-10T00:00:00Z'),
      order('USD', 99_000, '2026-11-10T00:00:00Z', false),
    ];
    expect(spentInMonth(orders, 'USD', november)).toBe(12_500);
  });
});

describe('checkSpending', () => {
  const placedAt = new Date('2026-11-20T12:00:00Z');
  const limits = [{ currency: 'USD', perOrderCents: 50_000, perMonthCents: 100_000 }];
  const check = (
    teamRole: 'member' | 'approver',
    totalCents: number,
    currency = 'USD',
    earlier: SpendingOrder[] = [],
  ) =>
    checkSpending({
      teamRole,
      order: { currency, totalCents, placedAt },
      limits,
      earlierOrders: earlier,
      timeZone: 'UTC',
    });

  it('lets a member order up to the per-order limit, and holds one cent more', () => {
    expect(check('member', 50_000)).toMatchObject({ needsApproval: false, exceeded: [] });
    expect(check('member', 50_001)).toMatchObject({ needsApproval: true, exceeded: ['per_order'] });
  });

  it("holds the order that takes the month's spending past the monthly limit", () => {
    const earlier = [order('USD', 60_000, '2026-11-02T00:00:00Z')];
    expect(check('member', 40_000, 'USD', earlier)).toMatchObject({
      needsApproval: false,
      spentThisMonthCents: 60_000,
    });
    expect(check('member', 40_001, 'USD', earlier)).toMatchObject({
      needsApproval: true,
      exceeded: ['per_month'],
    });
  });

  it("does not count last month's orders or other currencies", () => {
    const earlier = [
      order('USD', 90_000, '2026-10-30T00:00:00Z'),
      order('EUR', 90_000, '2026-11-03T00:00:00Z'),
    ];
    expect(check('member', 45_000, 'USD', earlier).needsApproval).toBe(false);
  });

  it('names both limits when an order goes over both', () => {
    const earlier = [order('USD', 80_000, '2026-11-02T00:00:00Z')];
    expect(check('member', 60_000, 'USD', earlier).exceeded).toEqual(['per_order', 'per_month']);
  });

  it('does not limit a currency without a limit, nor an approver', () => {
    expect(check('member', 10_000_000, 'EUR')).toMatchObject({ needsApproval: false, limit: null });
    expect(check('approver', 10_000_000)).toMatchObject({ needsApproval: false, exceeded: [] });
  });

  it('treats a null limit as none', () => {
    const result = checkSpending({
      teamRole: 'member',
      order: { currency: 'USD', totalCents: 10_000_000, placedAt },
      limits: [{ currency: 'USD', perOrderCents: null, perMonthCents: 100 }],
      earlierOrders: [],
      timeZone: 'UTC',
    });
    expect(result.exceeded).toEqual(['per_month']);
  });
});

describe('flexible units against spending limits', () => {
  const order = { totalValue: 50, items: [{ unitPrice: 10, flex: 995 }, { unitPrice: 2.5 }] };

  it('counts an order’s standing flex at its line’s price, and only its goods once the close decided', () => {
    expect(orderSpendCents(order, true)).toBe(5_000 + 995_000);
    expect(orderSpendCents(order, false)).toBe(5_000);
    expect(orderSpendCents({ totalValue: 12.3, items: [{ unitPrice: 0.1, flex: 3 }] }, true)).toBe(1_260);
  });

  it('calls flex in only up to the room the tighter limit leaves, whole units', () => {
    const limit = { currency: 'USD', perOrderCents: 10_000, perMonthCents: 30_000 };
    // $50 of goods, $100 per order: room for 5 units of $10.
    expect(flexUnitsWithinLimit({ limit, orderCents: 5_000, monthCents: 5_000, unitPriceCents: 1_000 })).toBe(
      5,
    );
    // The month is tighter: $275 spent leaves $25, 2 units.
    expect(
      flexUnitsWithinLimit({ limit, orderCents: 5_000, monthCents: 27_500, unitPriceCents: 1_000 }),
    ).toBe(2);
    // Already past a limit: nothing.
    expect(
      flexUnitsWithinLimit({ limit, orderCents: 12_000, monthCents: 12_000, unitPriceCents: 1_000 }),
    ).toBe(0);
    // No limit in the currency, or only nulls: no cap.
    expect(flexUnitsWithinLimit({ limit: null, orderCents: 0, monthCents: 0, unitPriceCents: 1 })).toBeNull();
    expect(
      flexUnitsWithinLimit({
        limit: { currency: 'USD', perOrderCents: null, perMonthCents: null },
        orderCents: 0,
        monthCents: 0,
        unitPriceCents: 1,
      }),
    ).toBeNull();
  });
});
