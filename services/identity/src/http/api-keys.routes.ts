import type { Router } from 'express';
import {
  apiKeySchema,
  apiKeysResponseSchema,
  apiKeyTokenResponseSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@marketplace/contracts';
import { callerOf, created, handle, pathParams } from '@marketplace/service-kit/http';
import type { IdentityContext } from '../context';
import { createApiKey, listApiKeys, revokeApiKey, tradeApiKey } from '../use-cases/api-keys';
import type { rateLimits } from './rate-limits';
import { requireSession } from './session';

const keyParams = pathParams('keyId');

/** A company's API keys, managed by a supplier or a buying team's approver in a signed-in session. */
export function apiKeysRoutes(
  router: Router,
  ctx: IdentityContext,
  limits: ReturnType<typeof rateLimits>,
): void {
  // The key itself is the credential here (`Authorization: Bearer mk_…`); the edge calls this for
  // every key it has not traded lately, on its caller's behalf (X-Forwarded-For), a client may too.
  router.post(
    '/api-keys/token',
    limits.keyTrade,
    handle(
      {
        summary:
          "Trade an API key (Authorization: Bearer mk_…) for a short access token with the key's scopes",
        response: apiKeyTokenResponseSchema,
      },
      (_input, req) => {
        const header = req.headers.authorization;
        return tradeApiKey(ctx, header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined);
      },
    ),
  );

  const session = requireSession(ctx);
  router.get(
    '/api-keys',
    ...session,
    handle(
      {
        summary: "The company's API keys, newest first, and the scopes the caller may give",
        response: apiKeysResponseSchema,
      },
      (_input, req) => listApiKeys(ctx, callerOf(req)),
    ),
  );
  router.post(
    '/api-keys',
    ...session,
    created(
      {
        summary: 'Make an API key with the scopes named; its secret is in this answer only',
        body: createApiKeyBodySchema,
        response: createdApiKeySchema,
      },
      ({ body }, req) => createApiKey(ctx, callerOf(req), body),
    ),
  );
  router.delete(
    '/api-keys/:keyId',
    ...session,
    handle(
      { summary: 'Revoke an API key: its calls stop at once', params: keyParams, response: apiKeySchema },
      ({ params }, req) => revokeApiKey(ctx, callerOf(req), params.keyId),
    ),
  );
}
