import type { Router } from 'express';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import {
  adminOrdersQuerySchema,
  adminRoundsQuerySchema,
  decideOrderCommand,
  decideRoundCommand,
  orderDecisionBodySchema,
  roundDecisionBodySchema,
  type AdminOrdersResponse,
  type AdminRoundsResponse,
} from '@marketplace/contracts';
import { callerOf, handle, requireRole, sendCommand } from '@marketplace/service-kit';
import type { OrderRowDoc, OrderRowModel, RoundRowDoc, RoundRowModel } from '../data/moderation.model';
import type { UserRowDoc, UserRowModel } from '../data/user-row.model';
import { orderRowView, ordersFilter, roundRowView, roundsFilter } from '../domain/moderation';
import { containsText } from '../domain/users-query';

/**
 * Sorts are not pushed down to FerretDB: a page costs time in proportion to what the filter
 * matches, so pages are bounded and the status filter (indexed) narrows them first.
 */
const PAGE_LIMIT = 200;
const BUYER_MATCH_LIMIT = 200;
const roundParams = z.object({ roundId: z.string().min(1).max(100) });
const orderParams = z.object({ orderId: z.string().min(1).max(100) });

/** Buyer name and email of each order, from the users read model (one query per page). */
export async function buyersOf(users: UserRowModel, buyerIds: string[]) {
  const ids = [...new Set(buyerIds)];
  const found = ids.length
    ? await users
        .find({ _id: { $in: ids } }, { name: 1, email: 1 })
        .lean<Pick<UserRowDoc, '_id' | 'name' | 'email'>[]>()
    : [];
  return new Map(found.map((u) => [u._id, { name: u.name, email: u.email }]));
}

export function moderationRoutes(
  router: Router,
  deps: { rounds: RoundRowModel; orders: OrderRowModel; users: UserRowModel; nc: NatsConnection },
): void {
  const { rounds, orders, users, nc } = deps;
  const admin = requireRole('admin');

  router.get(
    '/rounds',
    admin,
    handle({ query: adminRoundsQuerySchema }, async ({ query }): Promise<AdminRoundsResponse> => {
      const filter = roundsFilter(query);
      const [rows, total] = await Promise.all([
        rounds.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean<RoundRowDoc[]>(),
        rounds.countDocuments(filter),
      ]);
      return { total, items: rows.map(roundRowView) };
    }),
  );

  /** Approve, reject or close: the supplier service owns rounds and decides; its refusal passes through. */
  router.post(
    '/rounds/:roundId/decision',
    admin,
    handle({ params: roundParams, body: roundDecisionBodySchema }, async ({ params, body }, req) => {
      const reply = await sendCommand(
        nc,
        decideRoundCommand,
        { roundId: params.roundId, decision: body.decision, actorId: callerOf(req).userId },
        // Closing clears the round's carts first (buyer side), which takes longer than a flip.
        10_000,
      );
      // Shown at once; the supplier's event (with the round's new version) confirms it.
      await rounds.updateOne({ _id: params.roundId }, { $set: { status: reply.status } });
      return reply;
    }),
  );

  router.get(
    '/orders',
    admin,
    handle({ query: adminOrdersQuerySchema }, async ({ query }): Promise<AdminOrdersResponse> => {
      const search = query.search?.trim();
      const buyerIds = search
        ? (
            await users
              .find({ $or: [{ name: containsText(search) }, { email: containsText(search) }] }, { _id: 1 })
              .limit(BUYER_MATCH_LIMIT)
              .lean()
          ).map((u) => u._id)
        : [];
      const filter = ordersFilter(query, buyerIds);
      const [rows, total, pendingCount] = await Promise.all([
        orders.find(filter).sort({ createdAt: -1 }).limit(PAGE_LIMIT).lean<OrderRowDoc[]>(),
        orders.countDocuments(filter),
        orders.countDocuments({ status: 'pending_admin' }),
      ]);
      const buyers = await buyersOf(
        users,
        rows.map((o) => o.buyerId),
      );
      return { total, pendingCount, items: rows.map((o) => orderRowView(o, buyers.get(o.buyerId))) };
    }),
  );

  router.post(
    '/orders/:orderId/decision',
    admin,
    handle({ params: orderParams, body: orderDecisionBodySchema }, async ({ params, body }, req) => {
      const reply = await sendCommand(nc, decideOrderCommand, {
        orderId: params.orderId,
        decision: body.decision,
        actorId: callerOf(req).userId,
      });
      await orders.updateOne({ _id: params.orderId }, { $set: { status: reply.status } });
      return reply;
    }),
  );
}
