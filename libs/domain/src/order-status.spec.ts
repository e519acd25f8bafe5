import { ORDER_STATUSES } from '@marketplace/contracts/constants';
import {
  countsAtClose,
  FREIGHT_SHARING_ORDER_STATUSES,
  mayBeTakenBack,
  holdsUnits,
  isPendingOrder,
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

  it('calls an order pending until the admin or its company decides it', () => {
    expect(ORDER_STATUSES.filter(isPendingOrder)).toEqual(['pending_company', 'pending_admin']);
  });

  it('counts at the close the orders with the admin or approved, not one still with its company', () => {
    expect(ORDER_STATUSES.filter(countsAtClose)).toEqual(['pending_admin', 'approved']);
  });

  it('lets a buyer take back an order until it is decided against or anything ships', () => {
    expect(ORDER_STATUSES.filter(mayBeTakenBack)).toEqual(['pending_company', 'pending_admin', 'approved']);
  });
});
