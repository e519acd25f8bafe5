import { SupplierProblemCodes } from '@marketplace/contracts';
import { GuardedBucket, HttpProblem, type Logger, type ObjectStore } from '@marketplace/service-kit';

const unavailable = () =>
  new HttpProblem(
    503,
    SupplierProblemCodes.storageUnavailable,
    'Service Unavailable',
    'Image storage is not reachable right now. Please try again.',
  );

/**
 * The product-images bucket. Storage being down makes image calls answer 503 but never makes the
 * catalogue unready: products and rounds work without pictures.
 */
export class ProductImageStore extends GuardedBucket {
  constructor(store: ObjectStore, logger: Logger) {
    super(store, logger, 'product image', unavailable);
  }
}
