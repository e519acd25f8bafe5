import { REQUEST_POLICIES, backoffDelay, isNetworkFailure } from './policy';

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap (profile: 1 s doubling, cap 8 s)', () => {
    const { backoffMs, backoffCapMs } = REQUEST_POLICIES.profile;
    expect([0, 1, 2, 3, 4, 5].map((i) => backoffDelay(i, backoffMs, backoffCapMs))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('respects a low cap (products: cap 3 s)', () => {
    const { backoffMs, backoffCapMs } = REQUEST_POLICIES.products;
    expect([0, 1, 2].map((i) => backoffDelay(i, backoffMs, backoffCapMs))).toEqual([1000, 2000, 3000]);
  });
});

describe('spec §9 constants', () => {
  it.each([
    ['profile', 10000, 3, 1000, 8000],
    ['products', 10000, 2, 1000, 3000],
    ['rounds', 15000, 2, 1000, 5000],
    ['invoices', 15000, 2, 1000, 5000],
  ] as const)('matches the table: %s', (name, timeoutMs, retries, backoffMs, backoffCapMs) => {
    expect(REQUEST_POLICIES[name]).toEqual({ timeoutMs, retries, backoffMs, backoffCapMs });
  });
});

describe('isNetworkFailure', () => {
  it.each([
    new TypeError('Load failed'),
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError(''),
    Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }),
    Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
    { message: '' },
  ])('retries %p', (error) => {
    expect(isNetworkFailure(error)).toBe(true);
  });

  it.each([
    null,
    undefined,
    new SyntaxError('Unexpected token < in JSON'),
    new Error('boom'),
    { status: 502 },
    42,
  ])('does not retry %p', (error) => {
    expect(isNetworkFailure(error)).toBe(false);
  });
});
