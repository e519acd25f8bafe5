import {
  TeamProblemCodes,
  type Caller,
  type CompanyDecisionBody,
  type OrderSnapshot,
  type OrderTimelineEntry,
} from '@marketplace/contracts';
import { appendTimeline, orderTimelineOf, shortId } from '@marketplace/domain';
import { conflict } from '@marketplace/service-kit/core';
import { appendEventIds } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { settleOrder } from '../data/order-list';
import { openCartKey } from '../data/cart.model';
import { orderSnapshot, type OrderDoc } from '../data/order.model';
import type { RoundDoc } from '../data/round.model';
import { bookItemsOf } from '../domain/order-book';
import { AT_CLOSE } from '../domain/order-timeline';
import { givePlacedNoticeBack, orderNotFound, placedEvents, releaseOrderUnits } from './orders';
import { roundClosed } from './round-access';
import { approversOf, audit, requireApprover, teamPeople } from './team';

/**
 * The company's side of a team member's order over their limit: the approver hears at once,
 * approves (the order goes on to the admin, and its units count in the round's book from then)
 * or rejects it with a reason (its units go back); one still waiting at the round's close is
 * released like a cart, and the member and the approvers are told.
 */

const notAwaiting = (status: string) =>
  conflict(
    TeamProblemCodes.notAwaitingCompany,
    `This order is not waiting for your company's approval (${status})`,
  );

/**
 * The approver's decision on a member's held order. Approving puts the order in the round's book
 * (refused once the round is sealed or past its deadline: the order then waits for the close,
 * which releases it) and sends it to the admin; rejecting gives its units back. Repeating the
 * same decision answers the order as it is.
 */
export async function decideForCompany(
  ctx: BuyerContext,
  caller: Caller,
  orderId: string,
  body: CompanyDecisionBody,
): Promise<OrderSnapshot> {
  const companyId = requireApprover(caller);
  const found = await ctx.orders
    .findOne({ _id: orderId, buyerCompanyId: companyId }, { buyerId: 1, roundId: 1 })
    .lean();
  if (!found) throw orderNotFound();
  const approverName = (await teamPeople(ctx, [caller.userId])).get(caller.userId)?.name ?? '';
  const { order: decided, changed } = await ctx.locks.run(
    openCartKey(found.buyerId, found.roundId),
    async () => {
      const order = (await ctx.orders.findById(orderId).lean())!;
      if (order.status !== 'pending_company') {
        const same =
          (body.decision === 'approve' && order.companyApproval?.status === 'approved') ||
          (body.decision === 'reject' && order.companyApproval?.status === 'rejected');
        if (same) return { order, changed: false };
        throw notAwaiting(order.status);
      }
      const at = ctx.now().toISOString();
      const decision = {
        ...order.companyApproval!,
        decidedBy: caller.userId,
        decidedByName: approverName || null,
        decidedAt: at,
      };
      const next =
        body.decision === 'approve'
          ? await approveHeld(ctx, order, decision)
          : await rejectHeld(ctx, order, { ...decision, reason: body.reason ?? null });
      return { order: next, changed: true };
    },
  );
  if (changed) await announceDecision(ctx, caller, decided, body, approverName);
  return orderSnapshot(decided);
}

