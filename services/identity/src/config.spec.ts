import { ConfigError, loadConfig } from '@marketplace/service-kit';
import { identityConfigSchema, trustProxySetting } from './config';

describe('identity config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig(identityConfigSchema, {});
    expect(c).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'identity',
      ACCESS_TOKEN_TTL_S: 600,
      REFRESH_TOKEN_TTL_S: 30 * 24 * 3600,
      PUBLIC_URL: 'http://localhost:8080',
      COOKIE_SECURE: false,
      COOKIE_PATH_PREFIX: '/api/identity',
      SMTP_SINK_PORT: 2525,
      DEV_ROUTES: true,
      SIGN_IN_RATE_LIMIT: 10,
      SIGN_UP_RATE_LIMIT: 20,
      MINIO_ENDPOINT: '127.0.0.1',
      MINIO_PORT: 9000,
      MINIO_USE_SSL: false,
      AVATAR_BUCKET: 'avatars',
    });
    expect(c.SMTP_URL).toBeUndefined();
  });

  it('turns secure cookies on and dev routes off in production unless told otherwise', () => {
    expect(loadConfig(identityConfigSchema, { NODE_ENV: 'production' })).toMatchObject({
      COOKIE_SECURE: true,
      DEV_ROUTES: false,
    });
    expect(
      loadConfig(identityConfigSchema, { NODE_ENV: 'production', COOKIE_SECURE: 'false', DEV_ROUTES: '1' }),
    ).toMatchObject({
      COOKIE_SECURE: false,
      DEV_ROUTES: true,
    });
    expect(loadConfig(identityConfigSchema, { PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
  });

  it('names each bad variable, and wants the admin email and password together', () => {
    try {
      loadConfig(identityConfigSchema, {
        SMTP_URL: 'http://mail',
        COOKIE_SECURE: 'maybe',
        ADMIN_EMAIL: 'boss@example.com',
      });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const names = (err as ConfigError).lines.map((l) => l.split(':')[0]).sort();
      expect(names).toEqual(['COOKIE_SECURE', 'SMTP_URL']);
    }
    expect(() => loadConfig(identityConfigSchema, { ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('reads TRUST_PROXY the way express expects it', () => {
    expect(trustProxySetting(undefined)).toBeUndefined();
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
