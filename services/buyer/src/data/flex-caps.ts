import type { Connection } from 'mongoose';
import { insertedFirst } from '@marketplace/service-kit/store';

/** The most of one order line's flexible units a close may call in. */
export interface FlexCap {
  orderId: string;
  roundProductId: string;
  units: number;
}

interface StoredCaps {
  /** `<roundId>:<seal seq>`. */
  _id: string;
  caps: FlexCap[];
  at: Date;
}

/**
 * A seal's flex caps, decided once. They depend on figures that can move after the seal (a
 * member's limits, their orders in other rounds), while the seal's answer and the close's
 * changes to the orders must call in the same units, on any replica and on every repeat: the
 * first decision stored (a unique `_id`) is the one every later read gets.
 */
export class FlexCapsAtSeal {
  private readonly stored;

  constructor(conn: Connection) {
    this.stored = conn.collection<StoredCaps>('flex_caps_at_seal');
  }

  async once(roundId: string, sealSeq: number, decide: () => Promise<FlexCap[]>): Promise<FlexCap[]> {
    const _id = `${roundId}:${sealSeq}`;
    const earlier = await this.stored.findOne({ _id });
    if (earlier) return earlier.caps;
    const caps = await decide();
    if (await insertedFirst(() => this.stored.insertOne({ _id, caps, at: new Date() }))) return caps;
    return (await this.stored.findOne({ _id }))!.caps;
  }
}
