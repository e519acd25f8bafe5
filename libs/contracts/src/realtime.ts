import { z } from 'zod';
import { notificationSchema } from './notifications';
import { ROUND_CHANNEL_PATTERN, USER_CHANNEL_PATTERN } from './constants';

/**
 * Frames of the realtime gateway (`/ws`), spec §7: one broadcast channel per round named
 * `round-{id}-selections`, event `quantity_change` with `round_product_id`, `total_committed` and
 * `user_id`. `user_id` is never a user id on the wire: it is an opaque marker, the same for one
 * buyer within one round and meaningless elsewhere; each client learns its own marker when it
 * subscribes, so it can recognise its own changes and nothing else.
 */

const channelSchema = z
  .string()
  .max(100)
  .refine((c) => ROUND_CHANNEL_PATTERN.test(c) || USER_CHANNEL_PATTERN.test(c), 'not a channel');

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: channelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: channelSchema }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const quantityChangePayloadSchema = z.object({
  round_product_id: z.string(),
  total_committed: z.number().int().min(0),
  user_id: z.string(),
});
export type QuantityChangePayload = z.infer<typeof quantityChangePayloadSchema>;

/**
 * The round's order book moved: units in placed orders per round product, after entry
 * `seq` of the round's book (one sequence per round). Tells ordered units from units in carts.
 */
export const orderedChangePayloadSchema = z.object({
  ordered: z.array(z.object({ round_product_id: z.string(), total_ordered: z.number().int().min(0) })),
  /** Flexible units offered in those orders: the MOQ bar's flex segment. */
  flex: z.array(z.object({ round_product_id: z.string(), total_flex: z.number().int().min(0) })).optional(),
  /** Units in buying-team orders waiting for their company's approval: the bar's held segment. */
  held: z.array(z.object({ round_product_id: z.string(), total_held: z.number().int().min(0) })).optional(),
});
export type OrderedChangePayload = z.infer<typeof orderedChangePayloadSchema>;

/** Codes of `error` frames; the UI never shows them as alarms (the screens keep working). */
export const REALTIME_ERROR_CODES = [
  'frame.invalid',
  'channel.not_open',
  'channel.forbidden',
  'channel.limit',
  'rate.limited',
] as const;

export const serverFrameSchema = z.discriminatedUnion('type', [
  /** `you`: this client's own marker in that channel (compare with `user_id` of broadcasts). */
  z.object({ type: z.literal('subscribed'), channel: z.string(), you: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  z.object({
    type: z.literal('broadcast'),
    channel: z.string(),
    event: z.literal('quantity_change'),
    payload: quantityChangePayloadSchema,
    /** Ledger sequence of the round product: a client keeps the highest and drops older frames. */
    seq: z.number().int().min(1),
    /** When the change was recorded (ISO time). */
    at: z.string(),
  }),
  /** The units in orders of a round's products (buyer.order-book.changed.v1), newest `seq` wins. */
  z.object({
    type: z.literal('ordered'),
    channel: z.string(),
    payload: orderedChangePayloadSchema,
    seq: z.number().int().min(1),
    at: z.string(),
  }),
  /** A notification for the user whose channel this is (the notifications service's notificationCreatedV1). */
  z.object({ type: z.literal('notification'), channel: z.string(), notification: notificationSchema }),
  z.object({
    type: z.literal('error'),
    code: z.enum(REALTIME_ERROR_CODES),
    message: z.string(),
    channel: z.string().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

export { WS_CLOSE } from './constants';
