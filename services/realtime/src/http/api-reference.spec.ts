import { ensureStream } from '@marketplace/service-kit/messaging';
import {
  describeApiReference,
  testKeyPair,
  testNats,
  uniqueProducer,
} from '@marketplace/service-kit/testing';
import { startTestGateway } from '../test-harness';

jest.setTimeout(60_000);

describeApiReference('realtime', async () => {
  const nc = await testNats('realtime-api-reference');
  const [supplier, buyer] = [uniqueProducer(), uniqueProducer()];
  await Promise.all([ensureStream(nc, supplier), ensureStream(nc, buyer)]);
  const gateway = await startTestGateway(nc, testKeyPair().publicKey, {
    SUPPLIER_PRODUCER: supplier,
    BUYER_PRODUCER: buyer,
  });
  return {
    app: gateway.built.app,
    stop: async () => {
      await gateway.stop();
      await nc.close();
    },
  };
});
