import { z } from 'zod';
import { PASSWORD_MIN } from '@marketplace/contracts';
import { baseConfigSchema } from '@marketplace/service-kit';

/** Env booleans: `true/false`, `1/0`, `yes/no`; unset means "use the derived default". */
const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const identityConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
      .default('identity'),
    /** PEM text, or a path to a PEM file via JWT_PRIVATE_KEY_FILE. Identity is the only signer. */
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_PRIVATE_KEY_FILE: z.string().optional(),
    ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(3600).default(600),
    REFRESH_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(300)
      .default(30 * 24 * 3600),
    VERIFICATION_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .min(300)
      .default(48 * 3600),
    /** Where the browser reaches the product; verification links and redirects point here. */
    PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:8080')
      .transform((u) => u.replace(/\/+$/, '')),
    COOKIE_SECURE: envBool,
    /** The browser path of this service behind the edge: cookie paths, mail links, avatar URLs. */
    COOKIE_PATH_PREFIX: z
      .string()
      .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'must be a path like /api/identity (no trailing slash)')
      .default('/api/identity'),
    /** Real SMTP (smtp:// or smtps://). Without it, mail goes to the embedded sink (see /dev/mail). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
    MAIL_FROM: z.string().min(3).default('B2B Marketplace <no-reply@marketplace.local>'),
    DEV_ROUTES: envBool,
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN).max(128).optional(),
    ADMIN_NAME: z.string().trim().min(1).max(120).default('Administrator'),
    SIGN_IN_RATE_LIMIT: positiveInt(10),
    SIGN_UP_RATE_LIMIT: positiveInt(20),
    MINIO_ENDPOINT: z.string().default('127.0.0.1'),
    MINIO_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
    MINIO_USE_SSL: envBool,
    MINIO_ACCESS_KEY: z.string().default('minioadmin'),
    MINIO_SECRET_KEY: z.string().default('minioadmin'),
    AVATAR_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name')
      .default('avatars'),
    /** Express "trust proxy": how many hops (or which addresses) may set X-Forwarded-For. */
    TRUST_PROXY: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
  })
  .transform((c) => {
    const production = c.NODE_ENV === 'production';
    return {
      ...c,
      COOKIE_SECURE: c.COOKIE_SECURE ?? production,
      DEV_ROUTES: c.DEV_ROUTES ?? !production,
      MINIO_USE_SSL: c.MINIO_USE_SSL ?? false,
    };
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** `"1"` → 1, `"loopback"` → "loopback", `"true"` → true: the values express accepts. */
export function trustProxySetting(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
