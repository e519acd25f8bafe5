import { signAccessToken } from '@marketplace/service-kit/http';
import { describeApiReference } from '@marketplace/service-kit/testing';
import { startBuyer, type BuyerHarness } from '../test-harness';

jest.setTimeout(60_000);

let h: BuyerHarness;
describeApiReference(
  'buyer',
  async () => (h = await startBuyer('api_reference')),
  ({ role, scopes }) =>
    signAccessToken(h.keys.privateKey, {
      userId: 'key-maker',
      role,
      companyId: 'buyer-co',
      teamRole: 'approver',
      scopes,
    }),
);
