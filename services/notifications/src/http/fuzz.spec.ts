import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { companySession, notificationsForFile } from '../test-harness';

jest.setTimeout(180_000);

describe('notifications routes under hostile input', () => {
  const h = notificationsForFile('fuzz');

  it('every route answers NUL, non-strings, deep nesting, j: cookies, huge and foreign bodies with a 4xx problem, never a 5xx', async () => {
    // A supplier with a company: the webhook routes go past their permission check.
    const s = await companySession(h, 'supplier', 'fuzz-supplier');
    const failures = await fuzzRoutes(h.app, { headers: () => ({ Authorization: `Bearer ${s.access}` }) });
    expect(failures).toEqual([]);
  });
});
