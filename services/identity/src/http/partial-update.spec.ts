import request from 'supertest';
import { routePaths } from '@marketplace/service-kit/testing';
import { identityForFile, uniqueEmail, verifiedSession } from '../test-harness';

const ONE_FIELD_CHANGES: Array<[string, string | boolean]> = [
  ['name', 'Beatriz Lima'],
  ['phone', '+351 910 000 001'],
  ['address', 'Avenida da Liberdade 10, Lisboa'],
  ['emailNotifications', false],
  ['language', 'pt'],
];

/** The profile minus what every signed-in request moves (last active). */
const stable = ({ lastActiveAt: _lastActiveAt, ...rest }: Record<string, unknown>) => rest;

describe('identity PATCH routes change only the fields they are sent', () => {
  const h = identityForFile('partial');

  it('covers every PATCH route of the service', () => {
    // A new PATCH route fails here until it gets its own "one field, the rest unchanged" case below.
    expect(routePaths(h.app, 'patch')).toEqual(['/profile/me']);
  });

  it.each(ONE_FIELD_CHANGES)(
    'PATCH /profile/me with only %s leaves every other field',
    async (field, value) => {
      const s = await verifiedSession(h, uniqueEmail(`partial-${field}`), { name: 'Ana Lima' });
      await request(h.app)
        .patch('/profile/me')
        .set('Cookie', s.accessCookie)
        .send({ name: 'Ana Lima', phone: '+351 910 000 000', address: 'Rua Augusta 1, Lisboa' })
        .expect(200);
      const before = (await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200)).body;
      // A new account: e-mails on, in English (so each change below is a real change).
      expect(before).toMatchObject({ emailNotifications: true, language: 'en' });
      await request(h.app)
        .patch('/profile/me')
        .set('Cookie', s.accessCookie)
        .send({ [field]: value })
        .expect(200);
      const after = (await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200)).body;
      expect(stable(after)).toEqual({ ...stable(before), [field]: value });
    },
  );
});
