import type { Router } from 'express';
import { profileSchema, updateProfileBodySchema } from '@marketplace/contracts';
import { handle } from '@marketplace/service-kit/http';
import { toProfile } from '../domain/user';
import type { IdentityContext } from '../context';
import { updateProfile } from '../use-cases/profiles';
import { activeSession, requireSession } from './session';

export function profileRoutes(router: Router, ctx: IdentityContext): void {
  const session = requireSession(ctx);

  router.get(
    '/profile/me',
    ...session,
    handle(
      { summary: "The signed-in user's profile", response: profileSchema },
      async (_input, _req, res) => {
        const { user } = activeSession(res);
        return toProfile(user, await ctx.companies.summaryOf(user.companyId));
      },
    ),
  );

  router.patch(
    '/profile/me',
    ...session,
    handle(
      {
        summary: "Change the signed-in user's profile: only the fields named",
        body: updateProfileBodySchema,
        response: profileSchema,
      },
      async ({ body }, _req, res) => {
        const user = await updateProfile(ctx, activeSession(res).user._id, body);
        return toProfile(user, await ctx.companies.summaryOf(user.companyId));
      },
    ),
  );
}
