import type { decideOrderCommand } from '@marketplace/contracts';
import type { z } from 'zod';
import type { BuyerContext } from '../context';
import { decideOrder } from '../use-cases/orders';

/** Admin → buyer over NATS request/reply (spec §4 order decisions). */
export function decideOrderHandler(ctx: BuyerContext) {
  return async ({
    orderId,
    decision,
    actorId,
  }: z.infer<(typeof decideOrderCommand)['request']>): Promise<
    z.input<(typeof decideOrderCommand)['reply']>
  > => {
    const result = await decideOrder(ctx, orderId, decision);
    ctx.logger.info({ orderId, decision, actorId, status: result.status }, 'order decided');
    return result;
  };
}
