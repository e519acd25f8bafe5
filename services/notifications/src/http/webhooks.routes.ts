import type { RequestHandler, Router } from 'express';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhooksResponseSchema,
  webhookWithSecretSchema,
} from '@marketplace/contracts';
import { callerOf, created, handle, pathParams } from '@marketplace/service-kit/http';
import type { NotificationsContext } from '../context';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from '../use-cases/webhooks';

const endpointParams = pathParams('webhookId');
const deliveryParams = pathParams('webhookId', 'deliveryId');

/**
 * A company's webhook endpoints and their delivery log, managed by a supplier or a buying team's
 * approver in a signed-in session (not with an API key: a leaked key must not redirect events; a
 * route without a scope refuses a key's token).
 */
export function webhooksRoutes(
  router: Router,
  ctx: NotificationsContext,
  webhookTests: RequestHandler,
): void {
  router.get(
    '/webhooks',
    handle(
      {
        summary: "The company's webhook endpoints, newest first, and the events they may hear of",
        response: webhooksResponseSchema,
      },
      (_input, req) => listWebhooks(ctx, callerOf(req)),
    ),
  );
  router.post(
    '/webhooks',
    created(
      {
        summary: 'Register an https endpoint for the events named; its signing secret is in this answer only',
        body: createWebhookBodySchema,
        response: webhookWithSecretSchema,
      },
      ({ body }, req) => createWebhook(ctx, callerOf(req), body),
    ),
  );
  router.patch(
    '/webhooks/:webhookId',
    handle(
      {
        summary:
          'Change the URL, description, events or enabled state of an endpoint (only the fields named)',
        params: endpointParams,
        body: updateWebhookBodySchema,
        response: webhookEndpointSchema,
      },
      ({ params, body }, req) => updateWebhook(ctx, callerOf(req), params.webhookId, body),
    ),
  );
  router.delete(
    '/webhooks/:webhookId',
    handle(
      { summary: 'Delete an endpoint: nothing more is sent to it', params: endpointParams, noContent: true },
      async ({ params }, req, res) => {
        await deleteWebhook(ctx, callerOf(req), params.webhookId);
        res.status(204).end();
      },
    ),
  );
  webhookUseRoutes(router, ctx, webhookTests);
}

/** What a company does with an endpoint it has: a new secret, a test, its deliveries. */
function webhookUseRoutes(router: Router, ctx: NotificationsContext, webhookTests: RequestHandler): void {
  router.post(
    '/webhooks/:webhookId/rotate-secret',
    handle(
      {
        summary: 'A new signing secret (in this answer only); the old one keeps signing for 24 hours',
        params: endpointParams,
        response: webhookWithSecretSchema,
      },
      ({ params }, req) => rotateWebhookSecret(ctx, callerOf(req), params.webhookId),
    ),
  );
  router.post(
    '/webhooks/:webhookId/test',
    webhookTests,
    created(
      {
        summary: 'Send a webhook.test event to the endpoint now',
        params: endpointParams,
        response: webhookDeliverySchema,
      },
      ({ params }, req) => sendTestEvent(ctx, callerOf(req), params.webhookId),
    ),
  );
  router.get(
    '/webhooks/:webhookId/deliveries',
    handle(
      {
        summary: "The endpoint's latest deliveries, newest first, each with its attempts",
        params: endpointParams,
        query: webhookDeliveriesQuerySchema,
        response: webhookDeliveriesResponseSchema,
      },
      ({ params, query }, req) => listDeliveries(ctx, callerOf(req), params.webhookId, query),
    ),
  );
  router.post(
    '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    handle(
      {
        summary: 'Deliver it again now, with the same webhook-id',
        params: deliveryParams,
        response: webhookDeliverySchema,
      },
      ({ params }, req) => redeliver(ctx, callerOf(req), params.webhookId, params.deliveryId),
    ),
  );
}
