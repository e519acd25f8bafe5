import type { Logger } from '@marketplace/service-kit/core';
import type { Mailer } from '@marketplace/service-kit/mail';
import type { Counters } from '@marketplace/service-kit/store';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { NotificationsConfig } from './config';
import type { NotificationStore } from './data/notifications';
import type { RecipientDirectory } from './data/recipients';
import type { RoundBuyerCompanyModel } from './data/round-buyer-company.model';
import type { WebhookDeliveryModel } from './data/webhook-delivery.model';
import type { WebhookEndpointModel } from './data/webhook-endpoint.model';
import type { WebhookSender } from './data/webhook-sender';

/**
 * What the use cases work with; built once in app.ts. Every collection or store is a field by
 * its name (`ctx.notifications`, `ctx.webhookEndpoints`), as in every service.
 */
export interface NotificationsContext {
  config: NotificationsConfig;
  logger: Logger;
  /** Records webhook deliveries with their due-events. */
  outbox: Outbox;
  /** The bell's notifications and their e-mail claims, written with their events. */
  notifications: NotificationStore;
  /** Read model of identity's users: who a request names, and how to write to them. */
  recipients: RecipientDirectory;
  mailer: Mailer;
  /** Companies' webhook endpoints. */
  webhookEndpoints: WebhookEndpointModel;
  webhookDeliveries: WebhookDeliveryModel;
  /** Each endpoint's deliveries numbered: the delivery log's order and pages. */
  deliveryNumbers: Counters;
  /** Who hears of a round's close: the buyers' companies of each round. */
  roundBuyerCompanies: RoundBuyerCompanyModel;
  sendWebhook: WebhookSender;
}
