/**
 * Test support (imported by specs only): an identity instance on the real local infrastructure
 * with its own database, its own avatar bucket, a mail sink on a random port and fresh keys.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import type { Response } from 'supertest';
import { assignCompanyCommand, streamFor, type DevMail } from '@marketplace/contracts';
import { loadConfig, type Logger } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import {
  harnessForFile,
  harnessInfra,
  harnessServiceDeps,
  objectStorageEnv,
  removeTestBucket,
  rgbPng,
  solidPng,
  streamEvents,
} from '@marketplace/service-kit/testing';
import { buildIdentity, type IdentityService } from './app';
import { identityConfigSchema, type IdentityConfig } from './config';
import { PRODUCER } from './config';

export interface Harness {
  service: IdentityService;
  app: IdentityService['app'];
  conn: Connection;
  nc: NatsConnection;
  config: IdentityConfig;
  keys: { publicKey: string; privateKey: string };
  stop(): Promise<void>;
}

export async function startIdentity(
  name: string,
  env: Record<string, string | undefined> = {},
  opts: { logger?: Logger; conn?: Connection; nc?: NatsConnection; keys?: Harness['keys'] } = {},
): Promise<Harness> {
  // Identity publishes on the real `identity.…` subjects: on a shared server those test events
  // would reach a developer's running admin service. Each harness gets a NATS of its own.
  const infra = await harnessInfra('identity', name, opts);
  const { keys, conn, nc } = infra;
  const config = loadConfig(identityConfigSchema, {
    ...objectStorageEnv(),
    NODE_ENV: 'test',
    PORT: '0',
    SMTP_SINK_PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
    AVATAR_BUCKET: `t-avatars-${randomBytes(5).toString('hex')}`,
    // A declared local run: the mail sink (read by the specs) and plain-http cookies.
    LOCAL_RUN: 'true',
    DEV_MAIL_SINK: 'true',
    COOKIE_SECURE: 'false',
    // Specs sign many users up and in from one address; the limits have their own tests.
    SIGN_UP_RATE_LIMIT: '10000',
    SIGN_IN_IP_RATE_LIMIT: '10000',
    MAIL_PER_IP_RATE_LIMIT: '10000',
    MAIL_PER_EMAIL_COOLDOWN_S: '0',
    REFRESH_RATE_LIMIT: '10000',
    API_KEY_TRADE_RATE_LIMIT: '10000',
    ...env,
  });
  const service = await buildIdentity(
    harnessServiceDeps('identity', { config, conn, nc, publicKey: keys.publicKey, logger: opts.logger }),
    { privateKey: keys.privateKey, outbox: { sweepIntervalMs: 200 } },
  );
  await service.start();
  return {
    service,
    app: service.app,
    conn,
    nc,
    config,
    keys,
    async stop() {
      await service.stop();
      await removeTestBucket(config, config.AVATAR_BUCKET).catch(() => undefined);
      await infra.close();
    },
  };
}

/** An identity service for one spec file: started before its tests and stopped after them. */
export const identityForFile = (...args: Parameters<typeof startIdentity>): Harness =>
  harnessForFile(() => startIdentity(...args));

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;
export const GOOD_PASSWORD = 'Tangerine-Harbour-42';

/** A signed-in user of `verifiedSession`. */
export type Session = Awaited<ReturnType<typeof verifiedSession>>;

