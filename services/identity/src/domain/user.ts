import type {
  EventData,
  Language,
  Profile,
  Role,
  SessionResponse,
  TeamRole,
  profileUpdatedV1,
  userRegisteredV1,
} from '@marketplace/contracts';
import { mailLanguage, teamRoleOf, wantsNotificationMail } from '@marketplace/domain';

/** A user as identity stores it: credentials, profile and state in one document. */
export interface UserRecord {
  _id: string;
  email: string;
  passwordHash: string;
  name: string;
  role: Role;
  phone: string | null;
  address: string | null;
  companyId: string | null;
  /**
   * A buyer's part in their company's buying team. Absent on records written before buying teams:
   * read through `teamRoleOf`, which makes a buyer with a company a member.
   */
  teamRole?: TeamRole | null;
  /** Object name in the avatar bucket, e.g. `<id>.png`; the URL below adds a cache-buster. */
  avatarKey: string | null;
  avatarUrl: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastActiveAt: Date | null;
  /**
   * Notifications by e-mail too. Absent on records written before it: read through
   * `wantsNotificationMail` (libs/domain), which takes absent as on.
   */
  emailNotifications?: boolean;
  /** The language of this user's e-mails; absent on older records, read through `mailLanguage`. */
  language?: Language;
  /**
   * The IANA time zone of the browser the user last signed in from (the app's `mp_tz` cookie):
   * e-mails write deadlines in it. Absent or null until then, read through `mailZone`.
   */
  timeZone?: string | null;
  _events: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toProfile(u: UserRecord, company: Profile['company'] = null): Profile {
  return {
    id: u._id,
    // One record per person: the authentication user and the profile share the id.
    authId: u._id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    address: u.address,
    role: u.role,
    companyId: u.companyId,
    // From identity's read model of the admin's companies (null until it has arrived).
    company: u.companyId ? company : null,
    avatarUrl: u.avatarUrl,
    createdAt: u.createdAt.toISOString(),
    lastActiveAt: iso(u.lastActiveAt),
    emailNotifications: wantsNotificationMail(u),
    language: mailLanguage(u),
    teamRole: teamRoleOf(u),
  };
}

export function toSessionUser(u: UserRecord): SessionResponse['user'] {
  return { id: u._id, email: u.email, role: u.role, name: u.name };
}

/**
 * How the user wants to be told, and whether they may be (a confirmed address): what the
 * notifications service's recipients directory keeps from both user events.
 */
function recipientFacts(u: UserRecord) {
  return {
    language: mailLanguage(u),
    timeZone: u.timeZone ?? null,
    emailNotifications: wantsNotificationMail(u),
    emailVerified: u.emailVerifiedAt !== null,
  };
}

export function userRegisteredData(u: UserRecord): EventData<typeof userRegisteredV1> {
  return {
    userId: u._id,
    email: u.email,
    name: u.name,
    role: u.role,
    companyId: u.companyId,
    teamRole: teamRoleOf(u),
    createdAt: u.createdAt.toISOString(),
    ...recipientFacts(u),
  };
}

export function profileUpdatedData(u: UserRecord): EventData<typeof profileUpdatedV1> {
  return {
    userId: u._id,
    email: u.email,
    name: u.name,
    role: u.role,
    phone: u.phone,
    address: u.address,
    companyId: u.companyId,
    teamRole: teamRoleOf(u),
    avatarUrl: u.avatarUrl,
    lastActiveAt: iso(u.lastActiveAt),
    updatedAt: u.updatedAt.toISOString(),
    ...recipientFacts(u),
  };
}

/** Avatar object names are chosen by the server: the user id and the sniffed extension. */
export const AVATAR_FILE_PATTERN = /^[a-z0-9-]+\.(png|jpg|gif|webp)$/;

export function avatarObjectName(userId: string, ext: string): string {
  return `${userId.toLowerCase()}.${ext}`;
}

/** The browser URL; `v` changes on every upload so caches never show the previous image. */
export function avatarPublicUrl(pathPrefix: string, objectName: string, at: Date): string {
  return `${pathPrefix}/avatars/${objectName}?v=${at.getTime()}`;
}

export interface NewUserInput {
  id: string;
  email: string;
  passwordHash: string;
  name: string;
  role: Role;
  /** Set for accounts whose email needs no confirmation (the configured first admin). */
  verified: boolean;
  /** The language the account was opened in (its mails'); English when not said. */
  language?: Language;
}

export function newUserRecord(input: NewUserInput, now: Date): Omit<UserRecord, '_events'> {
  return {
    _id: input.id,
    email: input.email,
    passwordHash: input.passwordHash,
    name: input.name,
    role: input.role,
    phone: null,
    address: null,
    companyId: null,
    avatarKey: null,
    avatarUrl: null,
    emailVerifiedAt: input.verified ? now : null,
    createdAt: now,
    updatedAt: now,
    lastActiveAt: null,
    emailNotifications: true,
    language: input.language ?? 'en',
  };
}

/**
 * An account whose address was never confirmed within `ttlMs` of its creation counts as gone:
 * it cannot sign in, and a new sign-up with the address takes the record over. (FerretDB has no
 * TTL indexes; deciding on read needs no sweeper to be on time.)
 */
export function isExpiredUnverified(
  u: Pick<UserRecord, 'emailVerifiedAt' | 'createdAt'>,
  now: Date,
  ttlMs: number,
): boolean {
  return u.emailVerifiedAt === null && u.createdAt.getTime() + ttlMs <= now.getTime();
}

/** Who an access token speaks for: the user as they are now (a session's, or an API key's maker). */
export function accessTokenInput(user: UserRecord) {
  return {
    userId: user._id,
    role: user.role,
    companyId: user.companyId,
    teamRole: teamRoleOf(user) ?? undefined,
    name: user.name,
  };
}
