import { describeApiReference } from '@marketplace/service-kit/testing';
import { startBuyer } from '../test-harness';

jest.setTimeout(60_000);

describeApiReference('buyer', () => startBuyer('api_reference'));
