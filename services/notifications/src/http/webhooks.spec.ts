import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENTS_PER_HOUR,
  creditNoteIssuedV1,
  invoiceIssuedV1,
  invoiceOverdueV1,
  invoicePaidV1,
  invoiceSentV1,
  orderDecidedV1,
  orderPlacedV1,
  orderRevisedV1,
  orderShippedV1,
  orderDeliveredV1,
  roundApprovedV1,
  roundClosedV1,
  roundLastCallV1,
  roundMoqReachedV1,
  type EventEnvelope,
  type OrderTimelineEntry,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@marketplace/contracts';
import {
  invoiceSnapshot,
  orderSnapshot,
  roundProductSnapshot,
  roundSummary,
} from '@marketplace/contracts/fixtures';
import { createEvent } from '@marketplace/service-kit/messaging';
import { companySession, notificationsForFile, type Harness } from '../test-harness';
import { publishEvent } from '@marketplace/service-kit/testing';

jest.setTimeout(60_000);

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A company's receiver on this machine: answers each request with the next of `answers` (then 200). */
async function receiver(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const deliveriesOf = async (h: Harness, cookie: string, endpointId: string): Promise<WebhookDelivery[]> =>
  (await request(h.app).get(`/webhooks/${endpointId}/deliveries`).set('Cookie', cookie).expect(200)).body
    .items;

/** What the buyer service publishes when an order is placed (on the harness's own NATS). */
async function publishPlaced(h: Harness, over: { buyerCompanyId: string; supplierId: string }) {
  const event = createEvent(
    orderPlacedV1,
    orderSnapshot({
      ...over,
      id: `order-${Math.random().toString(36).slice(2)}`,
      items: [],
      totalValue: 120,
      totalUnits: 12,
      totalItems: 1,
    }),
    'buyer',
  );
  await publishEvent(h.nc, event);
  return event;
}

describe('webhooks: endpoints, signed deliveries, retries (receiver on this machine)', () => {
  const h = notificationsForFile('webhooks', {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_DELAYS_MS: '150,300,600',
  });

  it('delivers an order placed to its company, signed per Standard Webhooks; a receiver failing twice gets it on the third attempt, once per event', async () => {
    const hook = await receiver([500, 503]);
    try {
      const approver = await companySession(h, 'buyer', 'hooks-buyer-1', 'approver');
      const made = await request(h.app)
        .post('/webhooks')
        .set('Cookie', approver.cookie)
        .send({ url: hook.url, description: 'ERP', events: ['order.placed', 'order.approved'] })
        .expect(201);
      const { endpoint, secret } = made.body as WebhookWithSecret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(endpoint).toMatchObject({
        url: hook.url,
        enabled: true,
        events: ['order.placed', 'order.approved'],
      });
      expect(
        JSON.stringify((await request(h.app).get('/webhooks').set('Cookie', approver.cookie)).body),
      ).not.toContain(secret);

      // Another company's order never reaches this endpoint.
      await publishPlaced(h, { buyerCompanyId: 'hooks-buyer-other', supplierId: 'nobody' });
      const event = await publishPlaced(h, { buyerCompanyId: 'hooks-buyer-1', supplierId: 'nobody' });

      const [delivery] = await until(
        () => deliveriesOf(h, approver.cookie, endpoint.id),
        (items) => items[0]?.status === 'delivered',
      );
      expect(delivery).toMatchObject({
        status: 'delivered',
        eventType: 'order.placed',
        messageId: `msg_${event.id}`,
      });
      expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
      expect(delivery!.attempts[2]!.response).toBe('thanks');
      expect(hook.received).toHaveLength(3);
      // The same webhook-id on every attempt (the receiver drops repeats by it), each one verifiable.
      const verifier = new Webhook(secret);
      for (const r of hook.received) {
        expect(r.headers['webhook-id']).toBe(`msg_${event.id}`);
        const payload = verifier.verify(r.body, r.headers as Record<string, string>) as {
          type: string;
          data: { id: string; buyerCompanyId: string };
        };
        expect(payload).toMatchObject({
          type: 'order.placed',
          data: { id: event.data.id, buyerCompanyId: 'hooks-buyer-1' },
        });
      }
      // Tampered: the package's verifier refuses it.
      const last = hook.received[2]!;
      expect(() =>
        verifier.verify(last.body.replace('hooks-buyer-1', 'hooks-buyer-2'), last.headers as never),
      ).toThrow();
      expect((await deliveriesOf(h, approver.cookie, endpoint.id)).length).toBe(1);

      // By hand: once more, same id, one attempt.
      await request(h.app)
        .post(`/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`)
        .set('Cookie', approver.cookie)
        .expect(200);
      await until(
        async () => hook.received.length,
        (n) => n === 4,
      );
      expect(hook.received[3]!.headers['webhook-id']).toBe(`msg_${event.id}`);
      const again = await until(
        () => deliveriesOf(h, approver.cookie, endpoint.id),
        (items) => items[0]?.attempts.length === 4,
      );
      expect(again[0]!.attempts[3]).toMatchObject({ statusCode: 200, manual: true });
    } finally {
      await hook.close();
    }
  });

  it('gives up after the last retry, and signs with both secrets during a rotation', async () => {
    const hook = await receiver([500, 500, 500, 500, 500]);
    try {
      const supplier = await companySession(h, 'supplier', 'hooks-supplier-1');
      const { endpoint, secret: first } = (
        await request(h.app)
          .post('/webhooks')
          .set('Cookie', supplier.cookie)
          .send({ url: hook.url, events: ['round.opened'] })
          .expect(201)
      ).body as WebhookWithSecret;
      const rotated = (
        await request(h.app)
          .post(`/webhooks/${endpoint.id}/rotate-secret`)
          .set('Cookie', supplier.cookie)
          .expect(200)
      ).body as WebhookWithSecret;
      expect(rotated.secret).not.toBe(first);
      expect(rotated.endpoint.secretHints).toHaveLength(2);
      // Each secret is told by its last four characters, never by the ones after its prefix.
      expect(rotated.endpoint.secretHints.map((s) => s.hint)).toEqual([
        `whsec_…${rotated.secret.slice(-4)}`,
        `whsec_…${first.slice(-4)}`,
      ]);
      expect(rotated.endpoint.secretHints[1]!.expiresAt).not.toBeNull();

      const test = await request(h.app)
        .post(`/webhooks/${endpoint.id}/test`)
        .set('Cookie', supplier.cookie)
        .expect(201);
      expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
      const [failed] = await until(
        () => deliveriesOf(h, supplier.cookie, endpoint.id),
        (items) => items[0]?.status === 'failed',
      );
      // First attempt and the three retries of WEBHOOK_RETRY_DELAYS_MS, then no more.
      expect(failed!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500]);
      expect(failed!.nextAttemptAt).toBeNull();
      const list = (await request(h.app).get('/webhooks').set('Cookie', supplier.cookie)).body
        .items as WebhookEndpoint[];
      expect(list[0]!.lastDelivery).toMatchObject({ status: 'failed' });
      // Both the old and the new secret verify each attempt of the overlap.
      for (const secret of [first, rotated.secret]) {
        const r = hook.received[0]!;
        expect(new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).toMatchObject({
          type: 'webhook.test',
        });
      }
    } finally {
      await hook.close();
    }
  });

  it('tells each event to the companies it concerns and to no one else (a supplier company subscribed to all hears of every kind)', async () => {
    const hook = await receiver();
    try {
      const supplier = await companySession(h, 'supplier', 'fan-supplier');
      const buyer1 = await companySession(h, 'buyer', 'fan-buyer-1', 'approver');
      const buyer2 = await companySession(h, 'buyer', 'fan-buyer-2', 'approver');
      const endpointOf = async (who: { cookie: string }) =>
        (
          (
            await request(h.app)
              .post('/webhooks')
              .set('Cookie', who.cookie)
              .send({ url: hook.url, events: [...WEBHOOK_EVENT_TYPES] })
              .expect(201)
          ).body as WebhookWithSecret
        ).endpoint.id;
      const [toSupplier, toBuyer1, toBuyer2] = [
        await endpointOf(supplier),
        await endpointOf(buyer1),
        await endpointOf(buyer2),
      ];

      // Rounds, orders and invoices name their supplier by company, as the supplier service fills them.
      const round = roundSummary({
        id: `fan-round-${Date.now()}`,
        supplierId: 'fan-supplier',
        status: 'approved',
      });
      const product = roundProductSnapshot({ id: 'fan-desk', name: 'Desk', moq: 10 });
      const fixture = invoiceSnapshot();
      const invoice = invoiceSnapshot({
        id: 'fan-invoice',
        orderId: 'fan-order',
        roundId: round.id,
        roundTitle: round.title,
        buyerId: buyer1.userId,
        supplierId: 'fan-supplier',
        supplier: { ...fixture.supplier, companyId: 'fan-supplier' },
        buyer: { ...fixture.buyer, companyId: 'fan-buyer-1' },
      });
      /** The buying company's one order in the round, as the buyer service announces it. */
      const fanOrder = (over: Partial<Parameters<typeof orderSnapshot>[0]> = {}) =>
        orderSnapshot({
          id: 'fan-order',
          roundId: round.id,
          buyerId: buyer1.userId,
          buyerCompanyId: 'fan-buyer-1',
          supplierId: 'fan-supplier',
          items: [],
          ...over,
        });
      const at = new Date().toISOString();
      const closeThenInvoice: OrderTimelineEntry[] = [
        {
          at,
          actor: { role: 'system' },
          kind: 'repriced',
          details: { fromTotal: 120, toTotal: 100, lines: [] },
        },
        {
          at,
          actor: { role: 'supplier' },
          kind: 'invoice_issued',
          details: { invoiceId: invoice.id, invoiceNumber: 'PI-1' },
        },
      ];
      const events: Array<[string, EventEnvelope]> = [
        ['supplier', createEvent(roundApprovedV1, { round, products: [product] }, 'supplier')],
        ['buyer', createEvent(orderPlacedV1, fanOrder(), 'buyer')],
        ['buyer', createEvent(orderDecidedV1, fanOrder({ status: 'approved' }), 'buyer')],
        ['buyer', createEvent(orderDecidedV1, fanOrder({ id: 'fan-order-2', status: 'rejected' }), 'buyer')],
        // On to the end: a shipment carried it, then the buyer confirmed receipt.
        ['buyer', createEvent(orderShippedV1, fanOrder({ status: 'shipped', version: 10 }), 'buyer')],
        ['buyer', createEvent(orderDeliveredV1, fanOrder({ status: 'delivered', version: 11 }), 'buyer')],
        [
          'buyer',
          createEvent(
            roundMoqReachedV1,
            {
              roundId: round.id,
              roundTitle: round.title,
              supplierId: 'fan-supplier',
              roundProductId: product.id,
              productName: 'Desk',
              moq: 10,
              committed: 10,
              buyerIds: [buyer2.userId],
            },
            'buyer',
          ),
        ],
        [
          'buyer',
          createEvent(
            roundLastCallV1,
            {
              roundId: round.id,
              roundTitle: round.title,
              supplierId: 'fan-supplier',
              closeAt: new Date(Date.now() + 3600_000).toISOString(),
              roundProductId: product.id,
              productName: 'Desk',
              shortBy: 3,
              buyerIds: [buyer2.userId],
            },
            'buyer',
          ),
        ],
        ['supplier', createEvent(invoiceIssuedV1, invoice, 'supplier')],
        ['supplier', createEvent(invoiceSentV1, { ...invoice, status: 'sent' }, 'supplier')],
        ['supplier', createEvent(invoiceOverdueV1, { ...invoice, status: 'sent' }, 'supplier')],
        ['supplier', createEvent(invoicePaidV1, { ...invoice, status: 'paid' }, 'supplier')],
        [
          'supplier',
          createEvent(
            creditNoteIssuedV1,
            {
              id: 'fan-note',
              number: 'CN-FANSUP-000001',
              kind: 'credit',
              reason: 'repriced_at_close',
              lines: [],
              freight: null,
              total: 1,
              balanceAfter: invoice.totalValue - 1,
              issuedAt: new Date().toISOString(),
              invoiceId: invoice.id,
              invoiceNumber: invoice.invoiceNumber,
              orderId: invoice.orderId,
              roundId: invoice.roundId,
              roundTitle: invoice.roundTitle,
              buyerId: invoice.buyerId,
              supplierId: invoice.supplierId,
              supplier: invoice.supplier,
              buyer: invoice.buyer,
              currency: invoice.currency,
            },
            'supplier',
          ),
        ],
        // Revised by the close (told as re-priced), then for its invoice (told by invoice.issued only).
        ...closeThenInvoice.map((newest, i): [string, EventEnvelope] => [
          'buyer',
          createEvent(orderRevisedV1, fanOrder({ version: 3 + i, timeline: [newest] }), 'buyer'),
        ]),
      ];
      for (const [, event] of events) await publishEvent(h.nc, event);
      // The close after the order (whose buying company it learns from), as the services' order is.
      await until(
        () => deliveriesOf(h, buyer1.cookie, toBuyer1),
        (items) => items.some((d) => d.eventType === 'order.placed'),
      );
      const closed = createEvent(
        roundClosedV1,
        { round: { ...round, status: 'closed' }, reason: 'closed', outcomes: [] },
        'supplier',
      );
      await publishEvent(h.nc, closed);

      const typesOf = async (who: { cookie: string }, endpointId: string, count: number) =>
        (
          await until(
            () => deliveriesOf(h, who.cookie, endpointId),
            (items) => items.length >= count && items.every((d) => d.status === 'delivered'),
          )
        )
          .map((d) => d.eventType)
          .sort();
      expect(await typesOf(supplier, toSupplier, WEBHOOK_EVENT_TYPES.length)).toEqual(
        [...WEBHOOK_EVENT_TYPES].sort(),
      );
      expect(await typesOf(buyer1, toBuyer1, 13)).toEqual([
        'credit_note.issued',
        'invoice.issued',
        'invoice.overdue',
        'invoice.paid',
        'invoice.sent',
        'order.approved',
        'order.delivered',
        'order.placed',
        'order.rejected',
        'order.repriced',
        'order.shipped',
        'round.closed',
        'round.opened',
      ]);
      expect(await typesOf(buyer2, toBuyer2, 3)).toEqual([
        'round.last_call',
        'round.moq_reached',
        'round.opened',
      ]);
      // The buyers' ids stay inside the platform.
      const moq = (await deliveriesOf(h, buyer2.cookie, toBuyer2)).find(
        (d) => d.eventType === 'round.moq_reached',
      )!;
      expect(moq.payload).not.toContain(buyer2.userId);
    } finally {
      await hook.close();
    }
  });

  it("keeps each company's endpoints to itself and changes only the fields named", async () => {
    const owner = await companySession(h, 'supplier', 'hooks-supplier-2');
    const other = await companySession(h, 'supplier', 'hooks-supplier-3');
    const member = await companySession(h, 'buyer', 'hooks-buyer-2', 'member');
    const { endpoint } = (
      await request(h.app)
        .post('/webhooks')
        .set('Cookie', owner.cookie)
        .send({ url: 'http://127.0.0.1:9/x', description: 'Keep me', events: ['invoice.issued'] })
        .expect(201)
    ).body as WebhookWithSecret;
    // Who made it, by the name identity announced for them.
    expect(endpoint.createdBy).toEqual({ id: owner.userId, name: owner.name });

    const changed = await request(h.app)
      .patch(`/webhooks/${endpoint.id}`)
      .set('Cookie', owner.cookie)
      .send({ enabled: false })
      .expect(200);
    expect(changed.body).toEqual({ ...endpoint, enabled: false, updatedAt: expect.any(String) });
    const read = (await request(h.app).get('/webhooks').set('Cookie', owner.cookie)).body.items[0];
    expect(read).toEqual(changed.body);

    expect(
      (await request(h.app).get('/webhooks').set('Cookie', other.cookie).expect(200)).body.items,
    ).toEqual([]);
    for (const [method, path] of [
      ['patch', `/webhooks/${endpoint.id}`],
      ['delete', `/webhooks/${endpoint.id}`],
      ['post', `/webhooks/${endpoint.id}/rotate-secret`],
      ['post', `/webhooks/${endpoint.id}/test`],
      ['get', `/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const res = await request(h.app)[method](path).set('Cookie', other.cookie).send({ enabled: true });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('webhook.not_found');
      expect(
        (await request(h.app)[method](path).set('Cookie', member.cookie).send({ enabled: true })).status,
      ).toBe(403);
      expect((await request(h.app)[method](path).send({ enabled: true })).status).toBe(401);
    }
    await request(h.app)
      .post('/webhooks')
      .set('Cookie', member.cookie)
      .send({ url: 'http://127.0.0.1:9', events: ['order.placed'] })
      .expect(403);
    await request(h.app).patch(`/webhooks/${endpoint.id}`).set('Cookie', owner.cookie).send({}).expect(400);
    await request(h.app)
      .post('/webhooks')
      .set('Cookie', owner.cookie)
      .send({ url: 'http://127.0.0.1:9', events: ['order.teleported'] })
      .expect(400);
    await request(h.app).delete(`/webhooks/${endpoint.id}`).set('Cookie', owner.cookie).expect(204);
    expect((await request(h.app).get('/webhooks').set('Cookie', owner.cookie)).body.items).toEqual([]);
  });
});

describe('webhooks: what one endpoint may cost (test events, the delivery log)', () => {
  const h = notificationsForFile('webhooks_bounds', { WEBHOOK_ALLOW_PRIVATE: 'true' });

  const endpointOf = async (who: { cookie: string }, url: string) =>
    (
      (
        await request(h.app)
          .post('/webhooks')
          .set('Cookie', who.cookie)
          .send({ url, events: ['order.placed'] })
          .expect(201)
      ).body as WebhookWithSecret
    ).endpoint.id;

  it(`sends an endpoint ${WEBHOOK_TEST_EVENTS_PER_HOUR} test events an hour, then says to wait (429, translated); other endpoints and strangers' tries do not count`, async () => {
    const hook = await receiver();
    try {
      const supplier = await companySession(h, 'supplier', 'bounds-supplier-1');
      const stranger = await companySession(h, 'supplier', 'bounds-supplier-2');
      const [busy, other] = [await endpointOf(supplier, hook.url), await endpointOf(supplier, hook.url)];
      const test = (id: string, who = supplier) =>
        request(h.app).post(`/webhooks/${id}/test`).set('Cookie', who.cookie);
      for (let i = 0; i < 3; i++) await test(busy, stranger).expect(404);
      const sent = await Promise.all(Array.from({ length: WEBHOOK_TEST_EVENTS_PER_HOUR }, () => test(busy)));
      expect(sent.map((r) => r.status)).toEqual(Array(WEBHOOK_TEST_EVENTS_PER_HOUR).fill(201));
      const refused = await test(busy).expect(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body).toMatchObject({
        code: 'webhook.test_limit_reached',
        params: { max: WEBHOOK_TEST_EVENTS_PER_HOUR },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      await test(other).expect(201);
      const log = (await request(h.app).get(`/webhooks/${busy}/deliveries`).set('Cookie', supplier.cookie))
        .body as WebhookDeliveriesResponse;
      expect(log.items).toHaveLength(WEBHOOK_TEST_EVENTS_PER_HOUR);
    } finally {
      await hook.close();
    }
  });

  it('reads a page of the delivery log by equality, a stored page at a time, and pages through all of it', async () => {
    const supplier = await companySession(h, 'supplier', 'bounds-supplier-3');
    const id = await endpointOf(supplier, 'http://127.0.0.1:9/hooks');
    // 600 deliveries as the log stores them (numbered; the first five failed), sent long ago.
    const at = new Date(Date.now() - 3600_000);
    const stored = Array.from({ length: 600 }, (_, i) => {
      const seq = i + 1;
      return {
        _id: `bounds-event-${seq}:${id}`,
        messageId: `msg_bounds-event-${seq}`,
        endpointId: id,
        companyId: 'bounds-supplier-3',
        seq,
        page: `${id}:${Math.floor(seq / WEBHOOK_DELIVERIES_PAGE)}`,
        eventType: 'order.placed',
        payload: '{}',
        status: seq <= 5 ? 'failed' : 'delivered',
        createdAt: at,
        nextAttemptAt: null,
        scheduledAttempts: 1,
        currentJob: 'none',
        attempts: [],
        _events: [],
      };
    });
    await h.conn.collection('webhook_deliveries').insertMany(stored as never[]);
    await h.conn
      .collection('webhook_delivery_counters')
      .updateOne({ _id: id as never }, { $set: { last: 600 } }, { upsert: true });

    const deliveries = h.service.context.webhookDeliveries;
    const find = jest.spyOn(deliveries, 'find');
    const page = async (query: Record<string, string | number>) => {
      find.mockClear();
      const res = await request(h.app)
        .get(`/webhooks/${id}/deliveries`)
        .query(query)
        .set('Cookie', supplier.cookie)
        .expect(200);
      // Every read names one stored page (equality, which the store filters in its database).
      for (const [filter] of find.mock.calls as unknown as Array<[object]>)
        expect(Object.keys(filter)).toEqual(['page']);
      return { ...(res.body as WebhookDeliveriesResponse), reads: find.mock.calls.length };
    };
    try {
      const first = await page({});
      expect(first.items.map((d) => d.messageId)).toEqual(
        Array.from({ length: 50 }, (_, i) => `msg_bounds-event-${600 - i}`),
      );
      expect(first.reads).toBeLessThanOrEqual(2);
      const seen = [...first.items];
      for (let before = first.nextBefore; before !== null;) {
        const next = await page({ before });
        expect(next.reads).toBeLessThanOrEqual(2);
        seen.push(...next.items);
        before = next.nextBefore;
      }
      expect(seen.map((d) => d.messageId)).toEqual(stored.map((d) => d.messageId).reverse());

      // A status that only old deliveries have: a bounded number of pages per request, then the next.
      const failed = await page({ status: 'failed' });
      expect(failed.items).toEqual([]);
      expect(failed.reads).toBe(10);
      expect(failed.nextBefore).toBe(150);
      const rest = await page({ status: 'failed', before: failed.nextBefore! });
      expect(rest.items.map((d) => d.messageId)).toEqual([5, 4, 3, 2, 1].map((n) => `msg_bounds-event-${n}`));
      expect(rest.nextBefore).toBeNull();
    } finally {
      find.mockRestore();
    }
  });
});

describe('webhooks: endpoints refused as a deployment refuses them (SSRF)', () => {
  const h = notificationsForFile('webhooks_ssrf');

  it.each([
    ['plain http', 'http://example.com/hooks'],
    ['loopback', 'https://127.0.0.1/hooks'],
    ['a name of loopback', 'https://localhost:8443/hooks'],
    ['private network', 'https://10.1.2.3/hooks'],
    ['private network (172.16/12)', 'https://172.20.0.5/hooks'],
    ['cloud metadata, link-local', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['IPv6 unique local', 'https://[fd00::1]/hooks'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks'],
    ['credentials in the URL', 'https://user:pass@93.184.216.34/hooks'],
  ])('refuses %s', async (_what, url) => {
    const supplier = await companySession(h, 'supplier', 'ssrf-supplier');
    const res = await request(h.app)
      .post('/webhooks')
      .set('Cookie', supplier.cookie)
      .send({ url, events: ['order.placed'] })
      .expect(400);
    expect(res.body.code).toBe('webhook.url_refused');
  });

  it('accepts a public https address', async () => {
    const supplier = await companySession(h, 'supplier', 'ssrf-supplier-2');
    await request(h.app)
      .post('/webhooks')
      .set('Cookie', supplier.cookie)
      .send({ url: 'https://93.184.216.34/hooks', events: ['order.placed'] })
      .expect(201);
  });
});
