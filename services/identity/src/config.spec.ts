import { ConfigError, loadConfig } from '@marketplace/service-kit/core';
import { identityConfigSchema } from './config';

describe('identity config', () => {
  const SMTP = { SMTP_URL: 'smtp://mail.example.com:587' };

  it('has the documented defaults', () => {
    const c = loadConfig(identityConfigSchema, SMTP);
    expect(c).toMatchObject({
      PORT: 4001,
      MONGO_DB: 'identity',
      ACCESS_TOKEN_TTL_S: 600,
      REFRESH_TOKEN_TTL_S: 30 * 24 * 3600,
      PUBLIC_URL: 'http://localhost:8080',
      COOKIE_SECURE: true,
      COOKIE_PATH_PREFIX: '/api/identity',
      SMTP_SINK_PORT: 2525,
      DEV_MAIL_SINK: false,
      LOCAL_RUN: false,
      SIGN_IN_RATE_LIMIT: 10,
      SIGN_IN_IP_RATE_LIMIT: 60,
      SIGN_UP_RATE_LIMIT: 20,
      MINIO_ENDPOINT: '127.0.0.1',
      MINIO_PORT: 9000,
      MINIO_USE_SSL: false,
      AVATAR_BUCKET: 'avatars',
    });
  });

  it('fails closed: the mail sink and insecure cookies only in a declared local run', () => {
    // NODE_ENV unset is not "local": without LOCAL_RUN both are refused, naming each variable.
    try {
      loadConfig(identityConfigSchema, { DEV_MAIL_SINK: 'true', COOKIE_SECURE: 'false' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).lines.map((l) => l.split(':')[0]).sort()).toEqual([
        'COOKIE_SECURE',
        'DEV_MAIL_SINK',
      ]);
    }
    expect(() =>
      loadConfig(identityConfigSchema, { NODE_ENV: 'development', DEV_MAIL_SINK: 'true' }),
    ).toThrow(/LOCAL_RUN/);
    // Mail must go somewhere: no SMTP_URL and no sink is refused too.
    expect(() => loadConfig(identityConfigSchema, {})).toThrow(/SMTP_URL/);
    expect(
      loadConfig(identityConfigSchema, { LOCAL_RUN: 'true', DEV_MAIL_SINK: 'true', COOKIE_SECURE: 'false' }),
    ).toMatchObject({ LOCAL_RUN: true, DEV_MAIL_SINK: true, COOKIE_SECURE: false });
    expect(
      loadConfig(identityConfigSchema, { ...SMTP, PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL,
    ).toBe('https://shop.example.com');
  });

  it('names each bad variable, and wants the admin email and password together', () => {
    try {
      loadConfig(identityConfigSchema, {
        LOCAL_RUN: 'true',
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
    expect(() => loadConfig(identityConfigSchema, { ...SMTP, ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});
