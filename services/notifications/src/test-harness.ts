/**
 * Test support (imported by specs only): a notifications service on the real local
 * infrastructure with its own database, a NATS server of its own (it publishes and reads real
 * subjects: `identity.…`, `buyer.…`, `supplier.…`), fresh keys and an SMTP sink that keeps its
 * mails in memory. People reach it as identity announces them (registered, profile updated), and
 * call it with access tokens signed as identity signs them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import {
  buyerNotificationRequestedV1,
  profileUpdatedV1,
  streamFor,
  supplierNotificationRequestedV1,
  userRegisteredV1,
  type Language,
  type NotificationRequest,
  type NotificationsPage,
  type TeamRole,
} from '@marketplace/contracts';
import { loadConfig } from '@marketplace/service-kit/core';
import { startSmtpSink, type ReceivedMail } from '@marketplace/service-kit/mail';
import { createEvent } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import {
  eventually,
  harnessForFile,
  harnessInfra,
  harnessServiceDeps,
  publishEvent,
  silentLogger,
} from '@marketplace/service-kit/testing';
import { buildNotifications, type NotificationsService } from './app';
import { notificationsConfigSchema, PRODUCER, type NotificationsConfig } from './config';

export interface Harness {
  service: NotificationsService;
  app: NotificationsService['app'];
  conn: Connection;
  nc: NatsConnection;
  config: NotificationsConfig;
  keys: { publicKey: string; privateKey: string };
  /** Every mail the service sent, oldest first. */
  mails: ReceivedMail[];
  stop(): Promise<void>;
}

