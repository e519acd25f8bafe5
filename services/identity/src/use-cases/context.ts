import type { Logger, TokenVerifier } from '@marketplace/service-kit';
import type { IdentityConfig } from '../config';
import type { AvatarStore } from '../data/avatar-store';
import type { CompanyDirectory } from '../data/company-directory';
import type { IdentityModels } from '../data/models';
import type { UserStore } from '../data/users';
import type { Mailer } from '../mail/mailer';

/** What the use cases work with; built once in app.ts. */
export interface IdentityContext {
  config: IdentityConfig;
  logger: Logger;
  models: IdentityModels;
  users: UserStore;
  mailer: Mailer;
  avatars: AvatarStore;
  /** Read model of the admin's companies (for the profile's company block). */
  companies: CompanyDirectory;
  verifier: TokenVerifier;
  privateKey: string;
}
