import type { decideOrderCommand } from '@marketplace/contracts';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { decideOrder } from '../use-cases/orders';

/** Admin → buyer over NATS request/reply (spec §4 order decisions). */
export function decideOrderHandler(ctx: BuyerContext): CommandHandler<typeof decideOrderCommand> {
  return async ({ orderId, decision, actorId, reason }) => {
    const result = await decideOrder(ctx, orderId, decision, { actorId, reason });
    ctx.logger.info({ orderId, decision, actorId, status: result.status }, 'order decided');
    return result;
  };
}