async function approveHeld(
  ctx: BuyerContext,
  order: OrderDoc,
  decision: NonNullable<OrderDoc['companyApproval']>,
): Promise<OrderDoc> {
  const round = ctx.catalogue.get(order.roundId);
  const units = bookItemsOf(order.items);
  const booked = await ctx.orderBook.change(order.roundId, {
    kind: 'place',
    orderId: order._id,
    buyerId: order.buyerId,
    items: units,
    closeAt: round?.closeAt ? new Date(round.closeAt) : null,
    fromHold: true,
  });
  if (!booked.accepted) throw roundClosed();
  const approved: OrderDoc = {
    ...order,
    status: 'pending_admin',
    companyApproval: { ...decision, status: 'approved' },
    timeline: appendTimeline(orderTimelineOf(order), companyEntry('company_approved', decision)),
    version: order.version + 1,
  };
  // From here the order is as if placed now within a limit: the admin and the supplier hear of it.
  const { events, noticeKey } = placedEvents(ctx, orderSnapshot(approved));
  try {
    await ctx.outbox.record(events, { collection: 'orders', id: order._id }, (eventIds) =>
      ctx.orders.updateOne(
        { _id: order._id },
        {
          $set: {
            status: approved.status,
            companyApproval: approved.companyApproval,
            timeline: approved.timeline,
            version: approved.version,
            _events: appendEventIds(order._events, eventIds),
          },
        },
      ),
    );
  } catch (err) {
    if (noticeKey) givePlacedNoticeBack(ctx, order.roundId);
    await ctx.orderBook
      .change(order.roundId, {
        kind: 'remove',
        orderId: order._id,
        buyerId: order.buyerId,
        reason: 'withdrawn',
        items: units,
        toHold: true,
      })
      .catch((undo: Error) =>
        ctx.logger.error(
          { err: undo.message, orderId: order._id },
          'company approval not stored and still in the book',
        ),
      );
    throw err;
  }
  await settleOrder(ctx, approved);
  return approved;
}

/** The approver's decision in the order's timeline, with their reason for a rejection. */
function companyEntry(
  kind: 'company_approved' | 'company_rejected',
  decision: NonNullable<OrderDoc['companyApproval']>,
): OrderTimelineEntry {
  return {
    at: decision.decidedAt!,
    kind,
    actor: {
      role: 'approver',
      ...(decision.decidedBy ? { userId: decision.decidedBy } : {}),
      ...(decision.decidedByName ? { name: decision.decidedByName } : {}),
    },
    ...(kind === 'company_rejected' && decision.reason ? { reason: decision.reason } : {}),
    details: {},
  };
}

/** A held order's units leave the held ones in its round's book (shown apart on the MOQ bar). */
function unhold(ctx: BuyerContext, order: OrderDoc) {
  return ctx.orderBook.change(order.roundId, {
    kind: 'unhold',
    orderId: order._id,
    buyerId: order.buyerId,
    items: bookItemsOf(order.items),
  });
}

async function rejectHeld(
  ctx: BuyerContext,
  order: OrderDoc,
  decision: NonNullable<OrderDoc['companyApproval']>,
): Promise<OrderDoc> {
  const rejected: OrderDoc = {
    ...order,
    status: 'rejected',
    companyApproval: { ...decision, status: 'rejected' },
    decidedAt: decision.decidedAt,
    timeline: appendTimeline(orderTimelineOf(order), companyEntry('company_rejected', decision)),
    version: order.version + 1,
  };
  await ctx.orders.updateOne(
    { _id: order._id },
    {
      $set: {
        status: rejected.status,
        companyApproval: rejected.companyApproval,
        decidedAt: rejected.decidedAt,
        timeline: rejected.timeline,
        version: rejected.version,
      },
    },
  );
  await settleOrder(ctx, rejected);
  // Never in the book's orders: its units leave the held ones, and the ledger gives them back.
  if (await ctx.releases.claim(`company-rejected:${order._id}`)) {
    await unhold(ctx, rejected);
    await releaseOrderUnits(ctx, rejected, 'order-rejected');
  }
  return rejected;
}

async function announceDecision(
  ctx: BuyerContext,
  caller: Caller,
  order: OrderDoc,
  body: CompanyDecisionBody,
  approverName: string,
): Promise<void> {
  const approved = body.decision === 'approve';
  await ctx.notices.request({
    kind: approved ? 'order_company_approved' : 'order_company_rejected',
    recipients: { userIds: [order.buyerId] },
    params: {
      orderNumber: shortId(order._id),
      roundTitle: order.roundTitle,
      approverName,
      ...(approved ? {} : { reason: order.companyApproval?.reason ?? '' }),
    },
    link: '/buyer/orders',
    key: `order-company-decided:${order._id}`,
  });
  await audit(
    ctx,
    order.buyerCompanyId!,
    {
      action: approved ? 'order_company_approved' : 'order_company_rejected',
      actorId: caller.userId,
      memberId: order.buyerId,
      orderId: order._id,
      details: approved ? {} : { reason: order.companyApproval?.reason ?? null },
    },
    approverName ? new Map([[caller.userId, { name: approverName }]]) : undefined,
  );
}

