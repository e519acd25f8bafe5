import type { COMMITMENT_REASONS } from '@marketplace/contracts';

export type CommitmentReason = (typeof COMMITMENT_REASONS)[number];
