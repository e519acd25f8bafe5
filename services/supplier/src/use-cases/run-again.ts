import {
  DEFAULT_END_ACTION,
  LAST_CALL_HOURS_DEFAULT,
  SupplierProblemCodes,
  type ProductTermsView,
  type RunAgainProduct,
  type RunAgainProposal,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { findByIds } from '@marketplace/service-kit/store';
import type { SupplierContext } from '../context';
import { ownRecord } from '../data/own-record';
import type { ProductDoc } from '../data/product.model';
import type { RoundDoc } from '../data/round.model';
import { runAgainDates, termChanges } from '../domain/run-again';

const roundNotFound = () => notFound('Round not found', SupplierProblemCodes.roundNotFound);

const termsOf = (
  p: Pick<ProductDoc, 'unitPrice' | 'netWeightKg' | 'grossWeightKg' | 'cbm'>,
): ProductTermsView => ({
  unitPrice: p.unitPrice,
  netWeightKg: p.netWeightKg ?? null,
  grossWeightKg: p.grossWeightKg ?? null,
  cbm: p.cbm ?? null,
});

/**
 * Run again: the caller's round as a new draft's body (`POST /rounds` takes it as it is or edited),
 * with every product, MOQ, maximum, price break, the freight, end action and last call, and its
 * dates moved forward by whole weeks (domain `runAgainDates`); beside it, what changed in the
 * catalogue since the round's approval, and the products left out (deactivated or gone). Nothing is
 * written. Another company's round reads as not found.
 */
export async function runAgainProposal(
  ctx: SupplierContext,
  supplierId: string,
  roundId: string,
): Promise<RunAgainProposal> {
  const round = await ownRecord<RoundDoc>(ctx.rounds, supplierId, roundId, roundNotFound);
  const dates = runAgainDates(round, ctx.now());
  return {
    sourceRoundId: round._id,
    sourceTitle: round.title,
    shiftWeeks: dates.shiftWeeks,
    ...(await repeatedRound(ctx, round, dates)),
  };
}

/**
 * The body of a round made again from `round` with `dates` (Run again, a series' next edition),
 * and its products beside today's catalogue: what changed since the approval, and what is left
 * out (deactivated or gone, so not in the body).
 */
export async function repeatedRound(
  ctx: SupplierContext,
  round: RoundDoc,
  dates: { openAt: Date | null; closeAt: Date | null },
): Promise<Pick<RunAgainProposal, 'round' | 'products'>> {
  const supplierId = round.supplierId;
  const catalogue = await findByIds(
    ctx.products,
    round.products.map((p) => p.productId),
    { supplierId: 1, name: 1, sku: 1, unitPrice: 1, netWeightKg: 1, grossWeightKg: 1, cbm: 1, active: 1 },
  );
  const products: RunAgainProduct[] = round.products.map((p) => {
    const found = catalogue.get(p.productId);
    const product = found?.supplierId === supplierId ? found : undefined;
    const was = p.atApproval ? { ...p.atApproval } : null;
    const now = product ? termsOf(product) : null;
    return {
      productId: p.productId,
      name: product?.name ?? p.productId,
      sku: product?.sku ?? '',
      was,
      now,
      changes: termChanges(was, now),
      leftOut: !product ? 'gone' : product.active ? null : 'inactive',
    };
  });
  const kept = new Set(products.filter((p) => !p.leftOut).map((p) => p.productId));
  return {
    round: {
      title: round.title,
      description: round.description,
      currency: round.currency as RunAgainProposal['round']['currency'],
      openAt: dates.openAt?.toISOString() ?? null,
      closeAt: dates.closeAt?.toISOString() ?? null,
      endAction: round.endAction ?? DEFAULT_END_ACTION,
      extendDays: round.extendDays ?? null,
      freightCost: round.freightCost ?? null,
      freightBasis: round.freightBasis ?? 'gross_weight',
      lastCallHours: round.lastCallHours ?? LAST_CALL_HOURS_DEFAULT,
      repeatOf: round._id,
      products: round.products
        .filter((p) => kept.has(p.productId))
        .map((p) => ({
          productId: p.productId,
          moq: p.moq,
          maxQty: p.maxQty,
          ...(p.priceBreaks?.length && {
            priceBreaks: p.priceBreaks.map(({ minQty, unitPrice }) => ({ minQty, unitPrice })),
          }),
        })),
    },
    products,
  };
}
