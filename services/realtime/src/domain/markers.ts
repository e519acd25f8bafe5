import { createHmac, randomBytes } from 'node:crypto';

/**
 * The `user_id` of a broadcast: an HMAC of (round, user) under a key other buyers never see. It is
 * stable for one buyer within one round (so their screen recognises its own change) and cannot be
 * linked to an account, nor across rounds. Replicas may use different keys: a client learns its
 * marker from the replica it is connected to, which is also the one computing the broadcasts it gets.
 */
export type MarkerOf = (userId: string, roundId: string) => string;

export function createMarkers(secret?: string): MarkerOf {
  const key = secret ?? randomBytes(32).toString('hex');
  return (userId, roundId) =>
    createHmac('sha256', key).update(`${roundId}\u0000${userId}`).digest('base64url').slice(0, 16);
}
