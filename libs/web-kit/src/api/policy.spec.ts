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
  it('matches the table', () => {
    expect(REQUEST_POLICIES.profile).toEqual({
      timeoutMs: 10000,
      retries: 3,
      backoffMs: 1000,
      backoffCapMs: 8000,
    });
    expect(REQUEST_POLICIES.products).toEqual({
      timeoutMs: 10000,
      retries: 2,
      backoffMs: 1000,
      backoffCapMs: 3000,
    });
    expect(REQUEST_POLICIES.rounds).toEqual({
      timeoutMs: 15000,
      retries: 2,
      backoffMs: 1000,
      backoffCapMs: 5000,
    });
    expect(REQUEST_POLICIES.invoices).toEqual({
      timeoutMs: 15000,
      retries: 2,
      backoffMs: 1000,
      backoffCapMs: 5000,
    });
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
