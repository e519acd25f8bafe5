import type { NatsConnection } from 'nats';
import type { InvoiceDocuments } from '@marketplace/documents';
import type { Logger } from '@marketplace/service-kit/core';
import type { KeyedLock } from '@marketplace/service-kit/store';
import type { Outbox } from '@marketplace/service-kit/messaging';
import type { SupplierConfig } from './config';
import type { ProductImageStore } from './data/image-store';
import type { SupplierModels } from './data/models';

/** What the use-cases, routes, commands and event handlers work with; built once in app.ts. */
export interface SupplierContext extends SupplierModels {
  config: SupplierConfig;
  logger: Logger;
  /** For commands to other services (the close asks the buyer service to seal a round's orders). */
  nc: NatsConnection;
  outbox: Outbox;
  images: ProductImageStore;
  /** Serialises writes per document key in this process (FerretDB has no atomic updates). */
  locks: KeyedLock;
  /** The PDFs and texts rendered from invoice snapshots. */
  invoiceDocuments: InvoiceDocuments;
  /** The clock: round deadlines, invoice numbers and dates, status changes are read against it. */
  now: () => Date;
  /**
   * Asks the series scan to look now (a series made or resumed may be due before its next wake);
   * a no-op until the scan has started.
   */
  wakeSeriesScan: () => void;
}
