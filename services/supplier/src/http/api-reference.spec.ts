import { signAccessToken } from '@marketplace/service-kit/http';
import { describeApiReference } from '@marketplace/service-kit/testing';
import { startSupplier } from '../test-harness';

jest.setTimeout(60_000);

let privateKey = '';
describeApiReference(
  'supplier',
  async () => {
    const h = await startSupplier('api_reference');
    privateKey = h.keys.privateKey;
    return h;
  },
  ({ role, scopes }) =>
    signAccessToken(privateKey, { userId: 'key-maker', role, companyId: 'supplier-co', scopes }),
);
