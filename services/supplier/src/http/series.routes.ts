import type { Router } from 'express';
import { createSeriesBodySchema, seriesListResponseSchema, seriesSchema } from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { createSeries, listSeries, moveSeries, oneSeries } from '../use-cases/series';
import { supplierCompanyOf } from './caller';

const seriesParams = pathParams('id');

/** Series: rounds repeated on a schedule, each edition made as a draft days before it opens. */
export function seriesRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/series',
    supplier,
    handle(
      {
        summary: "The company's series, newest first, each with its editions and the next one",
        scope: 'rounds:read',
        response: seriesListResponseSchema,
      },
      (_input, req) => listSeries(ctx, supplierCompanyOf(req)),
    ),
  );

  router.post(
    '/series',
    supplier,
    created(
      {
        summary: 'Schedule a round: repeat it every N weeks or months',
        description:
          'The round (one of the caller’s, with a deadline, in no series yet) is the first edition. Each ' +
          'next edition is made from the latest as Run again makes it, its deadline one period later, ' +
          'opening `openDaysBefore` days before it; it is created as a draft three days before it ' +
          'opens, and submitted for review at once when `autoSubmit`.',
        scope: 'rounds:write',
        body: createSeriesBodySchema,
        response: seriesSchema,
      },
      ({ body }, req) => createSeries(ctx, supplierCompanyOf(req), body),
    ),
  );

  router.get(
    '/series/:id',
    supplier,
    handle(
      {
        summary:
          'A series: its editions (oldest first) with their outcome, units and buyers, and the next one',
        scope: 'rounds:read',
        params: seriesParams,
        response: seriesSchema,
      },
      ({ params }, req) => oneSeries(ctx, supplierCompanyOf(req), params.id),
    ),
  );

  for (const move of ['pause', 'resume', 'end'] as const)
    router.post(
      `/series/:id/${move}`,
      supplier,
      handle(
        {
          summary: {
            pause: 'Pause a series',
            resume: 'Resume a paused series',
            end: 'End a series for good',
          }[move],
          scope: 'rounds:write',
          params: seriesParams,
          response: seriesSchema,
        },
        ({ params }, req) => moveSeries(ctx, supplierCompanyOf(req), params.id, move),
      ),
    );
}
