import {
  SalesProblemCodes,
  discrepancyAcceptedV1,
  discrepancyDisputedV1,
  supplierNotificationRequestedV1,
  type DiscrepancyDecision,
  type DiscrepancyDecisionBody,
  type EventEnvelope,
} from '@marketplace/contracts';
import { isReceivedOrder, shortId } from '@marketplace/domain';
import { conflict } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import {
  RECEIPT_DECISIONS_COLLECTION,
  decisionOf,
  type ReceiptDecisionDoc,
} from '../data/receipt-decision.model';
import { discrepancyLines, noticeText } from '../domain/discrepancies';
import { companyNames, soldOrder } from './sales';

const alreadyDecided = (decision: DiscrepancyDecision['decision']) =>
  conflict(
    SalesProblemCodes.discrepancyDecided,
    `This receipt's discrepancy was already ${decision === 'accept' ? 'accepted' : 'disputed'}`,
    { decision },
  );

/** The decision on one of the caller's sales, or null while there is none. */
export async function discrepancyOf(
  ctx: SupplierContext,
  orderId: string,
): Promise<DiscrepancyDecision | null> {
  const doc = await ctx.receiptDecisions.findById(orderId).lean<ReceiptDecisionDoc>();
  return doc ? decisionOf(doc) : null;
}

/**
 * The supplier decides once on the units a buyer's receipt reported short or damaged: accepted,
 * they are announced for the buyer service to credit on the order (its invoice then follows with
 * a credit note); disputed, the buyer hears the supplier's reason. The decision and its events are
 * one outbox write: a refused or lost decision leaves nothing behind, and the order's id as the
 * decision's key makes a second one (another replica, a double click) a duplicate.
 */
export async function decideDiscrepancy(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
  body: DiscrepancyDecisionBody,
): Promise<DiscrepancyDecision> {
  const order = await soldOrder(ctx, supplierId, orderId);
  const earlier = await discrepancyOf(ctx, order._id);
  if (earlier) throw alreadyDecided(earlier.decision);
  const lines = discrepancyLines(order.items);
  if (!isReceivedOrder(order.status) || lines.length === 0)
    throw conflict(
      SalesProblemCodes.noDiscrepancy,
      'The buyer has reported nothing short or damaged on this order',
    );

  const supplierName = (await companyNames(ctx, [supplierId])).get(supplierId) ?? null;
  const decision: DiscrepancyDecision = {
    orderId: order._id,
    decision: body.decision,
    reason: body.decision === 'dispute' ? body.reason : null,
    lines,
    decidedAt: ctx.now().toISOString(),
  };
  const facts = {
    orderId: order._id,
    roundId: order.roundId,
    buyerId: order.buyerId,
    supplierId,
    supplierName,
    lines,
    decidedAt: decision.decidedAt,
  };
  const events: EventEnvelope[] =
    body.decision === 'accept'
      ? [createEvent(discrepancyAcceptedV1, facts, PRODUCER)]
      : [
          createEvent(discrepancyDisputedV1, { ...facts, reason: body.reason }, PRODUCER),
          createEvent(
            supplierNotificationRequestedV1,
            {
              kind: 'discrepancy_disputed',
              recipients: { userIds: [order.buyerId] },
              link: '/buyer/orders',
              key: `discrepancy_disputed:${order._id}`,
              params: {
                supplierName: supplierName ?? '',
                orderNumber: shortId(order._id),
                reason: noticeText(body.reason),
              },
            },
            PRODUCER,
          ),
        ];
  try {
    await ctx.outbox.record(
      events,
      { collection: RECEIPT_DECISIONS_COLLECTION, id: order._id },
      async (eventIds) => {
        const { orderId: _id, ...rest } = decision;
        const doc: ReceiptDecisionDoc = { _id, supplierId, ...rest, _events: eventIds };
        // The driver's insert (not mongoose's) so a second decision surfaces as the server's duplicate key.
        await ctx.receiptDecisions.collection.insertOne(doc as unknown as Record<string, unknown>);
      },
    );
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const winner = await discrepancyOf(ctx, order._id);
    throw alreadyDecided(winner?.decision ?? body.decision);
  }
  return decision;
}
