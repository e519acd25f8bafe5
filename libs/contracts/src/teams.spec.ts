import { LIMIT_CURRENCIES, ROUND_CURRENCIES } from './constants';
import { memberLimitsBodySchema, teamMemberSchema } from './teams';

describe('spending limits', () => {
  it('are set in the currencies rounds are sold in, and no other', () => {
    expect(LIMIT_CURRENCIES).toEqual(ROUND_CURRENCIES);
    for (const currency of ROUND_CURRENCIES) {
      expect(
        memberLimitsBodySchema.safeParse({ limits: [{ currency, perOrder: 100, perMonth: null }] }).success,
      ).toBe(true);
    }
    // No round is ever in BRL: a limit in it would never meet an order.
    expect(
      memberLimitsBodySchema.safeParse({ limits: [{ currency: 'BRL', perOrder: 100, perMonth: null }] })
        .success,
    ).toBe(false);
  });

  it('set earlier in another currency still read, so the page that shows them does not fail', () => {
    const member = teamMemberSchema.parse({
      userId: 'u1',
      name: 'Bea',
      email: 'bea@example.com',
      teamRole: 'member',
      limits: [{ currency: 'BRL', perOrder: 100, perMonth: null }],
      spentThisMonth: [],
    });
    expect(member.limits).toEqual([{ currency: 'BRL', perOrder: 100, perMonth: null }]);
  });
});
