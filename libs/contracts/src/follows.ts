import { z } from 'zod';

/**
 * Followers: a buyer follows a supplier or one of its series and is told (bell and e-mail) when
 * its next round opens; buyer companies' webhooks hear `round.opened` as before. The buyer
 * service keeps who follows what and tells them when the supplier's approved round reaches it.
 */

export const FOLLOW_KINDS = ['supplier', 'series'] as const;
export const followKindSchema = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof followKindSchema>;

/** Follows one buyer may keep. */
export const FOLLOWS_MAX = 200;

export const followSchema = z.object({
  kind: followKindSchema,
  /** The supplier company's id, or the series' id. */
  id: z.string(),
  /** The supplier's name, or the series' title (its edition's, as the buyer last saw it). */
  name: z.string(),
  supplierName: z.string(),
  since: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

export const followsResponseSchema = z.object({ items: z.array(followSchema) });
export type FollowsResponse = z.infer<typeof followsResponseSchema>;

/** Problem codes of follows; translated under `errors.follows`. */
export const FollowProblemCodes = {
  /** No round of that supplier or series has reached the buyer. */
  unknown: 'follows.unknown',
  /** FOLLOWS_MAX reached. */
  limitReached: 'follows.limit_reached',
} as const;
