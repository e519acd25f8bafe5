import { z } from 'zod';
import { defineEvent } from './envelope';
import { defineCommand } from './commands';
import { roleSchema, signUpRoleSchema } from './roles';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().email().max(254);

// ---- HTTP bodies -------------------------------------------------------------------------

export const signUpBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  email,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  role: signUpRoleSchema,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const verifyEmailQuerySchema = z.object({ token: z.string().min(16).max(200) });

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['buyer', 'supplier']),
  country: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});

export const profileSchema = z.object({
  id: z.string(),
  authId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: roleSchema,
  companyId: z.string().nullable(),
  company: companySummarySchema.nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Empty strings clear a field; email and role are not editable here (nor anywhere). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const updateProfileBodySchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    phone: optionalText(40),
    address: optionalText(300),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const sessionResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: roleSchema, name: z.string() }),
  accessExpiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// ---- events ------------------------------------------------------------------------------

export const userRegisteredV1 = defineEvent(
  'identity.user.registered.v1',
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    companyId: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export const profileUpdatedV1 = defineEvent(
  'identity.profile.updated.v1',
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    phone: z.string().nullable(),
    address: z.string().nullable(),
    companyId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    lastActiveAt: z.string().nullable(),
    updatedAt: z.string(),
  }),
);

// ---- commands ----------------------------------------------------------------------------

/**
 * Admin → identity: set or clear a user's company. Command subjects live under `cmd.`: a subject
 * under `identity.` would fall inside identity's event stream (`identity.>`), whose JetStream
 * ack would answer the request instead of the service.
 */
export const assignCompanyCommand = defineCommand(
  'cmd.identity.assign-company.v1',
  z.object({ userId: z.string(), companyId: z.string().nullable() }),
  z.object({ userId: z.string(), companyId: z.string().nullable() }),
);

// ---- identity additions: stable problem codes, small bodies, dev mail --------------------

/** Codes identity answers with; the UI translates them (see libs/i18n). */
export const IdentityProblemCodes = {
  emailTaken: 'auth.email_taken',
  passwordCommon: 'auth.password_common',
  invalidCredentials: 'auth.invalid_credentials',
  emailNotVerified: 'auth.email_not_verified',
  /** Refresh token missing, unknown, expired, or its session was ended (sign-out). */
  refreshInvalid: 'auth.refresh_invalid',
  /** A refresh token was presented twice: the whole session family is revoked. */
  refreshReused: 'auth.refresh_reused',
  /** A valid access token whose session was ended; identity's own routes refuse it. */
  sessionRevoked: 'auth.session_revoked',
  userNotFound: 'identity.user_not_found',
} as const;

export const signUpResponseSchema = z.object({ message: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

/** One mail caught by identity's embedded SMTP sink (dev only: `GET /dev/mail?to=`). */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  sentAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
