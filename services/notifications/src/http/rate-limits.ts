import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { WEBHOOK_TEST_EVENTS_PER_HOUR, WebhookProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '@marketplace/service-kit/core';

/**
 * "Send test event" per endpoint (route parameter `webhookId`), whoever asks: each one is a POST
 * to the receiver and a delivery kept for 30 days. Only events sent count (skipFailedRequests),
 * so another company's guesses at an id (404) spend nothing. In memory, per process: with several
 * replicas each keeps its own count, which still bounds what one endpoint costs.
 */
export function webhookTestLimit(): RequestHandler {
  return rateLimit({
    windowMs: 3600_000,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    limit: WEBHOOK_TEST_EVENTS_PER_HOUR,
    skipFailedRequests: true,
    keyGenerator: (req) => `webhook:${String(req.params.webhookId)}`,
    handler: (_req, res, next) =>
      next(
        new HttpProblem(
          429,
          WebhookProblemCodes.testLimitReached,
          'Too Many Requests',
          `An endpoint may have ${WEBHOOK_TEST_EVENTS_PER_HOUR} test events an hour; please wait a little`,
          undefined,
          { 'Retry-After': String(res.getHeader('Retry-After') ?? 3600) },
          { max: WEBHOOK_TEST_EVENTS_PER_HOUR },
        ),
      ),
  });
}