/**
 * At the round's close, the orders still waiting for their company are released like unordered
 * carts: cancelled, their units given back once (release markers), the member and the company's
 * approvers told. Runs on every delivery of the close; a repeat finds nothing waiting.
 */
export async function releaseUnapprovedAtClose(ctx: BuyerContext, round: RoundDoc): Promise<number> {
  const waiting = await ctx.orders
    .find({ roundId: round._id, status: 'pending_company' }, { _id: 1, buyerId: 1 })
    .lean();
  let released = 0;
  /** Approvers by company: a round's waiting orders are mostly of a few companies. */
  const approversByCompany = new Map<string, Promise<string[]>>();
  for (const { _id: orderId, buyerId } of waiting) {
    const order = await ctx.locks.run(openCartKey(buyerId, round._id), async () => {
      const current = await ctx.orders.findById(orderId).lean();
      if (!current || current.status !== 'pending_company') return null;
      const cancelled: OrderDoc = {
        ...current,
        status: 'cancelled',
        companyApproval: { ...current.companyApproval!, status: 'released' },
        timeline: appendTimeline(orderTimelineOf(current), {
          at: ctx.now().toISOString(),
          kind: 'cancelled',
          actor: AT_CLOSE,
          details: { cause: 'unapproved_at_close' },
        }),
        version: current.version + 1,
      };
      await ctx.orders.updateOne(
        { _id: orderId },
        {
          $set: {
            status: 'cancelled',
            companyApproval: cancelled.companyApproval,
            timeline: cancelled.timeline,
            version: cancelled.version,
          },
        },
      );
      await settleOrder(ctx, cancelled);
      if (await ctx.releases.claim(`unapproved-at-close:${orderId}`)) {
        await unhold(ctx, cancelled);
        await releaseOrderUnits(ctx, cancelled, 'round-closed');
      }
      return cancelled;
    });
    if (!order) continue;
    released++;
    const companyId = order.buyerCompanyId!;
    if (!approversByCompany.has(companyId)) approversByCompany.set(companyId, approversOf(ctx, companyId));
    const approvers = await approversByCompany.get(companyId)!;
    await ctx.notices.request({
      kind: 'order_released_unapproved',
      recipients: { userIds: [...new Set([order.buyerId, ...approvers])] },
      params: { orderNumber: shortId(order._id), roundTitle: order.roundTitle },
      link: '/buyer/orders',
      key: `order-released-unapproved:${order._id}`,
    });
    await audit(ctx, companyId, {
      action: 'order_released_unapproved',
      actorId: null,
      memberId: order.buyerId,
      orderId: order._id,
      details: {},
    });
  }
  return released;
}

/**
 * The round's last call reaches approvers too: each company with members' orders still waiting
 * hears how many, once per deadline.
 */
export async function noticeApprovalLastCall(
  ctx: BuyerContext,
  round: { id: string; title: string },
  closeAt: string,
): Promise<number> {
  const waiting = await ctx.orders
    .find({ roundId: round.id, status: 'pending_company' }, { buyerCompanyId: 1 })
    .lean<Pick<OrderDoc, 'buyerCompanyId'>[]>();
  const byCompany = new Map<string, number>();
  for (const o of waiting)
    if (o.buyerCompanyId) byCompany.set(o.buyerCompanyId, (byCompany.get(o.buyerCompanyId) ?? 0) + 1);
  let asked = 0;
  for (const [companyId, count] of byCompany) {
    const approvers = await approversOf(ctx, companyId);
    if (!approvers.length) continue;
    const requested = await ctx.notices.request({
      kind: 'approval_last_call',
      recipients: { userIds: approvers },
      params: { roundTitle: round.title, closeAt, count },
      link: '/buyer/team',
      key: `approval-last-call:${round.id}:${companyId}:${closeAt}`,
    });
    if (requested) asked++;
  }
  return asked;
}
