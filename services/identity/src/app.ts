import { objectStoreFor } from '@marketplace/service-kit/store';
import {
  eventWork,
  serviceOutbox,
  type Outbox,
  type OutboxTestHooks,
} from '@marketplace/service-kit/messaging';
import { createServiceApp, httpPolicyFromEnv, signAccessToken } from '@marketplace/service-kit/http';
import type { BuiltService, ServiceDeps } from '@marketplace/service-kit/runtime';
import type { Express, Router } from 'express';
import { PRODUCER, type IdentityConfig } from './config';
import { HashGate } from './domain/hash-gate';
import { AvatarStore } from './data/avatar-store';
import { CompanyDirectory } from './data/company-directory';
import { identitySubscriptions } from './events/subscriptions';
import { createModels, pruneExpired, type IdentityModels } from './data/models';
import { UserStore } from './data/users';
import { createMailer, type Mailer } from '@marketplace/service-kit/mail';
import { startMailSink, type MailSink } from './mail/sink';
import { apiKeysRoutes } from './http/api-keys.routes';
import { apiKeyModel } from './data/api-key.model';
import { authRoutes } from './http/auth.routes';
import { avatarRoutes } from './http/avatar.routes';
import { devRoutes } from './http/dev.routes';
import { profileRoutes } from './http/profile.routes';
import { rateLimits } from './http/rate-limits';
import { seedAdmin } from './use-cases/accounts';
import type { IdentityContext } from './context';

export interface IdentityOptions {
  /** PEM private key; identity is the only service that signs access tokens. */
  privateKey: string;
  outbox?: OutboxTestHooks;
  pruneEveryMs?: number;
}

export interface IdentityService extends BuiltService {
  app: Express;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  context: IdentityContext;
}

/** Fails at boot, not at the first sign-in, when the two keys are not a pair. */
function checkKeyPair(deps: ServiceDeps<IdentityConfig>, privateKey: string): void {
  try {
    deps.verifier.verifyAccess(
      signAccessToken(privateKey, { userId: 'key-check', role: 'buyer', companyId: null }, 60),
    );
  } catch {
    throw new Error(
      'JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY: tokens signed here would be refused everywhere',
    );
  }
}

/** The mail sink of a local run (opt-in; config refuses it elsewhere), then the mailer. */
async function mailOf(deps: ServiceDeps<IdentityConfig>, models: IdentityModels) {
  const { config, logger } = deps;
  // Opt-in and local only (config refuses it otherwise); real mail goes to SMTP_URL.
  let sink: MailSink | undefined;
  if (config.DEV_MAIL_SINK && !config.SMTP_URL) {
    logger.warn('DEV_MAIL_SINK: mail is kept in the embedded sink and readable at /dev/mail');
    sink = await startMailSink({
      port: config.SMTP_SINK_PORT,
      host: config.SMTP_SINK_HOST,
      models,
      logger,
    });
  }
  const mailer = createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, sinkPort: sink?.port });
  return { sink, mailer };
}

/** The context: the collections, the stores that write with their events, and the helpers. */
async function identityContext(
  deps: ServiceDeps<IdentityConfig>,
  options: IdentityOptions,
  models: IdentityModels,
  outbox: Outbox,
  mailer: Mailer,
): Promise<IdentityContext> {
  const { config, logger, conn } = deps;
  const ctx: IdentityContext = {
    config,
    logger,
    ...models,
    users: new UserStore(models, outbox),
    outbox,
    hashing: new HashGate(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE),
    mailer,
    avatars: new AvatarStore(objectStoreFor(config, config.AVATAR_BUCKET), logger),
    companies: await CompanyDirectory.create(conn),
    verifier: deps.verifier,
    privateKey: options.privateKey,
    apiKeys: apiKeyModel(conn),
  };
  await ctx.apiKeys.init();
  return ctx;
}

/** Every route, with the rate limits of the costly and guessable ones; the mailbox only with the sink. */
function identityRoutes(ctx: IdentityContext, withDevMail: boolean) {
  const { config } = ctx;
  const limits = rateLimits({
    signInPerMinute: config.SIGN_IN_RATE_LIMIT,
    signInPerIpPerMinute: config.SIGN_IN_IP_RATE_LIMIT,
    signUpPerMinute: config.SIGN_UP_RATE_LIMIT,
    mailPerEmailCooldownS: config.MAIL_PER_EMAIL_COOLDOWN_S,
    mailPerIpPerMinute: config.MAIL_PER_IP_RATE_LIMIT,
    refreshPerMinute: config.REFRESH_RATE_LIMIT,
    keyTradeFailuresPerMinute: config.API_KEY_TRADE_RATE_LIMIT,
  });
  return (router: Router) => {
    authRoutes(router, ctx, limits);
    apiKeysRoutes(router, ctx, limits);
    profileRoutes(router, ctx);
    avatarRoutes(router, ctx);
    if (withDevMail) devRoutes(router, ctx);
  };
}

export async function buildIdentity(
  deps: ServiceDeps<IdentityConfig>,
  options: IdentityOptions,
): Promise<IdentityService> {
  const { config, logger, conn } = deps;
  checkKeyPair(deps, options.privateKey);

  const models = await createModels(conn);
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  await outbox.init();
  const { sink, mailer } = await mailOf(deps, models);
  const ctx = await identityContext(deps, options, models, outbox, mailer);

  const app = createServiceApp(deps, {
    // Same rules as every service (PUBLIC_ORIGINS, TRUST_PROXY_HOPS), with identity's PUBLIC_URL.
    http: httpPolicyFromEnv({ ...process.env, PUBLIC_URL: config.PUBLIC_URL }),
    routes: identityRoutes(ctx, Boolean(sink)),
  });

  const events = eventWork(deps, outbox, () => identitySubscriptions(ctx));
  let pruneTimer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneExpired(models).catch((err: Error) =>
      logger.warn({ err: err.message }, 'pruning expired records failed'),
    );

  return {
    app,
    context: ctx,
    async start() {
      await events.start();
      await seedAdmin(ctx);
      void ctx.avatars
        .ensureBucket()
        .catch((err: Error) =>
          logger.warn({ err: err.message }, 'avatar bucket not ready yet; uploads will retry'),
        );
      pruneTimer = setInterval(() => void prune(), options.pruneEveryMs ?? 15 * 60_000);
      pruneTimer.unref();
    },
    async stop() {
      if (pruneTimer) clearInterval(pruneTimer);
      await events.stop();
      mailer.close();
      await sink?.close();
    },
  };
}
