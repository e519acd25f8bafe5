import type { RunAgainProposal } from '@marketplace/contracts';
import { parsedWith } from '@marketplace/web-kit';
import { supplierApi } from '../api/supplier-api';

/**
 * The dialog's draft of a round is created with My Rounds' own `createRound` (so the list reads
 * again as after Create Round), kept in the store under this key (`fixedCacheKey`): what the
 * dialog shows is its last answer.
 */
export const runAgainCreateKey = (roundId: string) => `run-again-create:${roundId}`;

/** Run again: a round proposed as a new draft, with what changed in the catalogue since. */
export const runAgainApi = supplierApi.injectEndpoints({
  endpoints: (build) => ({
    // Writes nothing; asked afresh each time the dialog opens (the catalogue moves).
    runAgainProposal: build.query<RunAgainProposal, string>({
      query: (roundId) => `/rounds/${encodeURIComponent(roundId)}/run-again`,
      transformResponse: parsedWith('runAgainProposalSchema'),
    }),
  }),
});

export const { useRunAgainProposalQuery } = runAgainApi;
