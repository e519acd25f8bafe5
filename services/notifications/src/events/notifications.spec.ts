import { notificationCreatedV1, type NotificationRequest } from '@marketplace/contracts';
import type { ReceivedMail } from '@marketplace/service-kit/mail';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  mailsTo,
  notificationsOf,
  notificationsForFile,
  registeredUser,
  requestNotification,
  streamPosition,
  uniqueEmail,
  updateProfile,
  verifiedSession,
  type Harness,
  type Session,
} from '../test-harness';
import { PRODUCER } from '../config';

jest.setTimeout(60_000);

/** Notification e-mails: the only mail this service sends. */
const notificationMails = (h: Harness, email: string): Promise<ReceivedMail[]> => mailsTo(h, email);

/** How many `notifications.notification.created.v1` for `userId` were published after `afterSeq`. */
async function announcedFor(h: Harness, userId: string, afterSeq: number): Promise<number> {
  const created = await streamEvents<{ userId: string }>(h.nc, PRODUCER, {
    afterSeq,
    type: notificationCreatedV1.type,
  });
  return created.filter((e) => e.data.userId === userId).length;
}

describe('notification requests from the buyer and supplier services', () => {
  const h = notificationsForFile('notify');
  let buyerA1: Session;
  let buyerA2: Session;
  let buyerB: Session;
  let supplier1: Session;
  let supplier2: Session;

  const assign = (s: Session, companyId: string) => updateProfile(h, s, { companyId });

  beforeAll(async () => {
    buyerA1 = await verifiedSession(h, uniqueEmail('buyer-a1'), { role: 'buyer' });
    buyerA2 = await verifiedSession(h, uniqueEmail('buyer-a2'), { role: 'buyer' });
    buyerB = await verifiedSession(h, uniqueEmail('buyer-b'), { role: 'buyer' });
    supplier1 = await verifiedSession(h, uniqueEmail('supplier-1'), { role: 'supplier' });
    supplier2 = await verifiedSession(h, uniqueEmail('supplier-2'), { role: 'supplier' });
    buyerA1 = await assign(buyerA1, 'co-a');
    buyerA2 = await assign(buyerA2, 'co-a');
    buyerB = await assign(buyerB, 'co-b');
    // Buyer A2 reads the app in Portuguese; supplier 2 wants the bell only.
    buyerA2 = await updateProfile(h, buyerA2, { language: 'pt' });
    supplier2 = await updateProfile(h, supplier2, { emailNotifications: false });
  });

  const extended: NotificationRequest = {
    kind: 'round_extended',
    // Buyer A1 is named twice (by id and through the company): still one notification.
    recipients: { userIds: [], companyIds: ['co-a'], roles: ['supplier'] },
    params: { roundTitle: 'Spring Textiles', count: 3 },
    link: '/buyer/rounds/r-spring',
    key: 'round-extended:r-spring:1',
  };

  it('reaches every user of the company and of the role once, even when requested twice', async () => {
    const before = await streamPosition(h.nc);
    const req = { ...extended, recipients: { ...extended.recipients, userIds: [buyerA1.userId] } };
    await requestNotification(h, 'supplier', req);
    await requestNotification(h, 'supplier', req);
    // The same request again through the buyer's stream, and then a marker after all of them:
    // once the marker is there, the repeats have been handled too (each stream in order).
    await requestNotification(h, 'buyer', req);
    await requestNotification(h, 'buyer', {
      kind: 'order_approved',
      recipients: { userIds: [buyerB.userId] },
      params: { orderNumber: 7, roundTitle: 'Spring Textiles' },
      link: '/buyer/orders/o-7',
      key: 'order-approved:o-7',
    });
    await requestNotification(h, 'supplier', {
      kind: 'round_closing_soon',
      recipients: { userIds: [buyerB.userId] },
      params: { roundTitle: 'Spring Textiles' },
      link: '/buyer/rounds/r-spring',
      key: 'round-closing-soon:r-spring',
    });
    expect(
      await eventually(async () => (await notificationsOf(h, buyerB.accessCookie)).items.length === 2),
    ).toBe(true);

    for (const s of [buyerA1, buyerA2, supplier1, supplier2]) {
      const page = await notificationsOf(h, s.accessCookie);
      expect(page.items).toEqual([
        expect.objectContaining({
          kind: 'round_extended',
          params: { roundTitle: 'Spring Textiles', count: 3 },
          link: '/buyer/rounds/r-spring',
          readAt: null,
        }),
      ]);
      expect(page.unread).toBe(1);
      expect(await announcedFor(h, s.userId, before)).toBe(1);
    }
    // Buyer B's company was not named: only its own two.
    expect((await notificationsOf(h, buyerB.accessCookie)).items.map((n) => n.kind).sort()).toEqual([
      'order_approved',
      'round_closing_soon',
    ]);
  });

  it('leaves out an account whose address was never confirmed, named by id, company or role', async () => {
    const email = uniqueEmail('unconfirmed');
    // Signed up, never confirmed, and put in company co-a meanwhile.
    const unconfirmed = await registeredUser(h, { email, role: 'supplier', emailVerified: false });
    await assign(unconfirmed, 'co-a');
    const { userId } = unconfirmed;
    await requestNotification(h, 'supplier', {
      kind: 'round_extended',
      recipients: { userIds: [userId], companyIds: ['co-a'], roles: ['supplier'] },
      params: { roundTitle: 'Unconfirmed Round', count: 1 },
      link: '/buyer/rounds/r-unconfirmed',
      key: 'round-extended:r-unconfirmed',
    });
    // Buyer A1 (co-a, confirmed) is told: the request has been handled.
    expect(
      await eventually(async () =>
        (await notificationsOf(h, buyerA1.accessCookie)).items.some(
          (n) => n.params.roundTitle === 'Unconfirmed Round',
        ),
      ),
    ).toBe(true);
    expect(await h.conn.collection('notifications').countDocuments({ userId })).toBe(0);
    expect(await notificationMails(h, email)).toEqual([]);
  });

  it('mails each recipient once in their language, and nobody who turned e-mails off', async () => {
    // Requests are handled side by side (their mails may still be going out): wait for them.
    expect(
      await eventually(async () =>
        (
          await Promise.all(
            [buyerA1, buyerA2, supplier1].map(async (u) => (await notificationMails(h, u.email)).length),
          )
        ).every((n) => n === 1),
      ),
    ).toBe(true);
    const [toA2] = await notificationMails(h, buyerA2.email);
    expect(toA2!.subject).toBe(
      'Spring Textiles foi prorrogada por 3 dias: alguns produtos ainda não atingiram o MOQ',
    );
    expect(toA2!.links).toContain('http://localhost:8080/buyer/rounds/r-spring');
    expect(toA2!.text).toContain('Você pode desativar estes e-mails no seu perfil.');

    const toA1 = await notificationMails(h, buyerA1.email);
    expect(toA1.map((m) => m.subject)).toEqual([
      'Spring Textiles was extended by 3 days: some products have not reached their MOQ yet',
    ]);
    expect(toA1[0]!.text).toContain('You can turn these e-mails off in your profile.');
    expect(await notificationMails(h, buyerA2.email)).toHaveLength(1);
    expect(await notificationMails(h, supplier1.email)).toHaveLength(1);
    // Supplier 2 has it in the bell (above) but no e-mail.
    expect(await notificationMails(h, supplier2.email)).toEqual([]);
  });

  it('says one day in the singular', async () => {
    await requestNotification(h, 'supplier', {
      ...extended,
      recipients: { userIds: [buyerB.userId] },
      params: { roundTitle: 'Autumn Shoes', count: 1 },
      key: 'round-extended:r-autumn:1',
    });
    const mail = await eventually(async () =>
      (await notificationMails(h, buyerB.email)).find((m) => m.subject.startsWith('Autumn Shoes')),
    );
    expect(mail?.subject).toBe(
      'Autumn Shoes was extended by 1 day: some products have not reached their MOQ yet',
    );
  });

  it('writes a closing time in UTC, naming it, and what a cleared cart lost in the plural', async () => {
    await requestNotification(h, 'buyer', {
      kind: 'round_closing_soon',
      recipients: { userIds: [buyerB.userId] },
      params: { roundTitle: 'Winter Coats', closeAt: '2026-11-25T13:42:00.000Z' },
      link: '/buyer/cart',
      key: 'round-closing-soon:r-winter:2026-11-25T13:42:00.000Z',
    });
    await requestNotification(h, 'buyer', {
      kind: 'cart_cleared',
      recipients: { userIds: [buyerB.userId] },
      params: { roundTitle: 'Winter Coats', count: 2, products: 'Parka, Scarf' },
      link: '/buyer/rounds',
      key: 'cart-cleared:cart-b',
    });
    const plain = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ');
    const closing = await eventually(async () =>
      (await notificationMails(h, buyerB.email)).find((m) => m.subject.startsWith('Winter Coats closes')),
    );
    expect(plain(closing?.subject)).toBe('Winter Coats closes at Nov 25, 2026, 1:42 PM UTC');
    const cleared = await eventually(async () =>
      (await notificationMails(h, buyerB.email)).find((m) => m.subject.startsWith('Winter Coats closed')),
    );
    expect(cleared?.subject).toBe(
      'Winter Coats closed before your cart became an order: 2 products were taken out of your cart (Parka, Scarf) and their units released',
    );
  });

  it('writes a deadline in the time zone of the browser the reader signed in from, naming it', async () => {
    const reader = await verifiedSession(h, uniqueEmail('buyer-zoned'), { role: 'buyer' });
    // The app's browser sends its zone in the mp_tz cookie; identity keeps it at sign-in and says so.
    await updateProfile(h, reader, { timeZone: 'America/Sao_Paulo' });
    await requestNotification(h, 'buyer', {
      kind: 'round_closing_soon',
      recipients: { userIds: [reader.userId] },
      params: { roundTitle: 'Summer Hats', closeAt: '2026-11-25T13:42:00.000Z' },
      link: '/buyer/cart',
      key: 'round-closing-soon:r-hats:2026-11-25T13:42:00.000Z',
    });
    const plain = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ');
    const closing = await eventually(async () =>
      (await notificationMails(h, reader.email)).find((m) => m.subject.startsWith('Summer Hats closes')),
    );
    expect(plain(closing?.subject)).toBe('Summer Hats closes at Nov 25, 2026, 10:42 AM (America/Sao Paulo)');
  });
});
