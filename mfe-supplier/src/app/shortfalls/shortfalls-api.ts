import type { RoundShortfallsResponse, Shortfall, ShortfallBody } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { supplierApi } from '../api/supplier-api';

const shortfallsPath = (roundId: string) => `/rounds/${encodeURIComponent(roundId)}/shortfalls`;

export interface ShortfallRequest {
  roundId: string;
  body: ShortfallBody;
}

/**
 * The dialog's preview and confirmation of a round are kept in the store under these keys
 * (`fixedCacheKey`): what the dialog shows is the last answer of each, whichever part asked.
 */
export const shortfallPreviewKey = (roundId: string) => `shortfall-preview:${roundId}`;
export const shortfallConfirmKey = (roundId: string) => `shortfall-confirm:${roundId}`;

/** A closed round's products delivered short: the confirmed ones, a preview, and confirming one. */
export const shortfallsApi = supplierApi
  .enhanceEndpoints({ addTagTypes: ['Shortfalls', 'Shipments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      roundShortfalls: build.query<RoundShortfallsResponse, string>({
        query: shortfallsPath,
        transformResponse: parsedWith('roundShortfallsResponseSchema'),
        providesTags: (_r, _e, roundId) => [{ type: 'Shortfalls', id: roundId }],
      }),
      // A POST that writes nothing: the figures the rule would give, read before confirming.
      previewShortfall: build.mutation<Shortfall, ShortfallRequest>({
        query: ({ roundId, body }) => ({ url: `${shortfallsPath(roundId)}/preview`, method: 'POST', body }),
        transformResponse: parsedWith('shortfallSchema'),
      }),
      confirmShortfall: build.mutation<Shortfall, ShortfallRequest>({
        query: ({ roundId, body }) => ({ url: shortfallsPath(roundId), method: 'POST', body }),
        transformResponse: parsedWith('shortfallSchema'),
        // The cut lines ship fewer units: the round's shipments are read again too.
        invalidatesTags: (_r, _e, { roundId }) => [
          { type: 'Shortfalls', id: roundId },
          { type: 'Shipments', id: roundId },
        ],
      }),
    }),
  });

export const { useRoundShortfallsQuery, usePreviewShortfallMutation, useConfirmShortfallMutation } =
  shortfallsApi;