export interface ParsedCookie {
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a response, by cookie name, with attribute names lower-cased. */
export function setCookies(res: Response): Record<string, ParsedCookie> {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const out: Record<string, ParsedCookie> = {};
  for (const line of list) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const a of attrs) {
      const i = a.indexOf('=');
      if (i < 0) attributes[a.toLowerCase()] = true;
      else attributes[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    out[pair!.slice(0, eq)] = { value: decodeURIComponent(pair!.slice(eq + 1)), attributes };
  }
  return out;
}

export async function mailsTo(h: Harness, email: string): Promise<DevMail[]> {
  const res = await request(h.app).get('/dev/mail').query({ to: email }).expect(200);
  return res.body as DevMail[];
}

/**
 * The token of the newest `page` link (shell page `/auth/<page>?token=`) mailed to `email`;
 * mail is sent after the answer, so it is polled for a little while.
 */
export async function mailedToken(
  h: Harness,
  email: string,
  page: 'confirm' | 'reset-password' = 'confirm',
): Promise<string> {
  const prefix = `${h.config.PUBLIC_URL}/auth/${page}?token=`;
  for (let i = 0; i < 50; i++) {
    const link = (await mailsTo(h, email)).flatMap((m) => m.links).find((l) => l.startsWith(prefix));
    if (link) return link.slice(prefix.length);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no /auth/${page} link mailed to ${email}`);
}

/** What the Confirm button on /auth/confirm does. */
export const confirmEmail = (h: Harness, token: string) =>
  request(h.app).post('/auth/verify').send({ token });

export function signUp(
  h: Harness,
  email: string,
  extra: { name?: string; role?: 'buyer' | 'supplier'; password?: string } = {},
) {
  return request(h.app)
    .post('/auth/sign-up')
    .send({
      name: extra.name ?? 'Test User',
      email,
      password: extra.password ?? GOOD_PASSWORD,
      role: extra.role ?? 'buyer',
    });
}

/** Signs up, follows the mailed link, signs in; returns the cookies and the user id. */
export async function verifiedSession(
  h: Harness,
  email = uniqueEmail(),
  extra: { name?: string; role?: 'buyer' | 'supplier' } = {},
) {
  await signUp(h, email, extra).expect(201);
  await confirmEmail(h, await mailedToken(h, email)).expect(200);
  const res = await request(h.app).post('/auth/sign-in').send({ email, password: GOOD_PASSWORD }).expect(200);
  const cookies = setCookies(res);
  return {
    email,
    userId: res.body.user.id as string,
    access: cookies.mp_access!.value,
    refresh: cookies.mp_refresh!.value,
    accessCookie: `mp_access=${cookies.mp_access!.value}`,
    refreshCookie: `mp_refresh=${cookies.mp_refresh!.value}`,
  };
}

/** The last sequence in identity's stream now; pass it to `findPublishedEvent` to read what follows. */
export async function streamPosition(nc: NatsConnection): Promise<number> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.streams.info(streamFor(PRODUCER).name).catch(() => null);
  return info?.state.last_seq ?? 0;
}

/** The first event of `type` in identity's stream after `afterSeq` whose data matches, or null after `timeoutMs`. */
export async function findPublishedEvent<T = Record<string, unknown>>(
  nc: NatsConnection,
  type: string,
  match: (data: T) => boolean,
  afterSeq: number,
  timeoutMs = 10_000,
): Promise<{ id: string; type: string; data: T } | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = (await streamEvents<T>(nc, PRODUCER, { afterSeq, type })).find((e) => match(e.data));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** A valid RGB PNG; random pixels stored uncompressed make its size predictable (≈ 3·w·h bytes). */
export function makePng(width: number, height: number, noise = false): Buffer {
  if (!noise) return solidPng(width, height, [0x7f, 0x7f, 0x7f], { level: 9 });
  const pixels = randomBytes(width * height * 3);
  const at = (x: number, y: number) => (y * width + x) * 3;
  return rgbPng(width, height, (x, y) => pixels.subarray(at(x, y), at(x, y) + 3), { level: 0 });
}

/** A signed-in person of `companyId` (with a team part for a buyer), as the app signs them in. */
export async function companySession(
  h: Harness,
  role: 'buyer' | 'supplier',
  companyId: string | null,
  teamRole?: 'member' | 'approver',
) {
  const s = await verifiedSession(h, uniqueEmail(role), { role });
  if (companyId) await sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId, teamRole });
  const res = await request(h.app)
    .post('/auth/sign-in')
    .send({ email: s.email, password: GOOD_PASSWORD })
    .expect(200);
  return { userId: s.userId, email: s.email, cookie: `mp_access=${setCookies(res).mp_access!.value}` };
}
