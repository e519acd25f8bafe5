import { describeApiReference } from '@marketplace/service-kit/testing';
import { startAdmin } from '../test-harness';

jest.setTimeout(60_000);

describeApiReference('admin', startAdmin);
