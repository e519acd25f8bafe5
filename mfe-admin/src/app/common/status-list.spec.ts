import { orderDecidable, roundActions, shortId } from './status-list';

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
  it('shortens ids to 8 characters', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId('abc')).toBe('abc');
  });
});
