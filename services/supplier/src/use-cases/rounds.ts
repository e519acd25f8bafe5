import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  SupplierFieldCodes,
  SupplierProblemCodes,
  roundApprovedV1,
  roundClosedV1,
  roundCreatedV1,
  roundSubmittedV1,
  supplierNotificationRequestedV1,
  type EventEnvelope,
  type RoundPerformance,
  type RoundProductSnapshot,
  type SupplierRound,
  type createRoundBodySchema,
} from '@marketplace/contracts';
import {
  decimalPriceBreakProblems,
  describePriceBreakProblem,
  moqProgress,
  outcomeCounts,
  roundFill,
  sumMoney,
} from '@marketplace/domain';
import {
  HttpProblem,
  badRequest,
  conflict,
  notFound,
  validationProblem,
} from '@marketplace/service-kit/core';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import { imageUrl, primaryImage } from '../domain/products';
import { roundsFilter } from '../data/search-filters';
import {
  nextStatus,
  roundFigures,
  roundProductTerms,
  toRoundSummary,
  type RoundAction,
} from '../domain/rounds';
import { categoryNames } from './catalogue';
import type { ProductDoc } from '../data/product.model';
import type { RoundDoc, RoundProductDoc } from '../data/round.model';
import { SOLD_STATUSES } from '../data/sales-order.model';
import { ownRecord } from '../data/own-record';
import { closeRound } from './round-close';

const LIST_LIMIT = 500;

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);

/** A round that never opened has no commitments; a closed one keeps its figures (`committedAtClose`). */
const hasLiveCommitments = (round: Pick<RoundDoc, 'status' | 'products'>) =>
  round.status !== 'draft' &&
  round.status !== 'pending_approval' &&
  round.products.some((p) => p.committedAtClose === null || p.committedAtClose === undefined);

/**
 * Committed quantity per round product of these rounds (0 for products nobody bought), read only
 * for the rounds whose figures are live, each by equality on the round: FerretDB applies `$in`
 * only after reading every round's commitments of the marketplace (docs/conventions.md, long
 * lists), and a supplier's closed rounds, most of a long list, need no read at all.
 */
export async function committedByRoundProduct(
  ctx: SupplierContext,
  rounds: Array<Pick<RoundDoc, '_id' | 'status' | 'products'>>,
): Promise<Map<string, number>> {
  const perRound = await Promise.all(
    rounds
      .filter(hasLiveCommitments)
      .map((round) => ctx.commitments.find({ roundId: round._id }, { totalCommitted: 1 }).lean()),
  );
  return new Map(perRound.flat().map((r) => [r._id, r.totalCommitted]));
}

/** The supplier's products among `ids` (by the supplier first: the store applies `$in` after reading). */
async function productsById(
  ctx: SupplierContext,
  supplierId: string,
  ids: string[],
): Promise<Map<string, ProductDoc>> {
  const rows = await ctx.products.find({ supplierId, _id: { $in: ids } }).lean<ProductDoc[]>();
  return new Map(rows.map((p) => [p._id, p]));
}

/** A product's committed units: the figure at the close once closed (carts are cleared then), else now. */
function committedOf(p: RoundProductDoc, committed: Map<string, number>): number {
  return p.committedAtClose ?? committed.get(p.id) ?? 0;
}

/**
 * A round's list figures. After the close, "Committed at Close" and the container's weight and
 * volume count only what was confirmed: a released product's units left every
 * order, so they were neither sold nor shipped. Price and measures are the approval snapshot's
 * (roundProductTerms), so the supplier sees the fill the buyers see.
 */
function withFigures(
  doc: RoundDoc,
  committed: Map<string, number>,
  products: Map<string, ProductDoc> | null,
): SupplierRound {
  const kept = doc.products.filter((p) => p.outcome !== 'released');
  const figures = roundFigures(
    doc.products.map((p) => ({
      moq: p.moq,
      committed: committedOf(p, committed),
      unitPrice: roundProductTerms(p, products?.get(p.productId)).unitPrice,
    })),
  );
  return {
    ...toRoundSummary(doc),
    committedUnits: kept.reduce((sum, p) => sum + committedOf(p, committed), 0),
    totalMoq: figures.totalMoq,
    averageProgress: figures.averageProgress,
    outcome: outcomeCounts(doc.products),
    ...(products && {
      fill: roundFill(
        kept.map((p) => {
          const terms = roundProductTerms(p, products.get(p.productId));
          return {
            committed: committedOf(p, committed),
            grossWeightKg: terms.grossWeightKg,
            cbm: terms.cbm,
          };
        }),
      ),
    }),
  };
}

