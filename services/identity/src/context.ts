import type { Logger } from '@marketplace/service-kit/core';
import type { Counters } from '@marketplace/service-kit/store';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { TokenVerifier } from '@marketplace/service-kit/http';
import type { IdentityConfig } from './config';
import type { ApiKeyModel } from './data/api-key.model';
import type { AvatarStore } from './data/avatar-store';
import type { CompanyDirectory } from './data/company-directory';
import type { IdentityModels } from './data/models';
import type { NotificationStore } from './data/notifications';
import type { UserStore } from './data/users';
import type { Mailer } from './mail/mailer';
import type { HashGate } from './domain/hash-gate';
import type { RoundBuyerCompanyModel } from './data/round-buyer-company.model';
import type { WebhookDeliveryModel } from './data/webhook-delivery.model';
import type { WebhookEndpointModel } from './data/webhook-endpoint.model';
import type { WebhookSender } from './data/webhook-sender';

/**
 * What the use cases work with; built once in app.ts. Every collection is a field by its name
 * (`ctx.refreshTokens`, `ctx.webhookEndpoints`), as in every service; `users` and `notifications`
 * are the stores that write those records together with their events.
 */
export interface IdentityContext extends IdentityModels {
  config: IdentityConfig;
  logger: Logger;
  users: UserStore;
  notifications: NotificationStore;
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
  /** Companies' webhook endpoints. */
  webhookEndpoints: WebhookEndpointModel;
  webhookDeliveries: WebhookDeliveryModel;
  /** Each endpoint's deliveries numbered: the delivery log's order and pages. */
  deliveryNumbers: Counters;
  /** Who hears of a round's close: the buyers' companies of each round. */
  roundBuyerCompanies: RoundBuyerCompanyModel;
  sendWebhook: WebhookSender;
}
