import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { serviceUnavailable } from '@marketplace/service-kit/core';
import { isDuplicateKey, type KeyedLock } from '@marketplace/service-kit/store';

/** A claim older than this belongs to a replica that died holding it: it is taken over. */
const STALE_CLAIM_MS = 30_000;
/** How long a decision waits for the member's other one before the caller is asked to retry. */
const WAIT_MS = 10_000;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 100;

interface Claim {
  _id: string;
  token: string;
  at: Date;
}

/**
 * One spending decision at a time per member, across replicas. The check of a member's limits
 * reads all their orders and the decision is stored afterwards; two decisions at once (two
 * orders placed in different rounds, each under its own buyer-and-round lock) would each count
 * the month without the other. The process's KeyedLock orders a replica's own decisions; between
 * replicas the claim is an insert of the member's id, whose unique `_id` the store enforces
 * atomically (its conditional updates are not), removed when the decision is stored.
 */
export class SpendingGuard {
  private readonly claims;

  constructor(
    conn: Connection,
    private readonly locks: KeyedLock,
  ) {
    this.claims = conn.collection<Claim>('spending_claims');
  }

  run<T>(memberId: string, decide: () => Promise<T>): Promise<T> {
    return this.locks.run(`spending:${memberId}`, async () => {
      const token = randomUUID();
      await this.claim(memberId, token);
      try {
        return await decide();
      } finally {
        // A claim left behind (the store failed here) is taken over once stale.
        await this.claims.deleteOne({ _id: memberId, token }).catch(() => undefined);
      }
    });
  }

  private async claim(memberId: string, token: string): Promise<void> {
    const giveUpAt = Date.now() + WAIT_MS;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(LONGEST_PAUSE_MS, pause * 2)) {
      try {
        await this.claims.insertOne({ _id: memberId, token, at: new Date() });
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const held = await this.claims.findOne({ _id: memberId });
      if (held && Date.now() - held.at.getTime() > STALE_CLAIM_MS) {
        // Its replica died mid-decision; one of those waiting wins the next insert.
        await this.claims.deleteOne({ _id: memberId, token: held.token });
        continue;
      }
      if (Date.now() >= giveUpAt)
        throw serviceUnavailable('Another of your orders is being decided; please try again', 1);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
