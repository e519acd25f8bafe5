import { z } from 'zod';
import { defineEvent } from './envelope';
import { defineCommand } from './commands';
import { languageSchema, roleSchema, signUpRoleSchema, teamRoleSchema } from './roles';
import { nameText, text } from './text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = text().trim().toLowerCase().email().max(254);

/** A person's name as it appears in mails and on screens (one line, nothing invisible). */
export const personNameSchema = nameText(120).min(1);

// ---- HTTP bodies -------------------------------------------------------------------------

export const signUpBodySchema = z.object({
  name: personNameSchema,
  email,
  password: text().min(PASSWORD_MIN).max(PASSWORD_MAX),
  role: signUpRoleSchema,
  /** The page's language: the confirmation mail is written in it and the account keeps it. */
  language: languageSchema.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: text().trim().toLowerCase().min(1).max(254),
  password: text().min(1).max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const verifyEmailQuerySchema = z.object({ token: text().min(16).max(200) });
/** `POST /auth/verify`: the token from the mailed link, confirmed by a person's click. */
export const confirmEmailBodySchema = verifyEmailQuerySchema;
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** `POST /auth/password-reset/request`: always 202, whether or not the account exists. */
export const passwordResetRequestBodySchema = z.object({ email });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** `POST /auth/password-reset`: the mailed token and the new password. */
export const passwordResetBodySchema = z.object({
  token: text().min(16).max(200),
  password: text().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

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
  /** Notifications by e-mail too; the bell keeps them either way. Old users: true. */
  emailNotifications: z.boolean(),
  /** The language of this user's e-mails: the app's language, saved when the user picks one. */
  language: languageSchema,
  /** A buyer's part in their company's buying team; null outside one (no company, not a buyer). */
  teamRole: teamRoleSchema.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Empty strings clear a field; email and role are not editable here (nor anywhere). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const updateProfileBodySchema = z
  .object({
    name: personNameSchema.optional(),
    phone: optionalText(40),
    address: optionalText(300),
    emailNotifications: z.boolean().optional(),
    language: languageSchema.optional(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const sessionResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: roleSchema, name: z.string() }),
  accessExpiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// ---- events ------------------------------------------------------------------------------

/**
 * What the notifications service's recipients directory needs of a user besides who they are:
 * how they want to be told. Optional, so events written before them still parse.
 */
const recipientPreferencesShape = {
  language: languageSchema.optional(),
  /** The IANA zone of the browser the user last signed in from; null until then. */
  timeZone: z.string().nullable().optional(),
  /** Notifications by e-mail too (absent: on). */
  emailNotifications: z.boolean().optional(),
};

export const userRegisteredV1 = defineEvent(
  'identity.user.registered.v1',
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    companyId: z.string().nullable(),
    /** Absent on events written before buying teams: a buyer with a company is then a member. */
    teamRole: teamRoleSchema.nullable().optional(),
    createdAt: z.string(),
    ...recipientPreferencesShape,
    /** Absent on older events: the account then counts as unconfirmed until its next profile event. */
    emailVerified: z.boolean().optional(),
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
    /** Absent on events written before buying teams: a buyer with a company is then a member. */
    teamRole: teamRoleSchema.nullable().optional(),
    avatarUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    lastActiveAt: z.string().nullable(),
    updatedAt: z.string(),
    ...recipientPreferencesShape,
  }),
);

/** Both revocation events share this prefix, so a service follows them with one filter. */
export const ACCESS_REVOCATION_SUBJECTS = 'identity.access.>';

/**
 * A session (refresh-token family) ended: sign-out, refresh-token reuse, password reset. Every
 * service refuses access tokens carrying `sessionId` (claim `sid`) until `until`, when the last
 * of them has expired anyway.
 */
export const sessionRevokedV1 = defineEvent(
  'identity.access.session-revoked.v1',
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    reason: z.enum(['sign-out', 'reuse', 'password-reset']),
    revokedAt: z.string(),
    until: z.string(),
  }),
);

/**
 * Every access token of the user issued before `before` is void (password reset, company
 * change): the browser refreshes on the 401 and gets a token with the current facts.
 */
export const userTokensRevokedV1 = defineEvent(
  'identity.access.user-revoked.v1',
  z.object({
    userId: z.string(),
    before: z.string(),
    reason: z.enum(['password-reset', 'company-changed']),
    until: z.string(),
  }),
);

// ---- commands ----------------------------------------------------------------------------

/**
 * Admin → identity: set or clear a user's company and, for a buyer, their part in its buying team
 * (a member when not said). Command subjects live under `cmd.`: a subject
 * under `identity.` would fall inside identity's event stream (`identity.>`), whose JetStream
 * ack would answer the request instead of the service.
 */
export const assignCompanyCommand = defineCommand(
  'cmd.identity.assign-company.v1',
  z.object({ userId: z.string(), companyId: z.string().nullable(), teamRole: teamRoleSchema.optional() }),
  z.object({
    userId: z.string(),
    companyId: z.string().nullable(),
    teamRole: teamRoleSchema.nullable().optional(),
  }),
);

// ---- identity API: stable problem codes, small bodies, dev mail ---------------------------

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
  /** A confirmation or password-reset link that is unknown, used or expired. */
  invalidToken: 'auth.invalid_token',
  /** Too many sign-ins are being checked at once: try again in a moment. */
  busy: 'auth.busy',
  userNotFound: 'identity.user_not_found',
} as const;

/** An answer that is a sentence for the person (sign-up, a mail sent, a password changed). */
export const messageResponseSchema = z.object({ message: z.string() });
export const signUpResponseSchema = messageResponseSchema;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const resendVerificationBodySchema = z.object({ email });
export const PASSWORD_RESET_REQUEST_MESSAGE =
  'If an account exists for this email, a link to choose a new password has been sent.';
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
export const devMailQuerySchema = z.object({ to: text().trim().toLowerCase().max(254).optional() });
