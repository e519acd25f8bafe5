import type { Router } from 'express';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { handle, pathParams } from '@marketplace/service-kit/http';
import type { IdentityContext } from '../context';
import { activeSession, requireSession } from './session';

const notificationParamsSchema = pathParams('id');

/**
 * The bell: every signed-in user, whatever the role, reads and marks their own
 * notifications only; another user's id answers as if it did not exist.
 */
export function notificationRoutes(router: Router, ctx: IdentityContext): void {
  const session = requireSession(ctx);

  router.get(
    '/notifications',
    ...session,
    handle(
      {
        summary: "The signed-in user's notifications, newest first, a page at a time",
        query: notificationsQuerySchema,
        response: notificationsPageSchema,
      },
      async ({ query }, _req, res) =>
        ctx.notifications.page(activeSession(res).user._id, query.before, query.limit),
    ),
  );

  router.post(
    '/notifications/read-all',
    ...session,
    handle({ summary: 'Mark every notification read', noContent: true }, async (_input, _req, res) => {
      await ctx.notifications.markAllRead(activeSession(res).user._id);
      res.status(204).end();
    }),
  );

  router.post(
    '/notifications/:id/read',
    ...session,
    handle(
      {
        summary: 'Mark one notification read',
        params: notificationParamsSchema,
        response: notificationSchema,
      },
      async ({ params }, _req, res) => {
        const read = await ctx.notifications.markRead(activeSession(res).user._id, params.id);
        if (!read) throw notFound('Notification not found');
        return read;
      },
    ),
  );
}
