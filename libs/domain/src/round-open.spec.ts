import { isOpenForBuying } from './round-open';

describe('open for buying', () => {
  const now = new Date('2026-03-01T00:00:00.000Z');
  it('is an approved round before its closing time, or without one', () => {
    expect(isOpenForBuying({ status: 'approved', closeAt: null }, now)).toBe(true);
    expect(isOpenForBuying({ status: 'approved', closeAt: '2026-03-02T00:00:00.000Z' }, now)).toBe(true);
  });
  it('is not a round past its closing time, nor one that is not approved', () => {
    expect(isOpenForBuying({ status: 'approved', closeAt: '2026-02-28T23:59:59.000Z' }, now)).toBe(false);
    expect(isOpenForBuying({ status: 'approved', closeAt: now.toISOString() }, now)).toBe(false);
    expect(isOpenForBuying({ status: 'closed', closeAt: null }, now)).toBe(false);
    expect(isOpenForBuying({ status: 'pending_approval', closeAt: null }, now)).toBe(false);
  });
});
