import type { NatsConnection, Subscription } from 'nats';
import { decideOrderCommand } from '@marketplace/contracts';
import { serveCommand } from '@marketplace/service-kit';
import type { BuyerContext } from '../use-cases/context';
import { decideOrder } from '../use-cases/orders';

/** Admin → buyer over NATS request/reply (spec §4 order decisions). */
export function serveDecideOrder(ctx: BuyerContext, nc: NatsConnection, service: string): Subscription {
  return serveCommand(nc, decideOrderCommand, service, ctx.logger, async ({ orderId, decision, actorId }) => {
    const result = await decideOrder(ctx, orderId, decision);
    ctx.logger.info({ orderId, decision, actorId, status: result.status }, 'order decided');
    return result;
  });
}
