import { z } from 'zod';
import {
  baseConfigSchema,
  portSchema,
  producerNameSchema,
  wholeNumberSchema,
} from '@marketplace/service-kit/core';
import { httpPolicyFromEnv } from '@marketplace/service-kit/http';

export const realtimeConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4005),
  /** The site (kit http-policy): the only origins whose pages may open a socket. */
  PUBLIC_URL: z.string().optional(),
  PUBLIC_ORIGINS: z.string().optional(),
  /** Key of the per-round markers that stand in for user ids; random per process when unset. */
  MARKER_SECRET: z.string().min(16).optional(),
  /** Ping every this often; a socket that did not answer the previous ping is dropped. */
  HEARTBEAT_MS: wholeNumberSchema(100, 30_000),
  /** A client whose unsent data passes this is disconnected instead of growing memory. */
  MAX_BUFFERED_BYTES: wholeNumberSchema(1024, 1024 * 1024),
  MAX_SUBSCRIPTIONS: wholeNumberSchema(1, 20),
  /** Frames a client may send per second (bucket of twice that size). */
  MAX_FRAMES_PER_SECOND: wholeNumberSchema(1, 20),
  /** Producers whose streams carry the events read here; only tests change them. */
  SUPPLIER_PRODUCER: producerNameSchema('supplier'),
  BUYER_PRODUCER: producerNameSchema('buyer'),
  NOTIFICATIONS_PRODUCER: producerNameSchema('notifications'),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** The origins a browser may connect from: the site's, by the kit's one rule (http-policy). */
export function allowedOrigins(config: RealtimeConfig): Set<string> {
  return new Set(
    httpPolicyFromEnv({ PUBLIC_URL: config.PUBLIC_URL, PUBLIC_ORIGINS: config.PUBLIC_ORIGINS }).publicOrigins,
  );
}
