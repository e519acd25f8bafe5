import type { Connection } from 'mongoose';
import { dropTestDatabase, silentLogger, testDatabase } from '@marketplace/service-kit/testing';
import { carryOverFrom, CARRIED_COLLECTIONS } from './carry-over';

/**
 * An operator upgrading from the release where identity held the bell and the webhooks: their
 * data is still in identity's database, and this service copies it once on its first start.
 * The "old identity database" here is written by the test, as that release left it.
 */
describe('carrying notifications and webhooks over from identity (real FerretDB)', () => {
  let oldIdentity: Connection;
  let notifications: Connection;
  const logger = silentLogger();

  beforeAll(async () => {
    oldIdentity = await testDatabase('carry_old_identity');
    notifications = await testDatabase('carry_notifications');
    const old = oldIdentity.db!;
    await old.collection('users').insertMany([
      {
        _id: 'u-ana' as never,
        email: 'ana@buyer.test',
        passwordHash: '$argon2id$secret',
        name: 'Ana',
        role: 'buyer',
        companyId: 'c-buyer',
        language: 'pt',
        timeZone: 'America/Sao_Paulo',
        emailNotifications: false,
        emailVerifiedAt: new Date('2026-01-02T00:00:00Z'),
        createdAt: new Date('2026-01-01T00:00:00Z'),
        updatedAt: new Date('2026-03-04T05:06:07Z'),
      },
      {
        _id: 'u-new' as never,
        email: 'new@supplier.test',
        passwordHash: '$argon2id$other',
        name: 'Unconfirmed',
        role: 'supplier',
        companyId: null,
        emailVerifiedAt: null,
        createdAt: new Date('2026-02-01T00:00:00Z'),
        updatedAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    await old.collection('notifications').insertMany(
      Array.from({ length: 1_203 }, (_, i) => ({
        _id: `n-${i}` as never,
        userId: 'u-ana',
        key: `k-${i}`,
        kind: 'order_approved',
        params: { orderId: `o-${i}` },
        link: '/buyer/orders',
        createdAt: new Date('2026-03-01T00:00:00Z'),
        readAt: null,
      })),
    );
    await old
      .collection('webhook_endpoints')
      .insertOne({ _id: 'w-1' as never, companyId: 'c-buyer', url: 'https://hooks.example/a' });
    await old
      .collection('webhook_deliveries')
      .insertOne({ _id: 'd-1' as never, webhookId: 'w-1', number: 1 });
    await old.collection('webhook_delivery_counters').insertOne({ _id: 'w-1' as never, last: 1 });
    await old.collection('round_buyer_companies').insertOne({ _id: 'r-1:c-buyer' as never, roundId: 'r-1' });
    // Written by this service before the copy ran (a notice that arrived first): it stays.
    await notifications.db!.collection('notifications').insertOne({
      _id: 'n-7' as never,
      userId: 'u-ana',
      key: 'k-7',
      kind: 'order_approved',
      params: { orderId: 'o-7' },
      link: '/buyer/orders',
      createdAt: new Date('2026-03-01T00:00:00Z'),
      readAt: new Date('2026-03-02T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await dropTestDatabase(oldIdentity);
    await dropTestDatabase(notifications);
  });

  it('copies every collection once, keeps what is already here, and runs only once', async () => {
    await carryOverFrom(notifications, oldIdentity.db!.databaseName, logger);
    const db = notifications.db!;

    expect(await db.collection('notifications').countDocuments()).toBe(1_203);
    // The one read here before the copy kept its read mark.
    expect((await db.collection('notifications').findOne({ _id: 'n-7' as never }))?.readAt).toEqual(
      new Date('2026-03-02T00:00:00Z'),
    );
    for (const name of CARRIED_COLLECTIONS.filter(
      (n) => n !== 'notifications' && n !== 'notification_mails',
    )) {
      expect({ name, count: await db.collection(name).countDocuments() }).toEqual({ name, count: 1 });
    }

    // A second start copies nothing again, even what was deleted here since.
    await db.collection('webhook_endpoints').deleteOne({ _id: 'w-1' as never });
    await carryOverFrom(notifications, oldIdentity.db!.databaseName, logger);
    expect(await db.collection('webhook_endpoints').countDocuments()).toBe(0);
  });

  it('makes each user a recipient with what a notice needs, and no password hash', async () => {
    const recipients = await notifications.db!.collection('recipients').find({}).sort({ _id: 1 }).toArray();
    expect(recipients).toEqual([
      {
        _id: 'u-ana',
        email: 'ana@buyer.test',
        name: 'Ana',
        role: 'buyer',
        companyId: 'c-buyer',
        language: 'pt',
        timeZone: 'America/Sao_Paulo',
        emailNotifications: false,
        emailVerified: true,
        sourceVersion: '2026-03-04T05:06:07.000Z',
      },
      {
        _id: 'u-new',
        email: 'new@supplier.test',
        name: 'Unconfirmed',
        role: 'supplier',
        companyId: null,
        timeZone: null,
        emailVerified: false,
        sourceVersion: '2026-02-01T00:00:00.000Z',
      },
    ]);
  });
});
