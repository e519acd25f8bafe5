import type { NatsConnection } from 'nats';
import type { InvoiceDocuments } from '@marketplace/documents';
import type { KeyedLock, Logger, Outbox } from '@marketplace/service-kit';
import type { SupplierConfig } from './config';
import type { ProductImageStore } from './data/image-store';
import type { SupplierModels } from './data/models';
import type { Invoices } from './use-cases/invoices';
import type { Sales } from './use-cases/sales';

/** What the use-cases, routes, commands and event handlers work with; built once in app.ts. */
export interface SupplierContext {
  config: SupplierConfig;
  logger: Logger;
  models: SupplierModels;
  /** For commands to other services (the close asks the buyer service to seal a round's orders). */
  nc: NatsConnection;
  outbox: Outbox;
  images: ProductImageStore;
  /** Serialises writes per document key in this process (FerretDB has no atomic updates). */
  lock: KeyedLock;
  /** Approved orders on the company's rounds and the measures of their lines. */
  sales: Sales;
  /** Proforma invoices issued from those sales. */
  invoices: Invoices;
  /** The PDFs and texts rendered from invoice snapshots. */
  invoiceDocuments: InvoiceDocuments;
  /** The clock round deadlines are read against. */
  now: () => Date;
}
