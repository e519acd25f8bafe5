import type { Router } from 'express';
import {
  discrepancyDecisionBodySchema,
  discrepancyDecisionSchema,
  generateInvoiceBodySchema,
  generateInvoiceResponseSchema,
  lineWeightsBodySchema,
  orderTimelineResponseSchema,
  saleDetailSchema,
  saleLineSchema,
  salesListResponseSchema,
  supplierSalesQuerySchema,
} from '@marketplace/contracts';
import { handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { supplierCompanyOf } from './caller';
import { decideDiscrepancy } from '../use-cases/discrepancies';
import { generateInvoice } from '../use-cases/invoices';
import { listSales, saleDetail, saleTimeline, setLineMeasures } from '../use-cases/sales';

const orderParams = pathParams('orderId');
const lineParams = pathParams('orderId', 'lineId');

/** Sales History (spec §2.5): approved orders on the caller company's rounds. */
export function salesRoutes(router: Router, ctx: SupplierContext): void {
  router.get(
    '/sales',
    requireRole('supplier'),
    handle(
      {
        summary: "Sales History: a page of the approved orders on the company's rounds, with totals",
        description:
          'Newest first, a page at a time: `nextCursor` is the `cursor` of the next page (null on the ' +
          'last). The totals count every sale.',
        scope: 'sales:read',
        query: supplierSalesQuerySchema,
        response: salesListResponseSchema,
      },
      ({ query }, req) => listSales(ctx, supplierCompanyOf(req), query),
    ),
  );
  router.get(
    '/sales/:orderId',
    requireRole('supplier'),
    handle(
      {
        summary: 'A sale with its lines, measures, freight and invoice',
        scope: 'sales:read',
        params: orderParams,
        response: saleDetailSchema,
      },
      ({ params }, req) => saleDetail(ctx, supplierCompanyOf(req), params.orderId),
    ),
  );
  router.get(
    '/sales/:orderId/timeline',
    requireRole('supplier'),
    handle(
      {
        summary: 'Every change of a sale’s order: who, when and why, oldest first',
        scope: 'sales:read',
        params: orderParams,
        response: orderTimelineResponseSchema,
      },
      ({ params }, req) => saleTimeline(ctx, supplierCompanyOf(req), params.orderId),
    ),
  );
  saleWorkRoutes(router, ctx);
}

/** What the supplier records on a sale: its weights, its answer to a reported discrepancy, its invoice. */
function saleWorkRoutes(router: Router, ctx: SupplierContext): void {
  router.put(
    '/sales/:orderId/lines/:lineId/weights',
    requireRole('supplier'),
    handle(
      {
        summary: "Record a sold line's weights and volume",
        scope: 'sales:write',
        params: lineParams,
        body: lineWeightsBodySchema,
        response: saleLineSchema,
      },
      ({ params, body }, req) =>
        setLineMeasures(ctx, supplierCompanyOf(req), params.orderId, params.lineId, body),
    ),
  );
  router.post(
    '/sales/:orderId/discrepancy',
    requireRole('supplier'),
    handle(
      {
        summary: 'Accept (credit) or dispute the units a delivered sale’s receipt reported short or damaged',
        description:
          'Decided once, on a delivered or completed sale whose buyer reported units short or damaged ' +
          '(else 409 `sales.no_discrepancy`; a second decision is 409 `sales.discrepancy_decided`). ' +
          'Accepting credits those units: the order loses them and its sent invoice gets a credit ' +
          'note. Disputing keeps the order as it is and tells the buyer the reason.',
        scope: 'sales:write',
        params: orderParams,
        body: discrepancyDecisionBodySchema,
        response: discrepancyDecisionSchema,
      },
      ({ params, body }, req) => decideDiscrepancy(ctx, supplierCompanyOf(req), params.orderId, body),
    ),
  );
  router.post(
    '/sales/:orderId/invoice',
    requireRole('supplier'),
    handle(
      {
        summary: 'Issue the proforma invoice of a sale',
        scope: 'invoices:write',
        description: 'Answers 201 with the new invoice, or 200 with the one already issued for the sale.',
        params: orderParams,
        body: generateInvoiceBodySchema,
        response: generateInvoiceResponseSchema,
      },
      async ({ params, body }, req, res) => {
        const result = await generateInvoice(ctx, supplierCompanyOf(req), params.orderId, body);
        res.status(result.created ? 201 : 200);
        return result;
      },
    ),
  );
}
