import type { Connection } from 'mongoose';
import { insertedFirst } from '@marketplace/service-kit/store';

/**
 * "This release already happened": a unique `_id` per release (an order's rejection, a cart's
 * clearing on round close). Claimed before the ledger entries are written, so a redelivered
 * event or a repeated command never releases twice; a crash between the claim and the release
 * leaves units committed (safe: it can never oversell) rather than freeing them twice.
 */
export class ReleaseMarkers {
  private readonly markers;

  constructor(conn: Connection) {
    this.markers = conn.collection<{ _id: string; at: Date }>('releases');
  }

  claim(key: string): Promise<boolean> {
    return insertedFirst(() => this.markers.insertOne({ _id: key, at: new Date() }));
  }

  /** Gives a claim back: the work it guarded failed before changing anything, and may be tried again. */
  async unclaim(key: string): Promise<void> {
    await this.markers.deleteOne({ _id: key });
  }
}
