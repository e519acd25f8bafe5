import { ORDER_STATUSES } from '@marketplace/contracts/constants';
import {
  FREIGHT_SHARING_ORDER_STATUSES,
  holdsUnits,
  isSoldOrder,
  SHIPPABLE_ORDER_STATUSES,
  sharesFreight,
  SOLD_ORDER_STATUSES,
} from './order-status';

describe('order status groups', () => {
  it('counts an order as sold from its approval to its end, shipped or delivered on the way', () => {
    expect(ORDER_STATUSES.filter(isSoldOrder)).toEqual([
      'approved',
      'partially_shipped',
      'shipped',
      'delivered',
      'completed',
    ]);
  });

  it('gives units back only when an order is rejected or cancelled', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsUnits(s))).toEqual(['rejected', 'cancelled']);
  });

  it('shares freight over the orders the admin has or will approve, never one still with its company', () => {
    expect(sharesFreight('pending_company')).toBe(false);
    expect(sharesFreight('pending_admin')).toBe(true);
    expect(sharesFreight('shipped')).toBe(true);
    expect(sharesFreight('cancelled')).toBe(false);
    expect([...FREIGHT_SHARING_ORDER_STATUSES]).toEqual(['pending_admin', ...SOLD_ORDER_STATUSES]);
  });

  it('ships only a sold order with units still to leave', () => {
    expect(SHIPPABLE_ORDER_STATUSES.every(isSoldOrder)).toBe(true);
    expect([...SHIPPABLE_ORDER_STATUSES]).toEqual(['approved', 'partially_shipped']);
  });
});
