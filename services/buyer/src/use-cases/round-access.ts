import { BuyerProblemCodes, type RoundProductSnapshot } from '@marketplace/contracts';
import { roundBuyingPhase } from '@marketplace/domain';
import { conflict, notFound } from '@marketplace/service-kit';
import type { ListedRound } from '../domain/round-listing';
import type { BuyerContext } from '../context';

export const roundNotFound = () => notFound('No such round', BuyerProblemCodes.roundNotFound);
export const roundClosed = () => conflict(BuyerProblemCodes.roundClosed, 'This round is closed');
export const roundNotOpen = () => conflict(BuyerProblemCodes.roundNotOpen, 'This round is not open yet');

/** A round buyers can see (approved or closed); drafts and unknown ids are not found. */
export function knownRound(ctx: BuyerContext, roundId: string): ListedRound {
  const round = ctx.catalogue.get(roundId);
  if (!round) throw roundNotFound();
  return round;
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
