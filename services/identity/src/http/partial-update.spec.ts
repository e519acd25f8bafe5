import request from 'supertest';
import { routePaths } from '@marketplace/service-kit/testing';
import type { WebhookEndpoint, WebhookWithSecret } from '@marketplace/contracts';
import { companySession, identityForFile, uniqueEmail, verifiedSession } from '../test-harness';

const ONE_FIELD_CHANGES: Array<[string, string | boolean]> = [
  ['name', 'Beatriz Lima'],
  ['phone', '+351 910 000 001'],
  ['address', 'Avenida da Liberdade 10, Lisboa'],
  ['emailNotifications', false],
  ['language', 'pt'],
];

const WEBHOOK_ONE_FIELD_CHANGES: Array<[string, unknown]> = [
  ['url', 'http://127.0.0.1:9/other'],
  ['description', 'Stock sync'],
  ['events', ['invoice.issued']],
  ['enabled', false],
];

/** The profile minus what every signed-in request moves (last active). */
const stable = ({ lastActiveAt: _lastActiveAt, ...rest }: Record<string, unknown>) => rest;

describe('identity PATCH routes change only the fields they are sent', () => {
  // Webhooks to this machine's addresses, as in a local run (the URL change below is one).
  const h = identityForFile('partial', { WEBHOOK_ALLOW_PRIVATE: 'true' });

  it('covers every PATCH route of the service', () => {
    // A new PATCH route fails here until it gets its own "one field, the rest unchanged" case below.
    expect(routePaths(h.app, 'patch')).toEqual(['/profile/me', '/webhooks/:webhookId']);
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

  it.each(WEBHOOK_ONE_FIELD_CHANGES)(
    'PATCH /webhooks/:webhookId with only %s leaves every other field',
    async (field, value) => {
      const supplier = await companySession(h, 'supplier', `partial-hooks-${field}`);
      const made = (
        await request(h.app)
          .post('/webhooks')
          .set('Cookie', supplier.cookie)
          .send({
            url: 'http://127.0.0.1:9/hooks',
            description: 'ERP',
            events: ['order.placed', 'order.approved'],
          })
          .expect(201)
      ).body as WebhookWithSecret;
      await request(h.app)
        .patch(`/webhooks/${made.endpoint.id}`)
        .set('Cookie', supplier.cookie)
        .send({ [field]: value })
        .expect(200);
      const after = (await request(h.app).get('/webhooks').set('Cookie', supplier.cookie).expect(200)).body
        .items as WebhookEndpoint[];
      expect(after).toEqual([{ ...made.endpoint, [field]: value, updatedAt: expect.any(String) }]);
    },
  );
});
