import { z } from 'zod';
import { ACCESS_TOKEN_MAX_TTL_S, PASSWORD_MIN } from '@marketplace/contracts';
import {
  baseConfigSchema,
  bucketNameSchema,
  objectStorageConfigShape,
  optionalEnvFlag,
  portSchema,
  wholeNumberSchema,
} from '@marketplace/service-kit/core';

/** Events of this service travel on `identity.…` subjects, in the IDENTITY stream. */
export const PRODUCER = 'identity';

/** One verification or password-reset mail per email address per minute. */
export const MAIL_COOLDOWN_S = 60;

export const identityConfigSchema = baseConfigSchema
  .extend({
    PORT: portSchema(4001),
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
      .default('identity'),
    /** PEM text, or a path to a PEM file via JWT_PRIVATE_KEY_FILE. Identity is the only signer. */
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_PRIVATE_KEY_FILE: z.string().optional(),
    ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(ACCESS_TOKEN_MAX_TTL_S).default(600),
    REFRESH_TOKEN_TTL_S: wholeNumberSchema(300, 30 * 24 * 3600),
    VERIFICATION_TOKEN_TTL_S: wholeNumberSchema(300, 48 * 3600),
    /** Where the browser reaches the product; verification links and redirects point here. */
    PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:8080')
      .transform((u) => u.replace(/\/+$/, '')),
    /**
     * `Secure` on the session cookies; on unless turned off, and off only in a declared local
     * run (plain http on a developer's machine).
     */
    COOKIE_SECURE: optionalEnvFlag(),
    /** The browser path of this service behind the edge: cookie paths, mail links, avatar URLs. */
    COOKIE_PATH_PREFIX: z
      .string()
      .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'must be a path like /api/identity (no trailing slash)')
      .default('/api/identity'),
    /** Real SMTP (smtp:// or smtps://). Without it, mail goes to the embedded sink (see /dev/mail). */
    // An empty value (an env file's `SMTP_URL=`) means unset.
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    SMTP_SINK_PORT: portSchema(2525),
    /**
     * The address the embedded sink listens on: loopback, unless another container of a local run
     * (the notifications service in docker compose) sends its mail there too (`0.0.0.0`).
     */
    SMTP_SINK_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.:-]+$/, 'must be an address to listen on, like 127.0.0.1 or 0.0.0.0')
      .default('127.0.0.1'),
    MAIL_FROM: z.string().min(3).default('B2B Marketplace <no-reply@marketplace.local>'),
    /**
     * The embedded SMTP sink and its unauthenticated reader `GET /dev/mail` (every mailed link
     * readable by anyone who reaches identity): opt-in, local runs only.
     */
    DEV_MAIL_SINK: optionalEnvFlag(),
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN).max(128).optional(),
    ADMIN_NAME: z.string().trim().min(1).max(120).default('Administrator'),
    /** Failed sign-ins per minute for one account (email), from any address: its back-off. */
    SIGN_IN_RATE_LIMIT: wholeNumberSchema(1, 10),
    /**
     * Failed sign-ins per minute from one address (a whole office may sit behind it); past them
     * its failures answer 429 and unknown emails cost no password check, but a correct password
     * still signs in.
     */
    SIGN_IN_IP_RATE_LIMIT: wholeNumberSchema(1, 60),
    SIGN_UP_RATE_LIMIT: wholeNumberSchema(1, 20),
    /**
     * Seconds between two resend-verification or password-reset mails to one email (0: none, for
     * tests). Short on purpose: anyone may ask for a mail to any address, so whatever this limit
     * holds back, a stranger can spend; a cooldown keeps the owner waiting at most this long.
     */
    MAIL_PER_EMAIL_COOLDOWN_S: z.coerce.number().int().min(0).max(3600).default(MAIL_COOLDOWN_S),
    /** Those mails per minute from one client address, whatever the emails (sweeping is slow). */
    MAIL_PER_IP_RATE_LIMIT: wholeNumberSchema(1, 10),
    /** Refreshes per minute from one address (a tab refreshes every ~10 minutes). */
    REFRESH_RATE_LIMIT: wholeNumberSchema(1, 60),
    /**
     * Failed API key trades per minute from one client address (the edge forwards the caller's);
     * successful ones are not counted, so a made-up key costs only the address that sent it.
     */
    API_KEY_TRADE_RATE_LIMIT: wholeNumberSchema(1, 30),
    /** Password hashes computed at once; more wait in a queue of PASSWORD_HASH_QUEUE, beyond it 503. */
    PASSWORD_HASH_CONCURRENCY: wholeNumberSchema(1, 4),
    PASSWORD_HASH_QUEUE: wholeNumberSchema(1, 32),
    /** Oldest a session may get, however often it is refreshed. */
    SESSION_MAX_AGE_S: wholeNumberSchema(300, 30 * 24 * 3600),
    /** An account whose address was not confirmed in this time is gone; the address is free again. */
    UNVERIFIED_ACCOUNT_TTL_S: wholeNumberSchema(60, 48 * 3600),
    PASSWORD_RESET_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(60)
      .max(24 * 3600)
      .default(30 * 60),
    ...objectStorageConfigShape,
    AVATAR_BUCKET: bucketNameSchema('avatars'),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    // Fail closed: what is unsafe outside a developer's machine needs LOCAL_RUN=true too.
    if (!c.LOCAL_RUN) {
      if (c.DEV_MAIL_SINK)
        ctx.addIssue({
          code: 'custom',
          path: ['DEV_MAIL_SINK'],
          message: 'the dev mail sink exposes every mailed link; allowed only with LOCAL_RUN=true',
        });
      if (c.COOKIE_SECURE === false)
        ctx.addIssue({
          code: 'custom',
          path: ['COOKIE_SECURE'],
          message: 'cookies without Secure are allowed only with LOCAL_RUN=true',
        });
    }
    if (!c.SMTP_URL && !c.DEV_MAIL_SINK)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'mail needs somewhere to go: set SMTP_URL (or DEV_MAIL_SINK=true in a local run)',
      });
  })
  .transform((c) => ({
    ...c,
    COOKIE_SECURE: c.COOKIE_SECURE ?? true,
    DEV_MAIL_SINK: c.DEV_MAIL_SINK ?? false,
    MINIO_USE_SSL: c.MINIO_USE_SSL ?? false,
  }));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
