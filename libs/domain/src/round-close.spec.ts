import {
  decideClose,
  isCloseDue,
  isClosingSoon,
  outcomeCounts,
  roundBuyingPhase,
  type ProductAtClose,
} from './round-close';

const at = (iso: string) => new Date(iso);
/** Each product's outcome, in order, when the decision is a close (false otherwise). */
const outcomesOf = (decision: ReturnType<typeof decideClose>) =>
  decision.kind === 'close' && decision.outcomes.map((o) => o.outcome);
const closeAt = '2026-05-10T12:00:00.000Z';
const products: ProductAtClose[] = [
  { productId: 'a', moq: 100, committed: 120 },
  { productId: 'b', moq: 50, committed: 49 },
  { productId: 'c', moq: 10, committed: 0 },
];

describe('a round over time', () => {
  const round = { status: 'approved', openAt: '2026-05-01T00:00:00.000Z', closeAt };

  it('is upcoming before open_at, open until close_at, ended from close_at until closed', () => {
    expect(roundBuyingPhase(round, at('2026-04-30T23:59:59.999Z'))).toBe('upcoming');
    expect(roundBuyingPhase(round, at('2026-05-01T00:00:00.000Z'))).toBe('open');
    expect(roundBuyingPhase(round, at('2026-05-10T11:59:59.999Z'))).toBe('open');
    expect(roundBuyingPhase(round, at(closeAt))).toBe('ended');
    expect(roundBuyingPhase({ ...round, status: 'closed' }, at('2026-05-05T00:00:00.000Z'))).toBe('closed');
    expect(roundBuyingPhase({ ...round, status: 'pending_approval' }, at('2026-05-05T00:00:00.000Z'))).toBe(
      'not_approved',
    );
    expect(
      roundBuyingPhase({ status: 'approved', openAt: null, closeAt: null }, at('2000-01-01T00:00:00Z')),
    ).toBe('open');
  });

  it('is due for its close from the deadline on, and only while approved', () => {
    expect(isCloseDue(round, at('2026-05-10T11:59:59.999Z'))).toBe(false);
    expect(isCloseDue(round, at(closeAt))).toBe(true);
    expect(isCloseDue(round, at('2026-06-01T00:00:00.000Z'))).toBe(true);
    expect(isCloseDue({ ...round, status: 'closed' }, at('2026-06-01T00:00:00.000Z'))).toBe(false);
    expect(isCloseDue({ status: 'approved', closeAt: null }, at('2026-06-01T00:00:00.000Z'))).toBe(false);
  });

  it('is closing soon in the 24 hours before its deadline', () => {
    expect(isClosingSoon(round, at('2026-05-09T11:59:59.999Z'))).toBe(false);
    expect(isClosingSoon(round, at('2026-05-09T12:00:00.000Z'))).toBe(true);
    expect(isClosingSoon(round, at(closeAt))).toBe(false);
  });

  it('has its last call when the supplier chose it: 3 hours before the deadline here', () => {
    const late = { ...round, lastCallHours: 3 };
    expect(isClosingSoon(late, at('2026-05-10T08:59:59.999Z'))).toBe(false);
    expect(isClosingSoon(late, at('2026-05-10T09:00:00.000Z'))).toBe(true);
    expect(isClosingSoon(late, at(closeAt))).toBe(false);
    expect(isClosingSoon({ ...late, status: 'draft' }, at('2026-05-10T10:00:00.000Z'))).toBe(false);
  });
});

describe('the end action at the deadline', () => {
  it('confirm what met its MOQ: the others are released, with what was committed at close', () => {
    expect(decideClose({ endAction: 'confirm_met', closeAt }, products)).toEqual({
      kind: 'close',
      outcomes: [
        { productId: 'a', outcome: 'met', committedAtClose: 120 },
        { productId: 'b', outcome: 'released', committedAtClose: 49 },
        { productId: 'c', outcome: 'released', committedAtClose: 0 },
      ],
    });
  });

  it('confirm everything: products below their MOQ are confirmed too', () => {
    expect(outcomesOf(decideClose({ endAction: 'confirm_all', closeAt }, products))).toEqual([
      'met',
      'confirmed',
      'confirmed',
    ]);
  });

  it('extend once: moves the deadline by its days when a product is below MOQ, once', () => {
    const round = { endAction: 'extend_once' as const, extendDays: 3, closeAt };
    expect(decideClose(round, products)).toEqual({ kind: 'extend', closeAt: at('2026-05-13T12:00:00.000Z') });
    const second = decideClose({ ...round, extended: true, closeAt: '2026-05-13T12:00:00.000Z' }, products);
    expect(outcomesOf(second)).toEqual(['met', 'released', 'released']);
  });

  it('extend once: closes at once when every product met its MOQ, or when an admin closes it', () => {
    const round = { endAction: 'extend_once' as const, extendDays: 3, closeAt };
    expect(decideClose(round, [products[0]]).kind).toBe('close');
    expect(decideClose(round, products, { byAdmin: true }).kind).toBe('close');
  });

  it('keeps the extension within 1 to 14 days', () => {
    const round = { endAction: 'extend_once' as const, closeAt };
    expect(decideClose({ ...round, extendDays: 40 }, products)).toEqual({
      kind: 'extend',
      closeAt: at('2026-05-24T12:00:00.000Z'),
    });
    expect(decideClose({ ...round, extendDays: null }, products)).toEqual({
      kind: 'extend',
      closeAt: at('2026-05-11T12:00:00.000Z'),
    });
  });
});

describe('outcome counts', () => {
  it('counts products per outcome once the round closed, and is null before', () => {
    expect(outcomeCounts([{ outcome: null }, {}])).toBeNull();
    expect(outcomeCounts(undefined)).toBeNull();
    expect(outcomeCounts([{ outcome: 'met' }, { outcome: 'released' }, { outcome: 'met' }])).toEqual({
      met: 2,
      confirmed: 0,
      released: 1,
    });
  });
});
