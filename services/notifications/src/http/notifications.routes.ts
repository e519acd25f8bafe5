import type { Router } from 'express';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { callerOf, handle, pathParams } from '@marketplace/service-kit/http';
import type { NotificationsContext } from '../context';

const notificationParamsSchema = pathParams('id');

/**
 * The bell: every signed-in user, whatever the role, reads and marks their own
 * notifications only; another user's id answers as if it did not exist. People only: a route
 * without a scope refuses an API key's token.
 */
export function notificationRoutes(router: Router, ctx: NotificationsContext): void {
  router.get(
    '/notifications',
    handle(
      {
        summary: "The signed-in user's notifications, newest first, a page at a time",
        query: notificationsQuerySchema,
        response: notificationsPageSchema,
      },
      async ({ query }, req) => ctx.notifications.page(callerOf(req).userId, query.before, query.limit),
    ),
  );

  router.post(
    '/notifications/read-all',
    handle({ summary: 'Mark every notification read', noContent: true }, async (_input, req, res) => {
      await ctx.notifications.markAllRead(callerOf(req).userId);
      res.status(204).end();
    }),
  );

  router.post(
    '/notifications/:id/read',
    handle(
      {
        summary: 'Mark one notification read',
        params: notificationParamsSchema,
        response: notificationSchema,
      },
      async ({ params }, req) => {
        const read = await ctx.notifications.markRead(callerOf(req).userId, params.id);
        if (!read) throw notFound('Notification not found');
        return read;
      },
    ),
  );
}
