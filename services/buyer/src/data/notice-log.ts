import type { Connection } from 'mongoose';
import {
  buyerNotificationRequestedV1,
  type EventEnvelope,
  type NotificationRequest,
} from '@marketplace/contracts';
import { insertedFirst } from '@marketplace/service-kit/store';
import { createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';

/** A cart the round's close cleared: whose, and the names of the products taken out. */
export interface ClearedCart {
  cartId: string;
  roundId: string;
  buyerId: string;
  products: string[];
}

/**
 * Notifications this service asked identity for, one document per key: the key's
 * unique `_id` makes a request once across replicas and redeliveries, and the document carries
 * the outbox stamp, so the request is published if and only if it was recorded.
 */
export class NoticeLog {
  private readonly notices;
  private readonly clearedCarts;

  constructor(
    conn: Connection,
    private readonly outbox: Outbox,
  ) {
    this.notices = conn.collection<{ _id: string; at: Date; _events: string[] }>('notices');
    this.clearedCarts = conn.collection<ClearedCart & { _id: string; at: Date }>('cleared-carts');
  }

  /**
   * What a round's close took out of a cart, kept before the cart goes: the buyer's one close
   * notice is told after the orders are revised, and a redelivery after a crash must still know.
   */
  async keepClearedCart(cart: ClearedCart): Promise<void> {
    await this.clearedCarts.updateOne(
      { _id: cart.cartId },
      { $setOnInsert: { ...cart, at: new Date() } },
      { upsert: true },
    );
  }

  clearedCartsOf(roundId: string): Promise<ClearedCart[]> {
    return this.clearedCarts
      .find({ roundId }, { projection: { _id: 0, cartId: 1, roundId: 1, buyerId: 1, products: 1 } })
      .toArray();
  }

  /** Asks for the notification unless its key was asked for already; true when asked now. */
  request(request: NotificationRequest): Promise<boolean> {
    return this.announce(request.key, [createEvent(buyerNotificationRequestedV1, request, PRODUCER)]);
  }

  /** Publishes `events` unless `key` was announced already (a fact told once, e.g. a MOQ reached). */
  announce(key: string, events: EventEnvelope[]): Promise<boolean> {
    return insertedFirst(() =>
      this.outbox.record(events, { collection: 'notices', id: key }, (ids) =>
        this.notices.insertOne({ _id: key, at: new Date(), _events: ids }),
      ),
    );
  }
}
