import { z } from 'zod';
import { defineEvent } from './envelope';
import { roleSchema } from './roles';

/**
 * Notifications: a bell in the shell's header, the same by e-mail. The service that
 * knows who must hear of something asks for it with a `<producer>.notification.requested.v1`
 * event in its own outbox (the buyer service knows who has orders in a round, the supplier who
 * owns it); the notifications service, which keeps a directory of recipients from identity's user
 * events, resolves them, stores one notification per user (kept 90 days), mails those who did not
 * turn e-mails off, and announces each with `notifications.notification.created.v1`, which the
 * realtime gateway relays to the user's channel.
 */

export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_approved',
  'order_rejected',
  'invoice_issued',
  /** The supplier sent a proforma to the buyer: what is due and by when. */
  'invoice_sent',
  /** Payments recorded on it now add up to its total. */
  'invoice_paid',
  /** Past its due date with something still due: the buyer and the supplier's company hear, once. */
  'invoice_overdue',
  /** A credit (or debit) note corrected a sent invoice: its number, amount and the new balance. */
  'credit_note_issued',
  'debit_note_issued',
  /** A supplier's shipment carried some of the order's units (`_partially`) or the last of them. */
  'order_shipped',
  'order_partially_shipped',
  /** The supplier's company hears that a buyer confirmed receipt; `count` units short or damaged. */
  'order_delivered',
  'order_delivered_with_issues',
  /** The supplier disputes what the buyer reported short or damaged, with its reason. */
  'discrepancy_disputed',
  /** A product arrived short to the group: what the rule took off the buyer's order. */
  'short_delivery',
  /** A supplier or series the buyer follows opened a round. */
  'round_opened',
  /**
   * Standing orders, as an edition of the series opens: placed for the buyer (`count` units, to
   * change or skip before `closeAt`); put in the cart instead (a price rose past the buyer's limit);
   * not placed (`missed`: no units left, or no company); and the last call for a holder who skipped.
   */
  'standing_order_placed',
  'standing_order_in_cart',
  'standing_order_missed',
  'standing_order_skipped_last_call',
  'round_submitted',
  'round_closing_soon',
  'round_extended',
  'round_closed',
  'moq_reached',
  /** A buyer's cart was cleared at a round's close: what went and why. */
  'cart_cleared',
  /** The supplier's company hears of orders on its rounds, grouped per round. */
  'supplier_order_placed',
  'supplier_order_approved',
  /** The supplier's company hears of the admin's decision on its round. */
  'round_approved',
  'round_rejected',
  /**
   * The last call: a product of a round the buyer is in is still short of its MOQ in
   * orders; `_cart` for a buyer whose units of it are only in a cart (a cart is not an order).
   */
  'last_call',
  'last_call_cart',
  /**
   * Flexible commitments: at the close, the group called in `count` of the buyer's
   * "up to N more" units of a product so that it met its MOQ; they joined the order.
   */
  'flex_called',
  /** Buying teams: a member's order over their limit waits for the company's approver. */
  'order_awaiting_company',
  /** The approver's decision, told to the member who placed the order. */
  'order_company_approved',
  'order_company_rejected',
  /** Still unapproved at the round's close: released like a cart; the member and approvers hear. */
  'order_released_unapproved',
  /** The round's last call, to approvers with `count` of their members' orders still waiting. */
  'approval_last_call',
  /** A member's spending limits were changed by their approver. */
  'team_limits_changed',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Kept this long, then pruned. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** A page of the bell's list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Values the text of a kind interpolates (`notifications:kinds.<kind>`): names, titles, counts.
 * Texts are never sent: each reader translates the kind in its own language.
 */
export const notificationParamsSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(300), z.number()]),
);
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** Who hears of it: users by id, every user of a company, every user of a role. */
export const notificationRecipientsSchema = z.object({
  userIds: z.array(z.string().max(100)).max(10_000).default([]),
  companyIds: z.array(z.string().max(100)).max(1_000).default([]),
  roles: z.array(roleSchema).max(3).default([]),
});
export type NotificationRecipients = z.input<typeof notificationRecipientsSchema>;

/** An app path opening the notification goes to, e.g. `/buyer/orders/<id>`. */
export const notificationLinkSchema = z
  .string()
  .max(300)
  .regex(/^\/(buyer|supplier|admin)(\/[A-Za-z0-9_\-/?=&.]*)?$/, 'not an app path');

export const notificationRequestSchema = z.object({
  kind: notificationKindSchema,
  recipients: notificationRecipientsSchema,
  params: notificationParamsSchema.default({}),
  link: notificationLinkSchema,
  /**
   * Identifies what it is about (e.g. `round-closed:<roundId>`): one notification per user and
   * key, so a redelivered or repeated request never notifies twice.
   */
  key: z.string().min(1).max(200),
});
export type NotificationRequest = z.input<typeof notificationRequestSchema>;

/** Requests by producer (one stream per producing service). */
export const buyerNotificationRequestedV1 = defineEvent(
  'buyer.notification.requested.v1',
  notificationRequestSchema,
);
export const supplierNotificationRequestedV1 = defineEvent(
  'supplier.notification.requested.v1',
  notificationRequestSchema,
);

/** One user's notification, as the bell lists it. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  link: notificationLinkSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Stored for a user: the realtime gateway relays it to that user's channel only. */
export const notificationCreatedV1 = defineEvent(
  'notifications.notification.created.v1',
  z.object({ userId: z.string(), notification: notificationSchema }),
);

// ---- HTTP (notifications service; /api/identity/notifications) --------------------------------

/** `GET /notifications?before=<id>`: newest first, a page at a time. */
export const notificationsQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
