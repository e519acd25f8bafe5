import request from 'supertest';
import { routePaths } from '@marketplace/service-kit/testing';
import type { WebhookEndpoint, WebhookWithSecret } from '@marketplace/contracts';
import { companySession, notificationsForFile } from '../test-harness';

jest.setTimeout(60_000);

const WEBHOOK_ONE_FIELD_CHANGES: Array<[string, unknown]> = [
  ['url', 'http://127.0.0.1:9/other'],
  ['description', 'Stock sync'],
  ['events', ['invoice.issued']],
  ['enabled', false],
];

describe('notifications PATCH routes change only the fields they are sent', () => {
  // Webhooks to this machine's addresses, as in a local run (the URL change below is one).
  const h = notificationsForFile('partial', { WEBHOOK_ALLOW_PRIVATE: 'true' });

  it('covers every PATCH route of the service', () => {
    // A new PATCH route fails here until it gets its own "one field, the rest unchanged" case below.
    expect(routePaths(h.app, 'patch')).toEqual(['/webhooks/:webhookId']);
  });

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