export async function createRound(
  ctx: SupplierContext,
  supplierId: string,
  body: z.infer<typeof createRoundBodySchema>,
  /** A series' edition: its id (one per edition, so two replicas make it once) and its series. */
  edition: { id: string; seriesId: string } | null = null,
): Promise<SupplierRound> {
  const ids = body.products.map((p) => p.productId);
  const own = await ctx.products
    .find({ _id: { $in: ids }, supplierId, active: true }, { _id: 1, unitPrice: 1 })
    .lean();
  const usable = new Set(own.map((p) => p._id));
  const missing = ids.filter((id) => !usable.has(id));
  if (missing.length)
    throw badRequest(
      SupplierProblemCodes.roundProductUnavailable,
      `A round can hold only your own active products (${missing.length} are not)`,
    );
  checkPriceBreaks(body.products, new Map(own.map((p) => [p._id, p.unitPrice])));
  // Runs one of the caller's own rounds again, or is refused as a round it cannot see.
  if (body.repeatOf) await ownRecord<RoundDoc>(ctx.rounds, supplierId, body.repeatOf, roundNotFound);
  const company = await ctx.companies.findById(supplierId, { name: 1 }).lean();
  const now = ctx.now();
  const draft: Omit<RoundDoc, '_events'> = {
    _id: edition?.id ?? randomUUID(),
    supplierId,
    // The approval snapshot re-reads the name; this one only labels drafts in the admin's list.
    supplierName: company?.name ?? '',
    title: body.title,
    description: body.description,
    currency: body.currency,
    openAt: body.openAt ? new Date(body.openAt) : null,
    closeAt: body.closeAt ? new Date(body.closeAt) : null,
    endAction: body.endAction,
    // Days only mean something to "extend once"; kept null otherwise so the round reads plainly.
    extendDays: body.endAction === 'extend_once' ? (body.extendDays ?? null) : null,
    extended: false,
    freightCost: body.freightCost ?? null,
    freightBasis: body.freightBasis,
    lastCallHours: body.lastCallHours,
    ...(body.repeatOf && { repeatOf: body.repeatOf }),
    ...(edition && { seriesId: edition.seriesId }),
    status: 'draft',
    products: body.products.map((p) => ({
      id: randomUUID(),
      productId: p.productId,
      moq: p.moq,
      maxQty: p.maxQty ?? null,
      // Checked above: quantities rise, so the breaks are stored in the order they apply.
      ...(p.priceBreaks?.length && { priceBreaks: p.priceBreaks }),
    })),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const event = createEvent(roundCreatedV1, toRoundSummary({ ...draft, _events: [] }), PRODUCER);
  const doc = await ctx.outbox.record([event], { collection: 'rounds', id: draft._id }, async (eventIds) => {
    const row = { ...draft, _events: eventIds };
    await ctx.rounds.create(row);
    return row;
  });
  return withFigures(doc, new Map(), null);
}

/**
 * Every product's breaks against its catalogue price and max qty. All problems of the
 * round in one 400, each at its product and break (`body.products.3.priceBreaks.1`) with the
 * rule's code (`price_break_price_not_falling`) for the UI to translate; nothing is stored when
 * one is wrong.
 */
function checkPriceBreaks(
  products: z.infer<typeof createRoundBodySchema>['products'],
  prices: ReadonlyMap<string, number>,
): void {
  const errors = products.flatMap((p, i) =>
    decimalPriceBreakProblems(prices.get(p.productId) ?? 0, p.priceBreaks ?? [], p.maxQty).map((problem) => ({
      path: `body.products.${i}.priceBreaks${'index' in problem ? `.${problem.index - 1}` : ''}`,
      code: `${SupplierFieldCodes.priceBreak}_${problem.code}`,
      message: describePriceBreakProblem(problem),
    })),
  );
  if (errors.length) throw validationProblem(errors);
}

export async function listRounds(
  ctx: SupplierContext,
  supplierId: string,
  query: { search?: string; status: string },
): Promise<{ items: SupplierRound[]; total: number }> {
  const filter = roundsFilter(supplierId, query);
  const [rows, total] = await Promise.all([
    ctx.rounds.find(filter).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<RoundDoc[]>(),
    ctx.rounds.countDocuments(filter),
  ]);
  // The catalogue's measures give each row its container fill.
  const [committed, products] = await Promise.all([
    committedByRoundProduct(ctx, rows),
    productsById(ctx, supplierId, [...new Set(rows.flatMap((r) => r.products.map((p) => p.productId)))]),
  ]);
  return { items: rows.map((r) => withFigures(r, committed, products)), total };
}

async function ownRound(ctx: SupplierContext, supplierId: string, roundId: string): Promise<RoundDoc> {
  return ownRecord(ctx.rounds, supplierId, roundId, roundNotFound);
}

export async function roundPerformance(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<RoundPerformance> {
  const doc = await ownRound(ctx, supplierId, roundId);
  const [committed, products, sold] = await Promise.all([
    committedByRoundProduct(ctx, [doc]),
    productsById(
      ctx,
      doc.supplierId,
      doc.products.map((p) => p.productId),
    ),
    doc.status === 'closed' ? soldByProduct(ctx, doc) : Promise.resolve(null),
  ]);
  const lines = doc.products.map((p) => {
    const product = products.get(p.productId);
    const qty = committedOf(p, committed);
    const progress = moqProgress(qty, p.moq);
    const image = product ? primaryImage(product.images) : null;
    const { unitPrice } = roundProductTerms(p, product);
    return {
      id: p.id,
      productId: p.productId,
      name: product?.name ?? '',
      sku: product?.sku ?? '',
      unitPrice,
      currency: product?.currency ?? doc.currency,
      uom: product?.uom ?? 'pieces',
      imageUrl: image ? imageUrl(ctx.config.PUBLIC_PATH_PREFIX, image.file) : null,
      moq: p.moq,
      maxQty: p.maxQty,
      committed: qty,
      progress,
      moqMet: progress >= 100,
      outcome: p.outcome ?? null,
      ...(p.flexOffered ? { flexOffered: p.flexOffered, flexCalled: p.flexCalled ?? 0 } : {}),
      priceBreaks: p.priceBreaks ?? [],
      // Closed: what this product sold at the prices paid (0 once released); open: committed
      // units at the round's price, the projection the round's figures make.
      revenue: sold
        ? (sold.get(p.id) ?? 0)
        : roundFigures([{ committed: qty, moq: p.moq, unitPrice }]).revenue,
    };
  });
  const figures = roundFigures(lines);
  return {
    round: withFigures(doc, committed, products),
    products: lines,
    productsMeetingMoq: figures.productsMeetingMoq,
    // Closed: what was sold, at the prices paid (the orders after the close re-priced them and
    // released what missed its MOQ), as Sales History counts it. Open: committed
    // units at the round's price, a projection.
    revenue: sold ? sumMoney([...sold.values()]) : figures.revenue,
    potentialRevenue: figures.potentialRevenue,
  };
}

/**
 * The round's sales per round product: Σ of its sold orders' line subtotals at the prices paid
 * (the close re-priced them and removed released lines), so the products add up to Sales
 * History's figure for the round.
 */
async function soldByProduct(ctx: SupplierContext, doc: RoundDoc): Promise<Map<string, number>> {
  const orders = await ctx.salesOrders
    .find({ roundId: doc._id, supplierId: doc.supplierId, status: { $in: SOLD_STATUSES } }, { items: 1 })
    .lean();
  const lines = new Map<string, number[]>();
  for (const order of orders)
    for (const item of order.items) {
      const subtotals = lines.get(item.roundProductId);
      if (subtotals) subtotals.push(item.subtotal);
      else lines.set(item.roundProductId, [item.subtotal]);
    }
  return new Map([...lines].map(([id, subtotals]) => [id, sumMoney(subtotals)]));
}

/**
 * What buyers need to buy from an approved round: catalogue fields frozen now (spec §4). Also what
 * the admin reviews before approving (commands/review-round.ts).
 */
export async function approvalSnapshot(ctx: SupplierContext, doc: RoundDoc): Promise<RoundProductSnapshot[]> {
  const [products, categories] = await Promise.all([
    productsById(
      ctx,
      doc.supplierId,
      doc.products.map((p) => p.productId),
    ),
    categoryNames(ctx),
  ]);
  return doc.products.flatMap((p) => {
    const product = products.get(p.productId);
    if (!product) return [];
    const image = primaryImage(product.images);
    return [
      {
        id: p.id,
        productId: product._id,
        name: product.name,
        sku: product.sku,
        unitPrice: product.unitPrice,
        currency: product.currency,
        uom: product.uom,
        unitsPerPack: product.unitsPerPack,
        size: product.size,
        color: product.color,
        material: product.material,
        categoryName: product.categoryId ? (categories.get(product.categoryId) ?? null) : null,
        imageUrl: image ? imageUrl(ctx.config.PUBLIC_PATH_PREFIX, image.file) : null,
        moq: p.moq,
        maxQty: p.maxQty,
        netWeightKg: product.netWeightKg ?? null,
        grossWeightKg: product.grossWeightKg ?? null,
        cbm: product.cbm ?? null,
        ...(p.priceBreaks?.length && { priceBreaks: p.priceBreaks }),
      },
    ];
  });
}

/**
 * What a transition announces: submitted (and the admins told), approved (the approval snapshot
 * fixes each product's price and measures for the round; `changed` gains them) or rejected (the
 * supplier told either way).
 */
async function transitionEvents(
  ctx: SupplierContext,
  action: Exclude<RoundAction, 'close'>,
  changed: RoundDoc,
  now: Date,
): Promise<EventEnvelope[]> {
  if (action === 'submit')
    return [
      createEvent(roundSubmittedV1, toRoundSummary(changed), PRODUCER),
      createEvent(
        supplierNotificationRequestedV1,
        {
          kind: 'round_submitted',
          recipients: { roles: ['admin'] },
          params: { roundTitle: changed.title, supplierName: changed.supplierName },
          link: '/admin/rounds',
          key: `round-submitted:${changed._id}:${changed.version}`,
        },
        PRODUCER,
      ),
    ];
  if (action !== 'approve')
    return [
      createEvent(roundClosedV1, { round: toRoundSummary(changed), reason: 'rejected' }, PRODUCER),
      decisionNotice(changed, 'round_rejected'),
    ];
  const summary = toRoundSummary(changed);
  const products = await approvalSnapshot(ctx, changed);
  if (!products.length)
    throw conflict(SupplierProblemCodes.roundTransition, 'This round has no products left to sell');
  checkBreaksAtApproval(changed, products);
  changed.approvedAt = now;
  // The snapshot's price and measures are the round's from now on, for the supplier too.
  const terms = new Map(products.map((p) => [p.id, p]));
  changed.products = changed.products.map((p) => {
    const s = terms.get(p.id);
    return {
      ...p,
      atApproval: s
        ? {
            unitPrice: s.unitPrice,
            netWeightKg: s.netWeightKg ?? null,
            grossWeightKg: s.grossWeightKg ?? null,
            cbm: s.cbm ?? null,
          }
        : null,
    };
  });
  return [
    createEvent(roundApprovedV1, { round: summary, products }, PRODUCER),
    decisionNotice(changed, 'round_approved'),
  ];
}

/**
 * Moves a round along spec §4 and announces it through the outbox in the same document write.
 * One writer per round in this process (the lock); the status guard in the filter keeps a second
 * replica from applying a stale decision.
 */
async function transition(
  ctx: SupplierContext,
  roundId: string,
  action: Exclude<RoundAction, 'close'>,
  scope: { supplierId?: string },
): Promise<RoundDoc> {
  return ctx.locks.run(`round:${roundId}`, async () => {
    const current = scope.supplierId
      ? await ownRound(ctx, scope.supplierId, roundId)
      : await ctx.rounds.findById(roundId).lean<RoundDoc>();
    if (!current) throw roundNotFound();
    const next = nextStatus(action, current.status);
    if (!next.ok) throw conflict(SupplierProblemCodes.roundTransition, next.reason);
    const now = ctx.now();
    const late = lateDates(action, current, now);
    if (late) throw conflict(late.code, late.message);
    let supplierName = current.supplierName;
    if (action === 'approve') {
      const company = await ctx.companies.findById(current.supplierId, { name: 1 }).lean();
      supplierName = company?.name ?? supplierName;
    }
    const changed: RoundDoc = {
      ...current,
      status: next.status,
      supplierName,
      updatedAt: now,
      version: current.version + 1,
    };
    const [event, ...also] = await transitionEvents(ctx, action, changed, now);
    return ctx.outbox.record([event, ...also], { collection: 'rounds', id: roundId }, async (eventIds) => {
      const _events = appendEventIds(current._events, eventIds);
      const result = await ctx.rounds.updateOne(
        { _id: roundId, status: current.status, version: current.version },
        {
          $set: {
            status: changed.status,
            supplierName,
            ...(action === 'approve' && { products: changed.products, approvedAt: changed.approvedAt }),
            updatedAt: now,
            version: changed.version,
            _events,
          },
        },
      );
      if (result.matchedCount !== 1)
        throw conflict(SupplierProblemCodes.roundTransition, 'This round was changed meanwhile; try again');
      return { ...changed, _events };
    });
  });
}

/**
 * A round cannot start its life with a date behind it: submitted, its deadline must
 * still be ahead and its opening not behind (within a grace for a round made to open "now" and
 * submitted a little later); approved, its deadline must still be ahead, or it would close the
 * moment it is approved.
 */
function lateDates(
  action: RoundAction,
  round: Pick<RoundDoc, 'openAt' | 'closeAt'>,
  now: Date,
): { code: string; message: string } | null {
  const deadlinePassed = !!round.closeAt && round.closeAt.getTime() <= now.getTime();
  if (action === 'submit') {
    if (deadlinePassed)
      return {
        code: SupplierProblemCodes.roundDeadlinePassed,
        message: "This round's deadline has passed: set a deadline in the future before submitting it",
      };
    if (round.openAt && round.openAt.getTime() < now.getTime() - OPENING_GRACE_MS)
      return {
        code: SupplierProblemCodes.roundOpeningPassed,
        message:
          "This round's opening has passed: set an opening in the future (or none) before submitting it",
      };
  }
  if (action === 'approve' && deadlinePassed)
    return {
      code: SupplierProblemCodes.roundDeadlinePassed,
      message: "This round's deadline has passed: it cannot be approved",
    };
  return null;
}

/** How far behind "now" a submitted round's opening may be: the dialog's "opens now" plus review time. */
const OPENING_GRACE_MS = 15 * 60 * 1000;

/**
 * Breaks are re-checked against the price the round is approved with: the catalogue
 * price may have dropped since the round was made (to 5, under breaks of 9 and 8), and buyers
 * would be told "N more units to $9". The same rule as at creation, one 409 for the round with
 * every product and break at fault.
 */
function checkBreaksAtApproval(doc: RoundDoc, snapshot: RoundProductSnapshot[]): void {
  const prices = new Map(snapshot.map((p) => [p.id, p.unitPrice]));
  const errors = doc.products.flatMap((p, i) =>
    decimalPriceBreakProblems(prices.get(p.id) ?? 0, p.priceBreaks ?? [], p.maxQty).map((problem) => ({
      path: `products.${i}.priceBreaks${'index' in problem ? `.${problem.index - 1}` : ''}`,
      code: `${SupplierFieldCodes.priceBreak}_${problem.code}`,
      message: describePriceBreakProblem(problem),
    })),
  );
  if (errors.length)
    throw new HttpProblem(
      409,
      SupplierProblemCodes.roundBreaksStale,
      'Conflict',
      "A product's price breaks are no longer below its current price: the round cannot be approved as it is",
      errors,
    );
}

/** The supplier's company hears of the admin's decision on its round. */
function decisionNotice(round: RoundDoc, kind: 'round_approved' | 'round_rejected'): EventEnvelope {
  return createEvent(
    supplierNotificationRequestedV1,
    {
      kind,
      recipients: { companyIds: [round.supplierId] },
      params: { roundTitle: round.title },
      link: '/supplier/rounds',
      key: `${kind}:${round._id}`,
    },
    PRODUCER,
  );
}

export async function submitRound(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<SupplierRound> {
  const doc = await transition(ctx, roundId, 'submit', { supplierId });
  return withFigures(doc, await committedByRoundProduct(ctx, [doc]), null);
}

/**
 * Admin's decision (command from services/admin): approve, reject or close. Close Round goes
 * through the same close path as the deadline, with the round's end action (never extending).
 */
export async function decideRound(
  ctx: SupplierContext,
  roundId: string,
  decision: 'approve' | 'reject' | 'close',
): Promise<RoundDoc> {
  if (decision === 'close') return (await closeRound(ctx, roundId, 'admin')).round;
  return transition(ctx, roundId, decision, {});
}
