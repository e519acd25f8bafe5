import { BuyerProblemCodes, type Caller, type RoundProductSnapshot } from '@marketplace/contracts';
import { roundBuyingPhase } from '@marketplace/domain';
import { conflict, forbidden, notFound } from '@marketplace/service-kit/core';
import type { ListedRound } from '../domain/round-listing';
import type { BuyerContext } from '../context';

export const roundNotFound = () => notFound('No such round', BuyerProblemCodes.roundNotFound);
export const roundClosed = () => conflict(BuyerProblemCodes.roundClosed, 'This round is closed');
export const roundNotOpen = () => conflict(BuyerProblemCodes.roundNotOpen, 'This round is not open yet');

/**
 * A round buyers can see (approved, or closed after it was approved); drafts, unknown ids and
 * rounds rejected without ever being approved are not found. The supplier announces a rejection
 * as a close, so the buyer's copy of a rejected round exists, but without products: approval is
 * what brings them, and no round is approved without one (a rejected round's title
 * and status were readable by anyone who knew its id).
 */
export function knownRound(ctx: BuyerContext, roundId: string): ListedRound {
  const round = ctx.catalogue.get(roundId);
  if (!round || !round.products.length) throw roundNotFound();
  return round;
}

/**
 * Buying is done for a company: a buyer whose account has no company yet is told so,
 * and nothing they try counts toward a round, until an admin assigns one (the assignment revokes
 * the access token, so the next one carries the company).
 */
export function requireBuyingCompany(caller: Caller): void {
  if (!caller.companyId)
    throw forbidden(
      'Your account has no company yet; an administrator must assign one before you can buy',
      BuyerProblemCodes.companyMissing,
    );
}

/**
 * A round open for buying (approved, between its opening and closing times); before its opening
 * time 'This round is not open yet', after its closing time 'This round is closed'.
 */
export function openRound(ctx: BuyerContext, roundId: string): ListedRound {
  const round = knownRound(ctx, roundId);
  const phase = roundBuyingPhase(round, ctx.now());
  if (phase === 'upcoming') throw roundNotOpen();
  if (phase !== 'open') throw roundClosed();
  return round;
}

export function roundProduct(round: ListedRound, roundProductId: string): RoundProductSnapshot {
  const product = round.products.find((p) => p.id === roundProductId);
  if (!product) throw notFound('This product is not part of the round', BuyerProblemCodes.productNotFound);
  return product;
}