export async function startNotifications(
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<Harness> {
  const infra = await harnessInfra('notifications', name);
  const mails: ReceivedMail[] = [];
  const sink = await startSmtpSink({
    port: 0,
    keep: async (mail) => void mails.push(mail),
    logger: silentLogger(),
  });
  const config = loadConfig(notificationsConfigSchema, {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    // A declared local run, as the specs' webhook receivers listen on this machine.
    LOCAL_RUN: 'true',
    ...env,
  });
  const service = await buildNotifications(
    harnessServiceDeps('notifications', {
      config,
      conn: infra.conn,
      nc: infra.nc,
      publicKey: infra.keys.publicKey,
    }),
    { outbox: { sweepIntervalMs: 200 } },
  );
  await service.start();
  return {
    service,
    app: service.app,
    conn: infra.conn,
    nc: infra.nc,
    config,
    keys: infra.keys,
    mails,
    async stop() {
      await service.stop();
      await sink.close();
      await infra.close();
    },
  };
}

/** A notifications service for one spec file: started before its tests and stopped after them. */
export const notificationsForFile = (...args: Parameters<typeof startNotifications>): Harness =>
  harnessForFile(() => startNotifications(...args));

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/** A user as identity knows them: what its events say, and a signed-in session's access token. */
export interface Session {
  userId: string;
  email: string;
  name: string;
  role: 'buyer' | 'supplier';
  companyId: string | null;
  teamRole: TeamRole | null;
  emailVerified: boolean;
  language: Language;
  timeZone: string | null;
  emailNotifications: boolean;
  /** The access token, as a Bearer header would carry it. */
  access: string;
  /** The access token as the browser sends it (`mp_access=…`). */
  accessCookie: string;
  /** The same, for the webhook specs' wording. */
  cookie: string;
}

/** What identity says of `s` in its user events. */
const userData = (s: Session) => ({
  userId: s.userId,
  email: s.email,
  name: s.name,
  role: s.role,
  companyId: s.companyId,
  teamRole: s.teamRole,
  language: s.language,
  timeZone: s.timeZone,
  emailNotifications: s.emailNotifications,
  emailVerified: s.emailVerified,
});

/** A token as identity signs one for `s` now (their company and team part included). */
function signedIn(h: Harness, s: Omit<Session, 'access' | 'accessCookie' | 'cookie'>): Session {
  const access = signAccessToken(h.keys.privateKey, {
    userId: s.userId,
    role: s.role,
    companyId: s.companyId,
    teamRole: s.teamRole ?? undefined,
    name: s.name,
  });
  return { ...s, access, accessCookie: `mp_access=${access}`, cookie: `mp_access=${access}` };
}

/** Waits until the recipients directory holds what identity's event at `occurredAt` said of `userId`. */
async function applied(h: Harness, userId: string, occurredAt: string): Promise<void> {
  const held = await eventually(
    async () => (await h.service.context.recipients.findById(userId))?.sourceVersion === occurredAt,
  );
  if (!held) throw new Error(`the recipients directory did not take identity's event about ${userId}`);
}

/**
 * A user identity registered (its `identity.user.registered.v1`, on the harness's own NATS),
 * confirmed unless said, once this service has them in its directory.
 */
export async function registeredUser(
  h: Harness,
  over: Partial<Omit<Session, 'access' | 'accessCookie' | 'cookie'>> = {},
): Promise<Session> {
  const s = signedIn(h, {
    userId: randomUUID(),
    email: uniqueEmail(over.role ?? 'user'),
    name: 'Test User',
    role: 'buyer',
    companyId: null,
    teamRole: null,
    emailVerified: true,
    language: 'en',
    timeZone: null,
    emailNotifications: true,
    ...over,
  });
  const event = createEvent(
    userRegisteredV1,
    { ...userData(s), createdAt: new Date().toISOString() },
    'identity',
  );
  await publishEvent(h.nc, event);
  await applied(h, s.userId, event.occurredAt);
  return s;
}

/** A confirmed user of `role`, signed in. */
export const verifiedSession = (
  h: Harness,
  email = uniqueEmail(),
  extra: { name?: string; role?: 'buyer' | 'supplier' } = {},
) => registeredUser(h, { email, ...extra });

/** A signed-in person of `companyId` (with a team part for a buyer), as the app signs them in. */
export const companySession = (
  h: Harness,
  role: 'buyer' | 'supplier',
  companyId: string | null,
  teamRole?: TeamRole,
) =>
  registeredUser(h, {
    role,
    companyId,
    teamRole: role === 'buyer' && companyId ? (teamRole ?? 'member') : null,
  });

/**
 * A change of `s`'s profile as identity announces it (`identity.profile.updated.v1`: the whole
 * profile after the change), once this service has taken it; the session signed in again.
 */
export async function updateProfile(
  h: Harness,
  s: Session,
  change: Partial<Omit<Session, 'userId' | 'access' | 'accessCookie' | 'cookie'>>,
): Promise<Session> {
  const next = signedIn(h, { ...s, ...change });
  const event = createEvent(
    profileUpdatedV1,
    {
      ...userData(next),
      emailVerified: next.emailVerified,
      phone: null,
      address: null,
      avatarUrl: null,
      lastActiveAt: null,
      updatedAt: new Date().toISOString(),
    },
    'identity',
  );
  await publishEvent(h.nc, event);
  await applied(h, s.userId, event.occurredAt);
  return next;
}

/** The mails sent to `email`, oldest first. */
export const mailsTo = async (h: Harness, email: string): Promise<ReceivedMail[]> =>
  h.mails.filter((m) => m.recipients.includes(email.toLowerCase()));

/** The last sequence in this service's stream now; events it publishes later come after it. */
export async function streamPosition(nc: NatsConnection): Promise<number> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(streamFor(PRODUCER).name).catch(() => null);
  return info?.state.last_seq ?? 0;
}

/**
 * What the buyer or supplier service does to have users notified: a request in its stream (on
 * the harness's own NATS). Each call is a new event: a repeat of the request, not a redelivery.
 */
export async function requestNotification(
  h: Harness,
  producer: 'buyer' | 'supplier',
  notice: NotificationRequest,
): Promise<string> {
  const def = producer === 'buyer' ? buyerNotificationRequestedV1 : supplierNotificationRequestedV1;
  const event = createEvent(def, notice, producer);
  await publishEvent(h.nc, event);
  return event.id;
}

/** The bell's first page for the session with `cookie`. */
export async function notificationsOf(
  h: Harness,
  cookie: string,
  limit?: number,
): Promise<NotificationsPage> {
  const res = await request(h.app)
    .get('/notifications')
    .query(limit ? { limit } : {})
    .set('Cookie', cookie)
    .expect(200);
  return res.body as NotificationsPage;
}
