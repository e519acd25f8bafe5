// Child process for the rounds outbox crash test: creates a round through the real HTTP route and
// is killed (SIGKILL, no cleanup) right after the state write, before anything is published.
import request from 'supertest';
import { createMetrics, loadConfig, systemClock } from '@marketplace/service-kit/core';
import { connectMongo } from '@marketplace/service-kit/store';
import { connectNats } from '@marketplace/service-kit/messaging';
import { createTokenVerifier, signAccessToken } from '@marketplace/service-kit/http';
import { standardReadiness } from '@marketplace/service-kit/runtime';
import { silentLogger, testKeyPair } from '@marketplace/service-kit/testing';
import { buildSupplier } from '../src/app';
import { supplierConfigSchema } from '../src/config';

async function main() {
  const [mongoUrl, dbName, natsUrl, bucket] = process.argv.slice(2) as [string, string, string, string];
  const logger = silentLogger();
  const conn = await connectMongo({ url: mongoUrl, dbName, logger });
  const nc = await connectNats(natsUrl, 'round-crash-child', logger);
  const keys = testKeyPair();
  const config = loadConfig(supplierConfigSchema, {
    ...process.env,
    PORT: '0',
    PRODUCT_IMAGE_BUCKET: bucket,
  });
  const service = await buildSupplier(
    {
      service: 'supplier',
      config,
      logger,
      conn,
      nc,
      metrics: createMetrics('supplier'),
      verifier: createTokenVerifier(keys.publicKey),
      clock: systemClock,
      readiness: standardReadiness(conn, nc),
    },
    {
      outbox: {
        afterStateWrite: () => {
          process.stdout.write('written\n');
          process.kill(process.pid, 'SIGKILL');
        },
      },
    },
  );
  const auth = `Bearer ${signAccessToken(keys.privateKey, { userId: 'u1', role: 'supplier', companyId: 'co-crash' })}`;
  const product = await request(service.app)
    .post('/products')
    .set('Authorization', auth)
    .send({ name: 'Crash chair', sku: 'CR-1', unitPrice: 3 });
  process.stdout.write(`product ${product.status}\n`);
  const round = await request(service.app)
    .post('/rounds')
    .set('Authorization', auth)
    .send({ title: 'Crash round', products: [{ productId: product.body.id }] });
  process.stdout.write(`not killed: ${round.status} ${JSON.stringify(round.body)}\n`);
  process.exit(1);
}
void main();
