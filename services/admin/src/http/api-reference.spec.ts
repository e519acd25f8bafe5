import { signAccessToken } from '@marketplace/service-kit/http';
import { describeApiReference } from '@marketplace/service-kit/testing';
import { startAdmin } from '../test-harness';

jest.setTimeout(60_000);

// No admin route names a scope: every one refuses an API key (admins make none).
let privateKey = '';
describeApiReference(
  'admin',
  async () => {
    const h = await startAdmin();
    privateKey = h.deps.keys.privateKey;
    return h;
  },
  ({ role, scopes }) => signAccessToken(privateKey, { userId: 'key-maker', role, companyId: null, scopes }),
);
