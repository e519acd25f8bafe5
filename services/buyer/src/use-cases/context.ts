import type { KeyedLock, Logger, Outbox } from '@marketplace/service-kit';
import type { CartModel } from '../data/cart.model';
import type { CommitmentLedger } from '../data/commitment-ledger';
import type { CommittedView } from '../data/committed-view';
import type { OrderModel } from '../data/order.model';
import type { ReleaseMarkers } from '../data/release-markers';
import type { RoundCatalogue } from '../data/round-catalogue';
import type { RoundModel } from '../data/round.model';

/** Everything the buyer use cases work with. */
export interface BuyerContext {
  logger: Logger;
  rounds: RoundModel;
  catalogue: RoundCatalogue;
  carts: CartModel;
  orders: OrderModel;
  ledger: CommitmentLedger;
  committed: CommittedView;
  releases: ReleaseMarkers;
  outbox: Outbox;
  /**
   * One writer per buyer and round (`<buyerId>:<roundId>`): cart changes, placing the order,
   * its decision and the round's closing take turns, so each sees the others' result.
   */
  locks: KeyedLock;
  now: () => Date;
}
