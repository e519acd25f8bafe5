import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { identityForFile, uniqueEmail, verifiedSession } from '../test-harness';

jest.setTimeout(180_000);

const isSignOut = (route: { method: string; path: string }) =>
  route.method === 'post' && route.path === '/auth/sign-out';

describe('identity routes under hostile input', () => {
  const h = identityForFile('fuzz');

  it('every route answers NUL, non-strings, deep nesting, j: cookies, huge and foreign bodies with a 4xx problem, never a 5xx', async () => {
    const s = await verifiedSession(h, uniqueEmail('fuzz'));
    // Sign-out ends the session the other routes are called with: it gets a pass of its own below.
    const failures = await fuzzRoutes(h.app, {
      headers: () => ({ Authorization: `Bearer ${s.access}` }),
      skip: isSignOut,
    });
    expect(failures).toEqual([]);
  });

  it('sign-out too', async () => {
    const s = await verifiedSession(h, uniqueEmail('fuzz-out'));
    const failures = await fuzzRoutes(h.app, {
      headers: () => ({ Authorization: `Bearer ${s.access}` }),
      skip: (route) => !isSignOut(route),
    });
    expect(failures).toEqual([]);
  });
});
