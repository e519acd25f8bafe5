import { SupplierProblemCodes } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit/core';
import { GuardedBucket, type ObjectStore } from '@marketplace/service-kit/store';

/**
 * The product-images bucket. Storage being down makes image calls answer 503 but never makes the
 * catalogue unready: products and rounds work without pictures.
 */
export class ProductImageStore extends GuardedBucket {
  constructor(store: ObjectStore, logger: Logger) {
    super(store, logger, 'product image', SupplierProblemCodes.storageUnavailable);
  }
}
