import { i18n, initI18n } from '@marketplace/i18n';
import { problemMessage, problemFieldErrors, showFieldErrors, translateIfExists } from './problemMessage';
import { INVALID_CREDENTIALS_PROBLEM } from '../testing/problems';

const t = i18n.t.bind(i18n);

beforeAll(async () => {
  await initI18n({ language: 'en' });
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('problemMessage', () => {
  it('translates the code', async () => {
    expect(problemMessage(INVALID_CREDENTIALS_PROBLEM, t)).toBe('Invalid email or password.');
    await i18n.changeLanguage('pt');
    expect(problemMessage(INVALID_CREDENTIALS_PROBLEM, t)).toBe('E-mail ou senha inválidos.');
  });

  it('falls back to the detail for an unknown code, then to a generic text', () => {
    expect(
      problemMessage({ title: 'Teapot', status: 418, code: 'kitchen.teapot', detail: 'I am a teapot' }, t),
    ).toBe('I am a teapot');
    expect(problemMessage({ title: 'Teapot', status: 418, code: 'kitchen.teapot' }, t)).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('puts the problem params into the translated text', async () => {
    const problem = {
      title: 'Conflict',
      status: 409,
      code: 'buyer.max_exceeded',
      detail: 'Only 6 units left',
      params: { remaining: 6 },
    };
    expect(problemMessage(problem, t)).toBe('Only 6 units left for this product.');
    await i18n.changeLanguage('pt');
    expect(problemMessage(problem, t)).toBe('Restam apenas 6 unidades deste produto.');
  });

  it('does not mistake a group key for a text', () => {
    expect(problemMessage({ title: 'x', status: 400, code: 'auth', detail: 'raw' }, t)).toBe('raw');
  });

  it('appends translated field errors', () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      code: 'request.invalid',
      errors: [
        {
          path: 'body.password',
          code: 'too_small',
          message: 'Too small: expected string to have >=8 characters',
        },
        { path: 'email', code: 'weird_code', message: 'Invalid email address' },
      ],
    };
    expect(problemMessage(problem, t)).toBe(
      'Some fields are not valid. password: Too short or too small.; email: Invalid email address',
    );
    expect(problemFieldErrors(problem, t)).toEqual({
      password: 'Too short or too small.',
      email: 'Invalid email address',
    });
    const setFields = jest.fn();
    showFieldErrors({ setFields }, problem, t);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'password', errors: ['Too short or too small.'] },
      { name: 'email', errors: ['Invalid email address'] },
    ]);
  });

  it('handles RTK-style and network errors', () => {
    expect(problemMessage({ status: 502, data: '<html>' }, t)).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(problemMessage({ status: 0, title: 'Network error', code: 'network.unreachable' }, t)).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('translateIfExists returns null for missing keys', () => {
    expect(translateIfExists(t, 'errors:nope.nope')).toBeNull();
    expect(translateIfExists(t, 'common:retry')).toBe('Retry');
  });
});
