import type { Router } from 'express';
import { updateProfileBodySchema } from '@marketplace/contracts';
import { handle } from '@marketplace/service-kit';
import { toProfile } from '../domain/user';
import type { IdentityContext } from '../use-cases/context';
import { updateProfile } from '../use-cases/profiles';
import { activeSession, requireSession } from './session';

export function profileRoutes(router: Router, ctx: IdentityContext): void {
  const session = requireSession(ctx);

  router.get(
    '/profile/me',
    ...session,
    handle({}, (_input, _req, res) => toProfile(activeSession(res).user)),
  );

  router.patch(
    '/profile/me',
    ...session,
    handle({ body: updateProfileBodySchema }, async ({ body }, _req, res) =>
      toProfile(await updateProfile(ctx, activeSession(res).user._id, body)),
    ),
  );
}
