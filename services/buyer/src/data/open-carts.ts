import { randomUUID } from 'node:crypto';
import type { Logger } from '@marketplace/service-kit/core';
import { type InsertGroups, isDuplicateKey } from '@marketplace/service-kit/store';
import type { CartDoc, CartItemDoc, CartModel } from './cart.model';
import { openCartKey } from './cart.model';

/** What `save` says when the cart changed in the store since this replica last saw it. */
export const STALE = Symbol('stale cart');

/**
 * Each buyer's open cart per round as this replica last read or wrote it, so a cart change is
 * decided from memory instead of reading the store first. The store stays the truth: every write
 * names the version it was decided from (`version`, raised by each write; a cart from before
 * versions counts as 0), so a cart another replica changed meanwhile is never overwritten. Such a
 * write answers `STALE`, the cart is read again and the caller decides anew.
 *
 * Every open cart is loaded once at start; afterwards a key this replica does not hold means "no
 * open cart", and a cart another replica opened since shows up as a clash on insert. A caller
 * whose answer would rest on that absence without writing (nothing to remove, nothing changed)
 * confirms it from the store (`current` with `fromStore`).
 */
export class OpenCarts {
  private readonly known = new Map<string, CartDoc>();

  constructor(
    private readonly carts: CartModel,
    private readonly inserts: InsertGroups<CartDoc>,
    private readonly logger: Logger,
  ) {}

  /** Loads every open cart (at start, before the service is ready). */
  async load(): Promise<number> {
    this.known.clear();
    for await (const cart of this.carts.find({ status: 'open' }).lean().cursor())
      this.remember(cart as CartDoc);
    return this.known.size;
  }

  /** The open cart of a buyer in a round as this replica knows it (no store command). */
  get(buyerId: string, roundId: string): CartDoc | null {
    return this.known.get(openCartKey(buyerId, roundId)) ?? null;
  }

  /**
   * The cart a decision starts from: memory's (no store command), or with `fromStore` the store's,
   * when memory proved stale or an answer resting on what memory lacks must be confirmed.
   */
  current(buyerId: string, roundId: string, fromStore: boolean): CartDoc | null | Promise<CartDoc | null> {
    return fromStore ? this.read(buyerId, roundId) : this.get(buyerId, roundId);
  }

  /** The open cart as the store has it now, remembered. */
  async read(buyerId: string, roundId: string): Promise<CartDoc | null> {
    const cart = await this.carts.findOne({ openKey: openCartKey(buyerId, roundId) }).lean();
    this.forget(buyerId, roundId);
    if (cart) this.remember(cart);
    return cart;
  }

  /** The cart is no longer open (ordered, or gone with its round): nothing of it is kept. */
  forget(buyerId: string, roundId: string): void {
    this.known.delete(openCartKey(buyerId, roundId));
  }

  /**
   * Writes the cart's new items, decided from `before` (null: no open cart): inserted, updated, or
   * deleted when no item is left (an empty cart is never listed or ordered). Answers the cart as
   * saved (null once deleted), or `STALE` when the store's cart is no longer `before` (memory
   * forgets it; the next decision reads the store's).
   */
  async save(
    before: CartDoc | null,
    buyerId: string,
    roundId: string,
    items: CartItemDoc[],
    now: Date,
  ): Promise<CartDoc | null | typeof STALE> {
    if (!before) {
      if (!items.length) return null;
      const fresh: CartDoc = {
        _id: randomUUID(),
        buyerId,
        roundId,
        status: 'open',
        openKey: openCartKey(buyerId, roundId),
        items,
        orderId: null,
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await this.inserts.insert([fresh]);
      } catch (err) {
        // Another replica opened this buyer's cart since this one loaded.
        if (!isDuplicateKey(err)) throw err;
        return this.stale(buyerId, roundId);
      }
      this.remember(fresh);
      return fresh;
    }
    const unchanged = { _id: before._id, status: 'open', version: before.version ?? { $exists: false } };
    if (!items.length) {
      const { deletedCount } = await this.carts.deleteOne(unchanged);
      if (!deletedCount) return this.stale(buyerId, roundId);
      this.forget(buyerId, roundId);
      return null;
    }
    const version = (before.version ?? 0) + 1;
    const { matchedCount } = await this.carts.updateOne(unchanged, {
      $set: { items, updatedAt: now, version },
    });
    if (!matchedCount) return this.stale(buyerId, roundId);
    const saved = { ...before, items, updatedAt: now, version };
    this.remember(saved);
    return saved;
  }

  private stale(buyerId: string, roundId: string): typeof STALE {
    this.logger.debug({ buyerId, roundId }, 'cart changed elsewhere; read again');
    this.forget(buyerId, roundId);
    return STALE;
  }

  private remember(cart: CartDoc): void {
    this.known.set(cart.openKey, cart);
  }
}
