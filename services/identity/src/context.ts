import type { Logger } from '@marketplace/service-kit/core';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { TokenVerifier } from '@marketplace/service-kit/http';
import type { IdentityConfig } from './config';
import type { ApiKeyModel } from './data/api-key.model';
import type { AvatarStore } from './data/avatar-store';
import type { CompanyDirectory } from './data/company-directory';
import type { IdentityModels } from './data/models';
import type { UserStore } from './data/users';
import type { Mailer } from '@marketplace/service-kit/mail';
import type { HashGate } from './domain/hash-gate';

/**
 * What the use cases work with; built once in app.ts. Every collection is a field by its name
 * (`ctx.refreshTokens`, `ctx.apiKeys`), as in every service; `users` is the store that writes
 * user records together with their events.
 */
export interface IdentityContext extends IdentityModels {
  config: IdentityConfig;
  logger: Logger;
  users: UserStore;
  /** For announcements that are not user-document changes (revocations). */
  outbox: Outbox;
  /** Bounds concurrent password hashing (sign-in, sign-up, reset): argon2 is the costly part. */
  hashing: HashGate;
  mailer: Mailer;
  avatars: AvatarStore;
  /** Read model of the admin's companies (for the profile's company block). */
  companies: CompanyDirectory;
  verifier: TokenVerifier;
  privateKey: string;
  /** A company's API keys (digests only). */
  apiKeys: ApiKeyModel;
}
