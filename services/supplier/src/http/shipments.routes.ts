import type { Router } from 'express';
import {
  recordShipmentBodySchema,
  roundShipmentsResponseSchema,
  shipmentSchema,
} from '@marketplace/contracts';
import { created, handle, pathParams, requireRole } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { recordShipment, roundShipments } from '../use-cases/shipments';
import { supplierCompanyOf } from './caller';

const roundParams = pathParams('roundId');

/** Shipments of a closed round's sold orders: what left, when, with whom, and how many units of each line. */
export function shipmentsRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/rounds/:roundId/shipments',
    supplier,
    handle(
      {
        summary: "A round's shipments and every sold line with the units ordered and shipped so far",
        description: 'Shipments oldest first; lines by order, oldest order first.',
        scope: 'sales:read',
        params: roundParams,
        response: roundShipmentsResponseSchema,
      },
      ({ params }, req) => roundShipments(ctx, supplierCompanyOf(req), params.roundId),
    ),
  );

  router.post(
    '/rounds/:roundId/shipments',
    supplier,
    created(
      {
        summary: "Record a shipment of a closed round's sold lines",
        description:
          'Each line is an order line of an approved or partially shipped order of the round, at most ' +
          'once, with no more units than are left to ship on it; the shipping day is not ahead. ' +
          'Refused shipments write nothing. The buyers hear of it through their orders.',
        scope: 'sales:write',
        params: roundParams,
        body: recordShipmentBodySchema,
        response: shipmentSchema,
      },
      ({ params, body }, req) => recordShipment(ctx, supplierCompanyOf(req), params.roundId, body),
    ),
  );
}
