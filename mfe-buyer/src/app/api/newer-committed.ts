/** A figure the round channel moves live: a round product's committed units and its ledger sequence. */
interface LiveCommitted {
  id: string;
  committed: number;
  committedSeq: number;
}

/**
 * `incoming` (an answer), keeping each committed figure of `current` (the cache) that is newer by
 * its sequence: a live change (live-commitments.ts) can land while an answer read before it is on
 * its way, and the answer must not take it back. An endpoint's RTK Query `merge`.
 */
export function keepNewerCommitted<T extends LiveCommitted>(current: readonly T[], incoming: T[]): void {
  const cached = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) {
    const live = cached.get(item.id);
    if (live && live.committedSeq > item.committedSeq) {
      item.committed = live.committed;
      item.committedSeq = live.committedSeq;
    }
  }
}
