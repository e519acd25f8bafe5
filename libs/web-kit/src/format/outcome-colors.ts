import type { RoundOutcomeName } from '@marketplace/domain';

/**
 * A closed round's product outcome as a tag colour, the same in every area: met and confirmed are
 * sold, released is the news (supplier's Round Performance, buyer's products dialog).
 */
export const ROUND_OUTCOME_COLORS: Record<RoundOutcomeName, string> = {
  met: 'success',
  confirmed: 'blue',
  released: 'warning',
};
