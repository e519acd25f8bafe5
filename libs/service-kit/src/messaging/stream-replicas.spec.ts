import type { NatsConnection } from 'nats';
import { streamFor } from '@marketplace/contracts';
import { baseConfigSchema, ConfigError, loadConfig } from '../core/config';
import { ensureStream, setStreamReplicas } from './nats';
import { testNats, uniqueProducer } from '../testing/infra';

describe('JetStream stream replicas (NATS_STREAM_REPLICAS)', () => {
  let nc: NatsConnection;
  const producers: string[] = [];

  beforeEach(async () => {
    nc = await testNats();
  });

  afterEach(async () => {
    const jsm = await nc.jetstreamManager();
    for (const producer of producers.splice(0))
      await jsm.streams.delete(streamFor(producer).name).catch(() => undefined);
    await nc.close();
  });

  it('is 1 unless configured, and must be between 1 and 5', () => {
    expect(loadConfig(baseConfigSchema, { PORT: '4000' }).NATS_STREAM_REPLICAS).toBe(1);
    expect(
      loadConfig(baseConfigSchema, { PORT: '4000', NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS,
    ).toBe(3);
    expect(() => loadConfig(baseConfigSchema, { PORT: '4000', NATS_STREAM_REPLICAS: '0' })).toThrow(
      ConfigError,
    );
  });

  it('creates streams with one replica by default', async () => {
    const producer = uniqueProducer();
    producers.push(producer);
    const name = await ensureStream(nc, producer);
    const info = await (await nc.jetstreamManager()).streams.info(name);
    expect(info.config.num_replicas).toBe(1);
  });

  it('asks the server for the configured replicas (a single server refuses 3, a 3-node cluster keeps them)', async () => {
    const producer = uniqueProducer();
    producers.push(producer);
    setStreamReplicas(nc, 3);
    await expect(ensureStream(nc, producer)).rejects.toThrow(/replica/i);
    await expect((await nc.jetstreamManager()).streams.info(streamFor(producer).name)).rejects.toThrow();
  });
});
