import type { Router } from 'express';
import {
  PASSWORD_RESET_REQUEST_MESSAGE,
  confirmEmailBodySchema,
  messageResponseSchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  resendVerificationBodySchema,
  sessionResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  verifyEmailQuerySchema,
} from '@marketplace/contracts';
import { accessTokenFrom, documented, handle } from '@marketplace/service-kit/http';
import type { IdentityContext } from '../context';
import {
  CONFIRMED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  RESEND_MESSAGE,
  SIGN_UP_MESSAGE,
  invalidLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
} from '../use-cases/accounts';
import { refreshSession, signIn, signOut } from '../use-cases/sessions';
import { timeZoneOf } from '@marketplace/contracts/cookies';
import {
  activeSession,
  clearSessionCookies,
  refreshTokenOf,
  requireSession,
  sessionResponse,
  setSessionCookies,
} from './session';
import { addressBudgetSpent, type rateLimits } from './rate-limits';

type Limits = ReturnType<typeof rateLimits>;

/** `/auth`: opening an account, choosing a new password, then sessions. */
export function authRoutes(router: Router, ctx: IdentityContext, limits: Limits): void {
  signUpRoutes(router, ctx, limits);
  passwordRoutes(router, ctx, limits);
  sessionRoutes(router, ctx, limits);
}

/** Opening an account and confirming its email with the mailed link. */
function signUpRoutes(router: Router, ctx: IdentityContext, limits: Limits): void {
  router.post(
    '/auth/sign-up',
    limits.signUp,
    handle(
      {
        summary: 'Sign up: an account that confirms its email before signing in',
        body: signUpBodySchema,
        status: 201,
        response: messageResponseSchema,
      },
      async ({ body }, _req, res) => {
        await signUp(ctx, body);
        res.status(201).json({ message: SIGN_UP_MESSAGE });
      },
    ),
  );

  router.post(
    '/auth/resend-verification',
    ...limits.mail,
    handle(
      {
        summary: 'Send the confirmation mail again (same answer whether or not the account exists)',
        body: resendVerificationBodySchema,
        status: 202,
        response: messageResponseSchema,
      },
      ({ body }, _req, res) => {
        // Answered before any lookup so neither the body nor the timing tells whether the account exists.
        void resendVerification(ctx, body.email).catch((err: Error) =>
          ctx.logger.error({ err: err.message }, 'resending verification failed'),
        );
        res.status(202).json({ message: RESEND_MESSAGE });
      },
    ),
  );

  // Links mailed before confirmation became explicit point here. Opening a link (or a mail
  // scanner's GET/HEAD) must change nothing: it only leads to the page with the Confirm button.
  router.get(
    '/auth/verify',
    documented(
      {
        summary: 'A mailed confirmation link: leads to the page with the Confirm button',
        query: verifyEmailQuerySchema,
        status: 303,
        noContent: true,
      },
      (req, res) => {
        const query = verifyEmailQuerySchema.safeParse(req.query);
        res.redirect(
          303,
          query.success
            ? `${ctx.config.PUBLIC_URL}/auth/confirm?token=${encodeURIComponent(query.data.token)}`
            : `${ctx.config.PUBLIC_URL}/auth?verify=invalid`,
        );
      },
    ),
  );

  // The person's click on "Confirm" (shell page /auth/confirm).
  router.post(
    '/auth/verify',
    limits.signUp,
    handle(
      {
        summary: "Confirm an account's email with the mailed token",
        body: confirmEmailBodySchema,
        response: messageResponseSchema,
      },
      async ({ body }) => {
        if (!(await verifyEmail(ctx, body.token))) throw invalidLink();
        return { message: CONFIRMED_MESSAGE };
      },
    ),
  );
}

/** Choosing a new password with a mailed link. */
function passwordRoutes(router: Router, ctx: IdentityContext, limits: Limits): void {
  router.post(
    '/auth/password-reset/request',
    ...limits.mail,
    handle(
      {
        summary: 'Mail a link to choose a new password (same answer whether or not the account exists)',
        body: passwordResetRequestBodySchema,
        status: 202,
        response: messageResponseSchema,
      },
      ({ body }, _req, res) => {
        // Same answer and timing whether or not the account exists.
        void requestPasswordReset(ctx, body.email).catch((err: Error) =>
          ctx.logger.error({ err: err.message }, 'password reset mail failed'),
        );
        res.status(202).json({ message: PASSWORD_RESET_REQUEST_MESSAGE });
      },
    ),
  );

  router.post(
    '/auth/password-reset',
    limits.signUp,
    handle(
      {
        summary: 'Choose a new password with the mailed token; every session ends',
        body: passwordResetBodySchema,
        response: messageResponseSchema,
      },
      async ({ body }, _req, res) => {
        await resetPassword(ctx, body);
        // This browser's session (if any) ended with all the others.
        clearSessionCookies(ctx, res);
        return { message: PASSWORD_CHANGED_MESSAGE };
      },
    ),
  );
}

/** A session's life: signed in, refreshed, signed out, and read back. */
function sessionRoutes(router: Router, ctx: IdentityContext, limits: Limits): void {
  router.post(
    '/auth/sign-in',
    ...limits.signIn,
    handle(
      {
        summary: "Sign in: the session's tokens in HttpOnly cookies, its user in the answer",
        body: signInBodySchema,
        response: sessionResponseSchema,
      },
      async ({ body }, req, res) => {
        const { user, session } = await signIn(
          ctx,
          body,
          req.ip,
          addressBudgetSpent(req),
          timeZoneOf(req.headers.cookie ?? ''),
        );
        setSessionCookies(ctx, res, session);
        return sessionResponse(user, session.accessExpiresAt);
      },
    ),
  );

  router.post(
    '/auth/refresh',
    limits.refresh,
    handle(
      { summary: "A new access token from the session's refresh cookie", response: sessionResponseSchema },
      async (_input, req, res) => {
        try {
          const { user, session } = await refreshSession(ctx, refreshTokenOf(req));
          setSessionCookies(ctx, res, session);
          return sessionResponse(user, session.accessExpiresAt);
        } catch (err) {
          clearSessionCookies(ctx, res);
          throw err;
        }
      },
    ),
  );

  router.post(
    '/auth/sign-out',
    handle(
      { summary: 'Sign out: this session ends and its cookies are cleared', noContent: true },
      async (_input, req, res) => {
        await signOut(ctx, refreshTokenOf(req), accessTokenFrom(req));
        clearSessionCookies(ctx, res);
        res.status(204).end();
      },
    ),
  );

  router.get(
    '/auth/session',
    ...requireSession(ctx),
    handle(
      {
        summary: 'The signed-in session: its user and when the access token expires',
        response: sessionResponseSchema,
      },
      (_input, _req, res) => {
        const session = activeSession(res);
        return sessionResponse(session.user, session.accessExpiresAt);
      },
    ),
  );
}
