import {
  BuyerProblemCodes,
  type BuyerRoundProduct,
  type CartView,
  type RoundProductSnapshot,
} from '@marketplace/contracts';
import {
  committedLoadOn,
  flexAllowed,
  isWholePacks,
  landedPrice,
  measureOn,
  sumMoney,
  UNIT_HOLDING_ORDER_STATUSES,
} from '@marketplace/domain';
import { conflict, HttpProblem, notFound } from '@marketplace/service-kit/core';
import { openCartKey, type CartDoc, type CartItemDoc } from '../data/cart.model';
import { STALE } from '../data/open-carts';
import type { CommitmentReason } from '../domain/commitment-reason';
import { cartLineTotal } from '../domain/order-pricing';
import type { ListedRound } from '../domain/round-listing';
import type { BuyerContext } from '../context';
import { knownRound, openRound, roundProduct } from './round-access';

export type CartChange = { kind: 'set'; qty: number } | { kind: 'add'; qty: number } | { kind: 'remove' };

const REASONS: Record<CartChange['kind'], CommitmentReason> = {
  set: 'cart-update',
  add: 'cart-add',
  remove: 'cart-remove',
};

/** A round product as buyers see it: the snapshot plus everyone's committed quantity. */
export function withCommitted(ctx: BuyerContext, product: RoundProductSnapshot): BuyerRoundProduct {
  const head = ctx.committed.get(product.id);
  return {
    ...product,
    committed: head.total,
    committedSeq: head.seq,
    ordered: ctx.orderBook.orderedUnits(product.id),
    flexOffered: ctx.orderBook.flexUnits(product.id),
    awaitingApproval: ctx.orderBook.heldUnits(product.id),
  };
}

/**
 * Units of a round product in the buyer's orders that hold units (libs/domain order-status: every
 * order not rejected or cancelled), part of its commitment.
 */
export async function orderedQty(
  ctx: BuyerContext,
  buyerId: string,
  roundId: string,
  roundProductId: string,
): Promise<number> {
  const orders = await ctx.orders
    .find({ buyerId, roundId, status: { $in: [...UNIT_HOLDING_ORDER_STATUSES] } }, { items: 1 })
    .lean();
  return orders
    .flatMap((o) => o.items)
    .filter((i) => i.roundProductId === roundProductId)
    .reduce((sum, i) => sum + i.qty, 0);
}

export function cartView(ctx: BuyerContext, cart: CartDoc, round: ListedRound): CartView {
  const basis = round.freightCost ? (round.freightBasis ?? 'gross_weight') : null;
  // The round's committed load on the freight basis: each line's share is weighed against it.
  const roundLoad = basis
    ? committedLoadOn(
        basis,
        round.products.map((p) => ({ ...p, committed: ctx.committed.get(p.id).total })),
      )
    : 0;
  const items = cart.items.flatMap((item) => {
    const product = round.products.find((p) => p.id === item.roundProductId);
    if (!product) return [];
    const listed = withCommitted(ctx, product);
    // The line's own units are part of the round's load: the rest is everything else.
    const measure = basis && measureOn(basis, product);
    const landed =
      basis &&
      landedPrice(
        {
          unitPrice: product.unitPrice,
          priceBreaks: product.priceBreaks,
          qty: item.qty,
          committedWith: listed.committed,
          measure,
        },
        { freightCost: round.freightCost, otherLoad: roundLoad - item.qty * (measure ?? 0) },
      );
    return [
      {
        ...listed,
        roundProductId: product.id,
        qty: item.qty,
        flex: item.flex ?? 0,
        lineTotal: cartLineTotal(product, item.qty, listed.committed),
        ...(landed ? { landed } : {}),
      },
    ];
  });
  return {
    id: cart._id,
    roundId: round.id,
    roundTitle: round.title,
    supplierName: round.supplierName,
    currency: round.currency,
    closeAt: round.closeAt,
    items,
    ...(basis ? { freightBasis: basis } : {}),
    totalItems: items.length,
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    subtotal: sumMoney(items.map((i) => i.lineTotal)),
  };
}

/** The buyer's open carts with items, of rounds that are still approved (spec §7). */
export async function listCarts(ctx: BuyerContext, buyerId: string): Promise<CartView[]> {
  const carts = await ctx.carts.find({ buyerId, status: 'open' }).lean();
  return carts
    .flatMap((cart) => {
      const round = ctx.catalogue.get(cart.roundId);
      if (!round || round.status !== 'approved' || !cart.items.length) return [];
      return [{ cart, view: cartView(ctx, cart, round) }];
    })
    .sort((a, b) => b.cart.updatedAt.getTime() - a.cart.updatedAt.getTime())
    .map((c) => c.view);
}

/**
 * Adds to, sets or removes one cart item. The commitment is taken in the ledger first (refused
 * with "N units left" past max), then the cart is written; if that write fails the units are
 * given back, so the ledger never keeps what no cart or order holds. The cart comes from this
 * replica's memory: if another replica changed it meanwhile, the write says so, the units are
 * given back and the change is decided again from the store's cart.
 */
