import type { CreateRoundBody, RunAgainProposal } from '@marketplace/contracts';

/** The draft's body: the proposal's round as it is, with the title the supplier gave it. */
export function runAgainBody(proposal: RunAgainProposal, title: string): CreateRoundBody {
  return { ...proposal.round, title: title.trim() };
}
