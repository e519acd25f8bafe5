import { signAccessToken } from '@marketplace/service-kit/http';
import { describeApiReference } from '@marketplace/service-kit/testing';
import { startNotifications } from '../test-harness';

jest.setTimeout(60_000);

// No route here names a scope: the bell and the webhooks are for people signed in only.
let privateKey = '';
describeApiReference(
  'notifications',
  async () => {
    const h = await startNotifications('api_reference');
    privateKey = h.keys.privateKey;
    return h;
  },
  ({ role, scopes }) =>
    signAccessToken(privateKey, { userId: 'key-maker', role, companyId: 'key-co', scopes }),
);