export function changeCartItem(
  ctx: BuyerContext,
  buyerId: string,
  roundId: string,
  roundProductId: string,
  change: CartChange,
): Promise<CartView | null> {
  return ctx.locks.run(openCartKey(buyerId, roundId), async () => {
    const round = change.kind === 'remove' ? knownRound(ctx, roundId) : openRound(ctx, roundId);
    const product = roundProduct(round, roundProductId);
    if (change.kind !== 'remove') requireWholePacks(change.qty, product);
    const target = { roundId, roundProductId, maxQty: product.maxQty };
    const reason = REASONS[change.kind];

    for (let attempt = 0; ; attempt++) {
      const fromStore = attempt > 0;
      const cart = await ctx.openCarts.current(buyerId, roundId, fromStore);
      const current = cart?.items.find((i) => i.roundProductId === roundProductId)?.qty ?? 0;
      const next = change.kind === 'set' ? change.qty : change.kind === 'add' ? current + change.qty : 0;
      const delta = next - current;
      if (delta === 0 || (change.kind === 'remove' && !current)) {
        if (!fromStore) continue;
        if (change.kind === 'remove')
          throw notFound('This product is not in your cart', BuyerProblemCodes.cartItemNotFound);
        return cart ? cartView(ctx, cart, round) : null;
      }

      // The buyer's units after it come from the ledger's own count (carts and orders).
      await ctx.ledger.commit(target, { buyerId, delta, reason });
      const giveBack = () =>
        ctx.ledger
          .commit(target, { buyerId, delta: -delta, reason })
          .catch((undo: Error) =>
            ctx.logger.error(
              { err: undo.message, buyerId, roundProductId, delta },
              'cart write failed and its commitment could not be given back',
            ),
          );
      let saved: CartDoc | null | typeof STALE;
      try {
        const now = ctx.now();
        saved = await ctx.openCarts.save(
          cart,
          buyerId,
          roundId,
          withLine(cart, roundProductId, next, now),
          now,
        );
      } catch (err) {
        await giveBack();
        throw err;
      }
      if (saved === STALE) {
        await giveBack();
        if (attempt >= MAX_STALE_RETRIES)
          throw conflict('resource.conflict', 'Your cart changed meanwhile; try again');
        continue;
      }
      return saved ? cartView(ctx, saved, round) : null;
    }
  });
}

/** Decisions taken again after finding the cart changed by another replica, before a 409. */
const MAX_STALE_RETRIES = 3;

/** Quantities and flexible units come in whole packs of the product. */
export function requireWholePacks(qty: number, product: RoundProductSnapshot): void {
  if (isWholePacks(qty, product.unitsPerPack)) return;
  throw new HttpProblem(
    400,
    BuyerProblemCodes.notPackMultiple,
    'Bad Request',
    `Quantities of this product come in packs of ${product.unitsPerPack} units`,
    undefined,
    undefined,
    { unitsPerPack: product.unitsPerPack },
  );
}

/**
 * Flexible units stay within what the product has left under its max (libs/domain flexAllowed),
 * counted from everyone's committed units now. Callers check only a raise: a line whose offer was
 * within the max when made may always lower it.
 */
export function requireFlexWithinMax(ctx: BuyerContext, product: RoundProductSnapshot, flex: number): void {
  if (flex === 0) return;
  const available = flexAllowed(product, ctx.committed.get(product.id).total);
  if (available == null || flex <= available) return;
  throw new HttpProblem(
    409,
    BuyerProblemCodes.flexOverMax,
    'Conflict',
    `Quantity plus flexible units may not pass this product's maximum; flexible units you can offer: ${available}`,
    undefined,
    undefined,
    { available },
  );
}

/**
 * Sets a cart line's flexible commitment: "and up to `flex` more units if the group
 * needs it", whole packs, 0 to take it back. Flex is not committed: it takes nothing from the
 * ledger, and counts only if the close calls it in. The order placed from the cart carries it.
 */
export function setCartFlex(
  ctx: BuyerContext,
  buyerId: string,
  roundId: string,
  roundProductId: string,
  flex: number,
): Promise<CartView | null> {
  return ctx.locks.run(openCartKey(buyerId, roundId), async () => {
    const round = openRound(ctx, roundId);
    const product = roundProduct(round, roundProductId);
    requireWholePacks(flex, product);
    for (let attempt = 0; ; attempt++) {
      const fromStore = attempt > 0;
      const cart = await ctx.openCarts.current(buyerId, roundId, fromStore);
      const item = cart?.items.find((i) => i.roundProductId === roundProductId);
      if (!cart || !item) {
        if (!fromStore) continue;
        throw notFound('This product is not in your cart', BuyerProblemCodes.cartItemNotFound);
      }
      if ((item.flex ?? 0) === flex) return cartView(ctx, cart, round);
      // Less flex than the line has is always taken, even past what is left now.
      if (flex > (item.flex ?? 0)) requireFlexWithinMax(ctx, product, flex);
      const items = cart.items.map((i) => (i === item ? { ...i, flex } : i));
      const saved = await ctx.openCarts.save(cart, buyerId, roundId, items, ctx.now());
      if (saved !== STALE) return cartView(ctx, saved!, round);
      if (attempt >= MAX_STALE_RETRIES)
        throw conflict('resource.conflict', 'Your cart changed meanwhile; try again');
    }
  });
}

/** The cart's items with one line set to `qty` units (gone at 0); a line keeps its flex and when it was added. */
function withLine(cart: CartDoc | null, roundProductId: string, qty: number, now: Date): CartItemDoc[] {
  const others = (cart?.items ?? []).filter((i) => i.roundProductId !== roundProductId);
  if (qty <= 0) return others;
  const previous = cart?.items.find((i) => i.roundProductId === roundProductId);
  return [
    ...others,
    {
      roundProductId,
      qty,
      ...(previous?.flex ? { flex: previous.flex } : {}),
      addedAt: previous?.addedAt ?? now,
    },
  ];
}
