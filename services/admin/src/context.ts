import type { NatsConnection } from 'nats';
import type { Logger } from '@marketplace/service-kit/core';
import type { ListDayModel } from '@marketplace/service-kit/store';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { Directory } from './data/directory';
import type { CategoryModel, CompanyModel } from './data/directory.model';
import type { FreightSplitModel, OrderRowModel, RoundRowModel } from './data/moderation.model';
import type { UserRowModel } from './data/user-row.model';

/** What the admin's use-cases, routes and event handlers are handed: its stores and connections. */
export interface AdminContext {
  logger: Logger;
  nc: NatsConnection;
  outbox: Outbox;
  /** Read models fed by the other services' events. */
  users: UserRowModel;
  rounds: RoundRowModel;
  orders: OrderRowModel;
  /** Each round's freight split over its orders, as the buyer service decided it. */
  freightSplits: FreightSplitModel;
  /** The Orders list's days with their counts per status (kit `day-pages`). */
  days: ListDayModel;
  /** The directory the admin owns. */
  companies: CompanyModel;
  categories: CategoryModel;
  directory: Directory;
}
