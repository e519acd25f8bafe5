import { seriesTitleOf } from '@marketplace/domain';
import {
  FOLLOWS_MAX,
  FollowProblemCodes,
  type Follow,
  type FollowKind,
  type FollowsResponse,
} from '@marketplace/contracts';
import { conflict, notFound } from '@marketplace/service-kit/core';
import type { BuyerContext } from '../context';
import { followId, type FollowDoc } from '../data/follow.model';
import type { RoundDoc } from '../data/round.model';
import type { ListedRound } from '../domain/round-listing';

const followOf = (doc: FollowDoc): Follow => ({
  kind: doc.kind,
  id: doc.targetId,
  name: doc.name,
  supplierName: doc.supplierName,
  since: doc.createdAt.toISOString(),
});

/** The caller's follows, newest first. */
export async function listFollows(ctx: BuyerContext, buyerId: string): Promise<FollowsResponse> {
  const docs = await ctx.follows.find({ buyerId }).lean<FollowDoc[]>();
  docs.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a._id.localeCompare(b._id));
  return { items: docs.map(followOf) };
}

/**
 * Follows a supplier or a series, which the buyer knows from a round of it that reached them
 * (by equality on the buyer's rounds; else `follows.unknown`, so ids cannot be probed). Following
 * again changes nothing; the answer is the follow either way.
 */
export async function follow(
  ctx: BuyerContext,
  buyerId: string,
  kind: FollowKind,
  id: string,
): Promise<Follow> {
  const _id = followId(buyerId, kind, id);
  const existing = await ctx.follows.findById(_id).lean<FollowDoc>();
  if (existing) return followOf(existing);
  const round = await ctx.rounds
    .findOne(kind === 'supplier' ? { supplierId: id } : { seriesId: id }, { title: 1, supplierName: 1 })
    .lean<Pick<RoundDoc, '_id' | 'title' | 'supplierName'>>();
  if (!round)
    throw notFound('No round of this supplier or series has reached you', FollowProblemCodes.unknown);
  if ((await ctx.follows.countDocuments({ buyerId })) >= FOLLOWS_MAX)
    throw conflict(FollowProblemCodes.limitReached, `You already follow ${FOLLOWS_MAX}`, {
      max: FOLLOWS_MAX,
    });
  const doc: FollowDoc = {
    _id,
    buyerId,
    kind,
    targetId: id,
    name: kind === 'supplier' ? round.supplierName : seriesTitleOf(round.title),
    supplierName: round.supplierName,
    createdAt: ctx.now(),
  };
  await ctx.follows.updateOne({ _id }, { $setOnInsert: doc }, { upsert: true });
  return followOf((await ctx.follows.findById(_id).lean<FollowDoc>()) ?? doc);
}

/** Stops following; not following already is the same answer (204). */
export async function unfollow(
  ctx: BuyerContext,
  buyerId: string,
  kind: FollowKind,
  id: string,
): Promise<void> {
  await ctx.follows.deleteOne({ _id: followId(buyerId, kind, id) });
}

/**
 * A round opened for buyers (approved, its opening time come; use-cases/round-opening.ts): everyone following its supplier or its series is told once
 * (bell and e-mail), each once however they follow it.
 */
export async function noticeFollowers(
  ctx: BuyerContext,
  round: Pick<ListedRound, 'id' | 'title' | 'supplierId' | 'supplierName' | 'seriesId'>,
): Promise<number> {
  const [bySupplier, bySeries] = await Promise.all([
    ctx.follows.find({ kind: 'supplier', targetId: round.supplierId }, { buyerId: 1 }).lean<FollowDoc[]>(),
    round.seriesId
      ? ctx.follows.find({ kind: 'series', targetId: round.seriesId }, { buyerId: 1 }).lean<FollowDoc[]>()
      : Promise.resolve([] as FollowDoc[]),
  ]);
  const buyers = [...new Set([...bySupplier, ...bySeries].map((f) => f.buyerId))];
  if (!buyers.length) return 0;
  await ctx.notices.request({
    kind: 'round_opened',
    recipients: { userIds: buyers },
    params: { supplierName: round.supplierName, roundTitle: round.title },
    link: `/buyer/rounds/${round.id}`,
    key: `round-opened:${round.id}`,
  });
  return buyers.length;
}
