import type { Router } from 'express';
import {
  resendVerificationBodySchema,
  signInBodySchema,
  signUpBodySchema,
  verifyEmailQuerySchema,
} from '@marketplace/contracts';
import { accessTokenFrom, handle } from '@marketplace/service-kit';
import type { IdentityContext } from '../use-cases/context';
import {
  RESEND_MESSAGE,
  SIGN_UP_MESSAGE,
  resendVerification,
  signUp,
  verifyEmail,
} from '../use-cases/accounts';
import { refreshSession, signIn, signOut } from '../use-cases/sessions';
import {
  activeSession,
  clearSessionCookies,
  refreshTokenOf,
  requireSession,
  sessionResponse,
  setSessionCookies,
} from './session';
import type { rateLimits } from './rate-limits';

export function authRoutes(
  router: Router,
  ctx: IdentityContext,
  limits: ReturnType<typeof rateLimits>,
): void {
  router.post(
    '/auth/sign-up',
    limits.signUp,
    handle({ body: signUpBodySchema }, async ({ body }, _req, res) => {
      await signUp(ctx, body);
      res.status(201).json({ message: SIGN_UP_MESSAGE });
    }),
  );

  router.post(
    '/auth/resend-verification',
    limits.signUp,
    handle({ body: resendVerificationBodySchema }, ({ body }, _req, res) => {
      // Answered before any lookup so neither the body nor the timing tells whether the account exists.
      void resendVerification(ctx, body.email).catch((err: Error) =>
        ctx.logger.error({ err: err.message }, 'resending verification failed'),
      );
      res.status(202).json({ message: RESEND_MESSAGE });
    }),
  );

  // A link opened from a mailbox: always a redirect, never an error page.
  router.get('/auth/verify', async (req, res) => {
    const query = verifyEmailQuerySchema.safeParse(req.query);
    const user = query.success ? await verifyEmail(ctx, query.data.token) : null;
    res.redirect(303, user ? `${ctx.config.PUBLIC_URL}/` : `${ctx.config.PUBLIC_URL}/auth?verify=invalid`);
  });

  router.post(
    '/auth/sign-in',
    limits.signIn,
    handle({ body: signInBodySchema }, async ({ body }, req, res) => {
      const { user, session } = await signIn(ctx, body, req.ip);
      setSessionCookies(ctx, res, session);
      return sessionResponse(user, session.accessExpiresAt);
    }),
  );

  router.post(
    '/auth/refresh',
    handle({}, async (_input, req, res) => {
      try {
        const { user, session } = await refreshSession(ctx, refreshTokenOf(req));
        setSessionCookies(ctx, res, session);
        return sessionResponse(user, session.accessExpiresAt);
      } catch (err) {
        clearSessionCookies(ctx, res);
        throw err;
      }
    }),
  );

  router.post(
    '/auth/sign-out',
    handle({}, async (_input, req, res) => {
      await signOut(ctx, refreshTokenOf(req), accessTokenFrom(req));
      clearSessionCookies(ctx, res);
      res.status(204).end();
    }),
  );

  router.get(
    '/auth/session',
    ...requireSession(ctx),
    handle({}, (_input, _req, res) => {
      const session = activeSession(res);
      return sessionResponse(session.user, session.accessExpiresAt);
    }),
  );
}
