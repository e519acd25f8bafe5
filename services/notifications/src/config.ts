import { z } from 'zod';
import {
  baseConfigSchema,
  optionalEnvFlag,
  portSchema,
  producerNameSchema,
  wholeNumberSchema,
} from '@marketplace/service-kit/core';

/** Events of this service travel on `notifications.…` subjects, in the NOTIFICATIONS stream. */
export const PRODUCER = 'notifications';

export const notificationsConfigSchema = baseConfigSchema
  .extend({
    PORT: portSchema(4006),
    MONGO_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
      .default('notifications'),
    /** Producers whose streams this service reads; only tests change them. */
    BUYER_PRODUCER: producerNameSchema('buyer'),
    SUPPLIER_PRODUCER: producerNameSchema('supplier'),
    IDENTITY_PRODUCER: producerNameSchema('identity'),
    /** Where the browser reaches the product: the links of notification e-mails point here. */
    PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:8080')
      .transform((u) => u.replace(/\/+$/, '')),
    /**
     * Where notification e-mails go (smtp:// or smtps://). Required: this service has no sink of
     * its own; a local run points it at identity's (`smtp://127.0.0.1:<SMTP_SINK_PORT>`).
     */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().min(3).default('B2B Marketplace <no-reply@marketplace.local>'),
    /**
     * Webhook endpoints on loopback, private or link-local addresses, and over plain http: for a
     * receiver on a developer's machine or in a test only (LOCAL_RUN=true required), never deployed.
     */
    WEBHOOK_ALLOW_PRIVATE: optionalEnvFlag(),
    /**
     * Waits before each retry of a failed delivery, in ms (comma-separated). The default follows
     * Standard Webhooks' advice: 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h: eight attempts within
     * 24 h of the event (WEBHOOK_RETRY_WINDOW_MS); tests shorten them.
     */
    WEBHOOK_RETRY_DELAYS_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be whole milliseconds separated by commas')
      .default('5000,300000,1800000,7200000,18000000,28800000,28800000')
      .transform((v) => v.split(',').map(Number)),
    /** How long a receiver has to answer one attempt. */
    WEBHOOK_TIMEOUT_MS: wholeNumberSchema(100, 10_000),
    /**
     * A database on the same server (identity's) whose notifications, webhooks and users this
     * service copies once on start, for a deployment that kept them there before (data/carry-over).
     */
    CARRY_OVER_FROM_DB: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be a plain database name')
        .optional(),
    ),
  })
  .superRefine((c, ctx) => {
    // Fail closed: what is unsafe outside a developer's machine needs LOCAL_RUN=true too.
    if (!c.LOCAL_RUN && c.WEBHOOK_ALLOW_PRIVATE)
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_PRIVATE'],
        message: 'webhooks into private networks are allowed only with LOCAL_RUN=true',
      });
  })
  .transform((c) => ({ ...c, WEBHOOK_ALLOW_PRIVATE: c.WEBHOOK_ALLOW_PRIVATE ?? false }));

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;
