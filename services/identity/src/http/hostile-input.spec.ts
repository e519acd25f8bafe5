/**
 * Shapes of input a browser never sends but anyone can (a NUL in a string, a
 * non-string email, a `j:` cookie) get a 4xx problem the UI can translate, never a 500.
 */
import request from 'supertest';
import { identityForFile, uniqueEmail, verifiedSession } from '../test-harness';

jest.setTimeout(60_000);

/** `[[[…]]]` nested `depth` levels, as JSON text. */
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const MAIL_ROUTES = ['/auth/sign-in', '/auth/resend-verification', '/auth/password-reset/request'];

describe('identity under hostile input', () => {
  const h = identityForFile('hostile');

  const expectProblem = (res: request.Response, status: number) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  };

  describe('a NUL character', () => {
    it('in the email of a sign-in without a session is a 400 naming the character', async () => {
      const res = await request(h.app)
        .post('/auth/sign-in')
        .send({ email: 'a\u0000@example.test', password: 'whatever-password' });
      expectProblem(res, 400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ path: 'body.email', code: 'nul_character' }),
      ]);
    });

    it.each(MAIL_ROUTES.slice(1))('in the email of %s is a 400', async (path) => {
      const res = await request(h.app).post(path).send({ email: 'b\u0000@example.test' });
      expectProblem(res, 400);
      expect(res.body.errors[0]).toMatchObject({ path: 'body.email', code: 'nul_character' });
    });

    it('in a sign-up name or a profile address is a 400', async () => {
      const signUp = await request(h.app)
        .post('/auth/sign-up')
        .send({
          name: 'Ana\u0000',
          email: uniqueEmail('nul'),
          password: 'Tangerine-Harbour-42',
          role: 'buyer',
        });
      expectProblem(signUp, 400);
      const s = await verifiedSession(h, uniqueEmail('nul-profile'));
      const profile = await request(h.app)
        .patch('/profile/me')
        .set('Cookie', s.accessCookie)
        .send({ address: 'Rua\u0000 1' });
      expectProblem(profile, 400);
      expect(profile.body.errors[0]).toMatchObject({ path: 'body.address', code: 'nul_character' });
    });

    it('in a path is a 400 with its own code', async () => {
      const res = await request(h.app).get('/avatars/a%00.png');
      expectProblem(res, 400);
      expect(res.body.code).toBe('request.nul_character');
    });
  });

  describe('an email that is not a string', () => {
    it.each(MAIL_ROUTES)(
      '%s answers 400 to {"toString":1} and to an array nested 20,000 deep',
      async (path) => {
        const object = await request(h.app)
          .post(path)
          .set('Content-Type', 'application/json')
          .send('{"email":{"toString":1},"password":"x"}');
        expectProblem(object, 400);
        expect(object.body.errors[0]).toMatchObject({ path: 'body.email', code: 'invalid_type' });
        const nested = await request(h.app)
          .post(path)
          .set('Content-Type', 'application/json')
          .send(`{"email":${nestedArray(20_000)},"password":"x"}`);
        expectProblem(nested, 400);
      },
    );
  });

  describe('cookies are plain strings', () => {
    it.each(['j:{"$ne":null}', 'j:[1]'])('refresh and sign-out with mp_refresh=%s', async (value) => {
      const refresh = await request(h.app).post('/auth/refresh').set('Cookie', `mp_refresh=${value}`);
      expectProblem(refresh, 401);
      expect(refresh.body.code).toBe('auth.refresh_invalid');
      // Nothing to end: the same answer as without any cookie.
      await request(h.app).post('/auth/sign-out').set('Cookie', `mp_refresh=${value}`).expect(204);
    });

    it('an access cookie in j: form is no session', async () => {
      const res = await request(h.app).get('/profile/me').set('Cookie', 'mp_access=j:{"$ne":null}');
      expectProblem(res, 401);
    });

    it('a real session still works through the cookies', async () => {
      const s = await verifiedSession(h, uniqueEmail('plain-cookie'));
      await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
      await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
    });
  });
});
