import { hashToken, newOpaqueToken } from './tokens';
import { clearingOptions, sessionCookieOptions } from './cookies';
import { activityIsStale } from './activity';
import { AVATAR_FILE_PATTERN, avatarObjectName, avatarPublicUrl } from './user';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
  });

  it('are stored as a SHA-256 hex digest that is stable and does not contain the token', () => {
    const t = newOpaqueToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toBe(hashToken(newOpaqueToken()));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('session cookies', () => {
  const opts = sessionCookieOptions({
    secure: true,
    pathPrefix: '/api/identity',
    accessTtlS: 600,
    refreshTtlS: 3600,
  });
  it('scope the access cookie to every path and the refresh cookie to identity auth only', () => {
    expect(opts.access).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 600_000,
    });
    expect(opts.refresh).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      path: '/api/identity/auth',
      maxAge: 3_600_000,
    });
  });
  it('clear with the same path and flags', () => {
    expect(clearingOptions(opts.refresh)).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
      path: '/api/identity/auth',
    });
  });
});

describe('last active', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('is refreshed when missing or at least five minutes old', () => {
    expect(activityIsStale(null, now)).toBe(true);
    expect(activityIsStale(new Date('2026-01-01T11:55:00Z'), now)).toBe(true);
    expect(activityIsStale(new Date('2026-01-01T11:55:01Z'), now)).toBe(false);
  });
});

describe('avatar names', () => {
  it('are chosen by the server and match the served pattern', () => {
    const name = avatarObjectName('5F0C2B9E-1111-4222-8333-444455556666', 'png');
    expect(name).toBe('5f0c2b9e-1111-4222-8333-444455556666.png');
    expect(AVATAR_FILE_PATTERN.test(name)).toBe(true);
    expect(AVATAR_FILE_PATTERN.test('../x.png')).toBe(false);
    expect(avatarPublicUrl('/api/identity', name, new Date(1700000000000))).toBe(
      `/api/identity/avatars/${name}?v=1700000000000`,
    );
  });
});
