import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig } from './config';
import { sniffImage } from '../http/uploads';

describe('loadConfig', () => {
  const schema = baseConfigSchema.extend({ SMTP_PORT: z.coerce.number().int() });
  it('applies defaults', () => {
    const c = loadConfig(schema, { PORT: '4001', SMTP_PORT: '25' });
    expect(c).toMatchObject({
      PORT: 4001,
      MONGO_URL: 'mongodb://127.0.0.1:27017',
      NATS_URL: 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'info',
    });
  });
  it('declares a local run only when told: never from NODE_ENV, whatever it says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production'])
      expect(loadConfig(schema, { PORT: '1', SMTP_PORT: '25', NODE_ENV }).LOCAL_RUN).toBe(false);
    expect(loadConfig(schema, { PORT: '1', SMTP_PORT: '25', LOCAL_RUN: 'true' }).LOCAL_RUN).toBe(true);
    expect(() => loadConfig(schema, { PORT: '1', SMTP_PORT: '25', LOCAL_RUN: 'local' })).toThrow(/LOCAL_RUN/);
  });
  it('names every bad variable on its own line', () => {
    try {
      loadConfig(schema, { PORT: 'eighty', MONGO_URL: 'postgres://x', SMTP_PORT: '2.5' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const lines = (err as ConfigError).lines;
      expect(lines).toHaveLength(3);
      expect(lines.find((l) => l.startsWith('PORT:'))).toContain('"eighty"');
      expect(lines.find((l) => l.startsWith('MONGO_URL:'))).toContain('mongodb://');
      expect(lines.find((l) => l.startsWith('SMTP_PORT:'))).toBeDefined();
    }
  });
});

describe('sniffImage', () => {
  it('recognises images by content, not name', () => {
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.mime).toBe('image/png');
    expect(sniffImage(Buffer.from('ffd8ffe000104a464946', 'hex'))?.mime).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a....'))?.mime).toBe('image/gif');
    expect(
      sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.mime,
    ).toBe('image/webp');
    expect(sniffImage(Buffer.from('this is text pretending to be a png'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
