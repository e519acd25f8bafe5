import { orderDecidable, roundActions } from './status-list';

describe('moderation rules of the admin tables', () => {
  it('offers the round actions of spec §4 per status', () => {
    expect(roundActions('pending_approval')).toEqual(['approve', 'reject', 'view']);
    expect(roundActions('approved')).toEqual(['close', 'view']);
    for (const s of ['draft', 'active', 'closed', 'cancelled'] as const)
      expect(roundActions(s)).toEqual(['view']);
  });
  it('decides only orders waiting for the administrator', () => {
    expect(orderDecidable('pending_admin')).toBe(true);
    expect(orderDecidable('approved')).toBe(false);
    expect(orderDecidable('rejected')).toBe(false);
  });
});
