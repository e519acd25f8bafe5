import type { Express } from 'express';
import { createApp } from '../http/app';
import { authenticate, callerOf, type TokenVerifier } from '../http/auth';
import { handle } from '../http/handle';
import { silentLogger } from './infra';

/**
 * Another service as every service is built with the kit, trusting `verifier`: `GET /me` answers
 * the caller its token says, or the problem `authenticate` refuses it with. For specs of what
 * another service makes of a token (revoked sessions, a user's cut-off).
 */
export function callerEchoApp(service: string, verifier: TokenVerifier): Express {
  return createApp({
    service,
    logger: silentLogger(),
    routes: (r) => {
      r.use(authenticate(verifier));
      r.get(
        '/me',
        handle({}, (_i, req) => callerOf(req)),
      );
    },
  });
}
