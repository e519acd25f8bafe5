import type { Router } from 'express';
import { z } from 'zod';
import { devMailQuerySchema, devMailSchema, type DevMail } from '@marketplace/contracts';
import { handle } from '@marketplace/service-kit/http';
import type { IdentityContext } from '../context';

/** The dev mail sink's reader; mounted only with DEV_MAIL_SINK=true (a local run, see config.ts). */
export function devRoutes(router: Router, ctx: IdentityContext): void {
  router.get(
    '/dev/mail',
    handle(
      {
        summary: 'Mails caught by the local mail sink (local runs only)',
        query: devMailQuerySchema,
        response: z.array(devMailSchema),
      },
      async ({ query }): Promise<DevMail[]> => {
        const mails = await ctx.devMails
          .find(query.to ? { recipients: query.to } : {})
          .sort({ sentAt: -1 })
          .limit(500)
          .lean();
        return mails.map((m) => ({
          id: m._id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: m.links,
          sentAt: m.sentAt.toISOString(),
        }));
      },
    ),
  );
}
