import { describeApiReference } from '@marketplace/service-kit/testing';
import { startSupplier } from '../test-harness';

jest.setTimeout(60_000);

describeApiReference('supplier', () => startSupplier('api_reference'));
