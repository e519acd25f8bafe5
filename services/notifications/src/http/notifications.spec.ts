import request from 'supertest';
import { PROBLEM_CONTENT_TYPE, ProblemCodes, type NotificationKind } from '@marketplace/contracts';
import { signAccessToken } from '@marketplace/service-kit/http';
import { eventually } from '@marketplace/service-kit/testing';
import {
  notificationsOf,
  requestNotification,
  notificationsForFile,
  uniqueEmail,
  verifiedSession,
  type Session,
} from '../test-harness';

jest.setTimeout(60_000);

describe('the bell: GET /notifications, POST /notifications/:id/read and /notifications/read-all', () => {
  const h = notificationsForFile('bell');
  let ana: Session;
  let bruno: Session;

  const markRead = (id: string, s: Session) =>
    request(h.app).post(`/notifications/${id}/read`).set('Cookie', s.accessCookie);

  /** Asks for one notification to `s` and waits until it is in their bell. */
  async function notify(s: Session, kind: NotificationKind, key: string) {
    const had = (await notificationsOf(h, s.accessCookie, 100)).items.length;
    await requestNotification(h, 'buyer', {
      kind,
      recipients: { userIds: [s.userId] },
      params: { roundTitle: 'Spring Textiles', orderNumber: 12, buyerName: 'Ana' },
      link: '/supplier/orders/o-12',
      key,
    });
    await eventually(async () => (await notificationsOf(h, s.accessCookie, 100)).items.length > had);
  }

  beforeAll(async () => {
    ana = await verifiedSession(h, uniqueEmail('bell-ana'), { role: 'supplier' });
    bruno = await verifiedSession(h, uniqueEmail('bell-bruno'), { role: 'buyer' });
    await notify(ana, 'order_placed', 'order-placed:o-12');
    await notify(ana, 'order_approved', 'order-approved:o-12');
    await notify(ana, 'invoice_issued', 'invoice-issued:o-12');
    await notify(bruno, 'order_rejected', 'order-rejected:o-99');
  });

  it('lists newest first, a page at a time, with the unread count', async () => {
    const first = await notificationsOf(h, ana.accessCookie, 2);
    expect(first.items.map((n) => n.kind)).toEqual(['invoice_issued', 'order_approved']);
    expect(first.unread).toBe(3);
    expect(first.nextBefore).toBe(first.items[1]!.id);
    const second = await request(h.app)
      .get('/notifications')
      .query({ before: first.nextBefore, limit: 2 })
      .set('Cookie', ana.accessCookie)
      .expect(200);
    expect(second.body.items.map((n: { kind: string }) => n.kind)).toEqual(['order_placed']);
    expect(second.body.nextBefore).toBeNull();
    expect(second.body.unread).toBe(3);
  });

  it('marks one read (once), then all', async () => {
    const [newest] = (await notificationsOf(h, ana.accessCookie)).items;
    const read = await markRead(newest!.id, ana).expect(200);
    expect(read.body).toMatchObject({ id: newest!.id, kind: 'invoice_issued', readAt: expect.any(String) });
    const again = await markRead(newest!.id, ana).expect(200);
    expect(again.body.readAt).toBe(read.body.readAt);
    expect((await notificationsOf(h, ana.accessCookie)).unread).toBe(2);

    await request(h.app).post('/notifications/read-all').set('Cookie', ana.accessCookie).expect(204);
    const after = await notificationsOf(h, ana.accessCookie);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.readAt !== null)).toBe(true);
    // Bruno's stays unread: read-all is the caller's own.
    expect((await notificationsOf(h, bruno.accessCookie)).unread).toBe(1);
  });

  it('keeps each user to their own: another user’s id is not found, and never listed', async () => {
    const [brunos] = (await notificationsOf(h, bruno.accessCookie)).items;
    const res = await markRead(brunos!.id, ana).expect(404);
    expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(res.body.code).toBe(ProblemCodes.notFound);
    expect((await notificationsOf(h, bruno.accessCookie)).items[0]!.readAt).toBeNull();

    const listed = (await notificationsOf(h, ana.accessCookie, 100)).items.map((n) => n.id);
    expect(listed).not.toContain(brunos!.id);
    // Paging from another user's notification shows nothing of theirs either.
    const paged = await request(h.app)
      .get('/notifications')
      .query({ before: brunos!.id })
      .set('Cookie', ana.accessCookie)
      .expect(200);
    expect(paged.body.items).toEqual([]);
  });

  it('answers an API key with 403, as identity answered it: the bell and webhooks are for people', async () => {
    const key = signAccessToken(h.keys.privateKey, {
      userId: ana.userId,
      role: 'supplier',
      companyId: 'bell-co',
      scopes: ['sales:read'],
    });
    for (const path of ['/notifications', '/webhooks']) {
      const refused = await request(h.app).get(path).set('Authorization', `Bearer ${key}`);
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'api_key.people_only']);
    }
  });

  it('answers 401 without a session', async () => {
    const [any] = (await notificationsOf(h, ana.accessCookie)).items;
    for (const call of [
      request(h.app).get('/notifications'),
      request(h.app).post(`/notifications/${any!.id}/read`),
      request(h.app).post('/notifications/read-all'),
    ]) {
      const res = await call.expect(401);
      expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    }
  });
});
