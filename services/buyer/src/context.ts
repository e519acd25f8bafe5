import type { FollowModel } from './data/follow.model';
import type { StandingOrderModel } from './data/standing-order.model';
import type { NatsConnection } from 'nats';
import type { InvoiceDocuments } from '@marketplace/documents';
import type { Logger } from '@marketplace/service-kit/core';
import type { InsertGroups, KeyedLock, ListDayModel } from '@marketplace/service-kit/store';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { RecentResults } from '@marketplace/service-kit/runtime';
import type { CartModel } from './data/cart.model';
import type { OpenCarts } from './data/open-carts';
import type { CommitmentLedger } from './data/commitment-ledger';
import type { CommittedView } from './data/committed-view';
import type { FlexCapsAtSeal } from './data/flex-caps';
import type { FreightSplits } from './data/freight-splits';
import type { OrderBook } from './data/order-book';
import type { OrderDoc, OrderModel, PlacedOrder } from './data/order.model';
import type { ReceivedInvoiceModel } from './data/received-invoice.model';
import type { NoticeLog } from './data/notice-log';
import type { ReleaseMarkers } from './data/release-markers';
import type { RoundCatalogue } from './data/round-catalogue';
import type { RoundModel } from './data/round.model';
import type { SpendingGuard } from './data/spending-guard';
import type { SpendingLimitsModel } from './data/spending-limits.model';
import type { TeamAuditModel } from './data/team-audit.model';
import type { TeamMemberModel } from './data/team-member.model';
import type { TeamSettingsModel } from './data/team-settings.model';

/** Everything the buyer use cases work with. */
export interface BuyerContext {
  logger: Logger;
  /** For commands to other services (an invoice's answer goes to the supplier). */
  nc: NatsConnection;
  rounds: RoundModel;
  catalogue: RoundCatalogue;
  carts: CartModel;
  orders: OrderModel;
  /** Order History's days with their counts and values per status (data/order-list.ts). */
  days: ListDayModel;
  /** Open carts as this replica knows them: cart changes decide from memory, written by version. */
  openCarts: OpenCarts;
  /** New orders are inserted in groups (a rush's inserts share a few commands). */
  newOrders: InsertGroups<OrderDoc>;
  ledger: CommitmentLedger;
  committed: CommittedView;
  /** Units in placed orders per round, sealed at the close: what decides the outcome. */
  orderBook: OrderBook;
  /** How much of each member's flex a seal may call in within their spending limits, decided once. */
  flexCaps: FlexCapsAtSeal;
  releases: ReleaseMarkers;
  /** Each round's freight split over its orders, decided here once per change and announced. */
  freightSplits: FreightSplits;
  outbox: Outbox;
  /** Notifications asked of identity, once per key. */
  notices: NoticeLog;
  /**
   * One writer per buyer and round (`<buyerId>:<roundId>`): cart changes, placing the order,
   * its decision and the round's closing take turns, so each sees the others' result.
   */
  locks: KeyedLock;
  /** One spending decision at a time per team member with limits, on every replica. */
  spendingGuard: SpendingGuard;
  /** Order placements by Idempotency-Key, in progress or answered in the last minute. */
  placements: RecentResults<PlacedOrder>;
  now: () => Date;
  /** Proforma invoices addressed to buyers (read model of the supplier's invoice events). */
  invoices: ReceivedInvoiceModel;
  /** The PDFs and texts rendered from those invoices. */
  invoiceDocuments: InvoiceDocuments;
  /** Buying teams: members (read model of identity's users), their limits, settings, audit trail. */
  teamMembers: TeamMemberModel;
  spendingLimits: SpendingLimitsModel;
  teamSettings: TeamSettingsModel;
  teamAudit: TeamAuditModel;
  /** Who follows which supplier or series, told when its next round opens. */
  follows: FollowModel;
  /** Standing orders per buyer and product of a series, placed as each edition opens. */
  standingOrders: StandingOrderModel;
}
