import type { KeyedLock, Logger, Outbox } from '@marketplace/service-kit';
import type { SupplierConfig } from './config';
import type { ProductImageStore } from './data/image-store';
import type { SupplierModels } from './data/models';

/** What the catalogue and rounds code works with; built once in app.ts. */
export interface SupplierContext {
  config: SupplierConfig;
  logger: Logger;
  models: SupplierModels;
  outbox: Outbox;
  images: ProductImageStore;
  /** Serialises writes per document key in this process (FerretDB has no atomic updates). */
  lock: KeyedLock;
}

export const PRODUCER = 'supplier';
