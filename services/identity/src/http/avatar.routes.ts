import type { Router } from 'express';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, profileSchema } from '@marketplace/contracts';
import { handle, sendStoredFile, singleImageUpload, uploadedImage } from '@marketplace/service-kit/http';
import { AVATAR_FILE_PATTERN, toProfile } from '../domain/user';
import type { IdentityContext } from '../context';
import { readAvatar, setAvatar } from '../use-cases/profiles';
import { activeSession, requireSession } from './session';

const avatarParams = z.object({ file: z.string().regex(AVATAR_FILE_PATTERN) });

export function avatarRoutes(router: Router, ctx: IdentityContext): void {
  const session = requireSession(ctx);

  router.put(
    '/profile/me/avatar',
    ...session,
    singleImageUpload('avatar', AVATAR_MAX_BYTES),
    handle(
      {
        summary: "Set the signed-in user's picture (PNG, JPEG or WebP, checked by content)",
        upload: 'avatar',
        response: profileSchema,
      },
      async (_input, req, res) =>
        toProfile(await setAvatar(ctx, activeSession(res).user._id, uploadedImage(req))),
    ),
  );

  router.get(
    '/avatars/:file',
    ...session,
    handle(
      { summary: "A user's picture (for signed-in users)", params: avatarParams, file: 'image/*' },
      async ({ params }, _req, res) => {
        const image = await readAvatar(ctx, params.file);
        await sendStoredFile(
          res,
          image,
          { 'Cache-Control': 'private, max-age=300' },
          { logger: ctx.logger, what: 'avatar', object: params.file },
        );
      },
    ),
  );
}
