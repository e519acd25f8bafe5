import { eventWork, serviceOutbox, type OutboxTestHooks } from '@marketplace/service-kit/messaging';
import { authenticate, createServiceApp, httpPolicyFromEnv } from '@marketplace/service-kit/http';
import { createMailer } from '@marketplace/service-kit/mail';
import type { BuiltService, ServiceDeps } from '@marketplace/service-kit/runtime';
import type { Express } from 'express';
import { PRODUCER, type NotificationsConfig } from './config';
import type { NotificationsContext } from './context';
import { carryOverFrom } from './data/carry-over';
import { notificationModels } from './data/notification.model';
import { NotificationStore } from './data/notifications';
import { RecipientDirectory } from './data/recipients';
import { recipientModel } from './data/recipients.model';
import { roundBuyerCompanyModel } from './data/round-buyer-company.model';
import { deliveryNumbers, webhookDeliveryModel } from './data/webhook-delivery.model';
import { webhookEndpointModel } from './data/webhook-endpoint.model';
import { webhookSender } from './data/webhook-sender';
import { notificationsSubscriptions } from './events/subscriptions';
import { notificationRoutes } from './http/notifications.routes';
import { webhookTestLimit } from './http/rate-limits';
import { webhooksRoutes } from './http/webhooks.routes';
import { pruneDeliveries } from './use-cases/webhook-delivery';

export interface NotificationsOptions {
  outbox?: OutboxTestHooks;
  pruneEveryMs?: number;
}

export interface NotificationsService extends BuiltService {
  app: Express;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  context: NotificationsContext;
}

/**
 * The browser and API clients keep calling these routes under identity's prefix, which the edge
 * and the Ingress send here: the reference says so, for whoever reads it merged at the edge.
 */
const API_DESCRIPTION =
  "Users' notifications (the bell) and companies' webhooks. Reached at /api/identity/notifications… " +
  'and /api/identity/webhooks… (the paths these routes had when identity served them), and at ' +
  '/api/notifications/….';

/** The context: the collections, the stores that write with their events, and the helpers. */
async function notificationsContext(
  deps: ServiceDeps<NotificationsConfig>,
  outbox: NotificationsContext['outbox'],
): Promise<NotificationsContext> {
  const { config, logger, conn } = deps;
  const ctx: NotificationsContext = {
    config,
    logger,
    outbox,
    notifications: new NotificationStore(await notificationModels(conn), outbox),
    recipients: new RecipientDirectory(recipientModel(conn)),
    mailer: createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL }),
    webhookEndpoints: webhookEndpointModel(conn),
    webhookDeliveries: webhookDeliveryModel(conn),
    deliveryNumbers: deliveryNumbers(conn),
    roundBuyerCompanies: roundBuyerCompanyModel(conn),
    sendWebhook: webhookSender({
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    }),
  };
  await Promise.all([
    ctx.recipients.init(),
    ctx.webhookEndpoints.init(),
    ctx.webhookDeliveries.init(),
    ctx.roundBuyerCompanies.init(),
  ]);
  return ctx;
}

export async function buildNotifications(
  deps: ServiceDeps<NotificationsConfig>,
  options: NotificationsOptions = {},
): Promise<NotificationsService> {
  const { config, logger } = deps;
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  await outbox.init();
  const ctx = await notificationsContext(deps, outbox);

  const app = createServiceApp(deps, {
    // Same rules as every service (PUBLIC_ORIGINS, TRUST_PROXY_HOPS), with this service's PUBLIC_URL.
    http: httpPolicyFromEnv({ ...process.env, PUBLIC_URL: config.PUBLIC_URL }),
    apiDescription: API_DESCRIPTION,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      notificationRoutes(router, ctx);
      webhooksRoutes(router, ctx, webhookTestLimit());
    },
  });

  const events = eventWork(deps, outbox, () => notificationsSubscriptions(config, ctx));
  let pruneTimer: NodeJS.Timeout | undefined;
  const prune = () =>
    Promise.all([ctx.notifications.pruneExpired(), pruneDeliveries(ctx)]).catch((err: Error) =>
      logger.warn({ err: err.message }, 'pruning expired records failed'),
    );

  return {
    app,
    context: ctx,
    async start() {
      // Before any event is handled: what the older release kept in identity's database is here first.
      if (config.CARRY_OVER_FROM_DB) await carryOverFrom(deps.conn, config.CARRY_OVER_FROM_DB, logger);
      await events.start();
      pruneTimer = setInterval(() => void prune(), options.pruneEveryMs ?? 15 * 60_000);
      pruneTimer.unref();
    },
    async stop() {
      if (pruneTimer) clearInterval(pruneTimer);
      await events.stop();
      ctx.mailer.close();
    },
  };
}
