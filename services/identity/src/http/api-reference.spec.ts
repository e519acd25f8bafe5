import { describeApiReference } from '@marketplace/service-kit/testing';
import { startIdentity } from '../test-harness';

jest.setTimeout(60_000);

// With the local mail sink on, so its reader is documented too.
describeApiReference('identity', () => startIdentity('api_reference', { DEV_MAIL_SINK: 'true' }));
