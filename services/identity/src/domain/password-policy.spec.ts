import { PASSWORD_MIN } from '@marketplace/contracts';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('embeds about two hundred distinct common passwords, none shorter than the minimum', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase())).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS.filter((p) => p.length < PASSWORD_MIN)).toEqual([]);
  });

  it.each([
    'password',
    'Password123',
    'QWERTYUIOP',
    '12345678',
    'senha123',
    'iloveyou',
    'aaaaaaaaaa',
    '¡¡¡¡¡¡¡¡',
  ])('refuses %s', (pw) => {
    expect(passwordProblem(pw)).toBe('auth.password_common');
  });

  it.each(['Tangerine-Harbour-42', 'correct horse battery staple', 'password is long enough?', 'aaaaaaab'])(
    'accepts %s',
    (pw) => {
      expect(passwordProblem(pw)).toBeNull();
    },
  );
});
