import type { RecordShipmentBody, RoundShipmentsResponse, Shipment } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { supplierApi } from '../api/supplier-api';

const shipmentsPath = (roundId: string) => `/rounds/${encodeURIComponent(roundId)}/shipments`;

/** A closed round's shipments: its sold lines with what has left for them, and recording one more. */
export const shipmentsApi = supplierApi.enhanceEndpoints({ addTagTypes: ['Shipments'] }).injectEndpoints({
  endpoints: (build) => ({
    roundShipments: build.query<RoundShipmentsResponse, string>({
      query: shipmentsPath,
      transformResponse: parsedWith('roundShipmentsResponseSchema'),
      providesTags: (_r, _e, roundId) => [{ type: 'Shipments', id: roundId }],
    }),
    recordShipment: build.mutation<Shipment, { roundId: string; body: RecordShipmentBody }>({
      query: ({ roundId, body }) => ({ url: shipmentsPath(roundId), method: 'POST', body }),
      transformResponse: parsedWith('shipmentSchema'),
      invalidatesTags: (_r, _e, { roundId }) => [{ type: 'Shipments', id: roundId }],
    }),
  }),
});

export const { useRoundShipmentsQuery, useRecordShipmentMutation } = shipmentsApi;
