import type { Readable } from 'node:stream';
import { SupplierProblemCodes } from '@marketplace/contracts';
import { HttpProblem, type Logger, type ObjectStore } from '@marketplace/service-kit';

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
export class ProductImageStore {
  private ready?: Promise<void>;

  constructor(
    private readonly store: ObjectStore,
    private readonly logger: Logger,
  ) {}

  get bucket(): string {
    return this.store.bucket;
  }

  ensureBucket(): Promise<void> {
    this.ready ??= this.store.ensureBucket().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    try {
      await this.ensureBucket();
      await this.store.put(name, body, contentType);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, object: name }, 'product image upload failed');
      throw unavailable();
    }
  }

  async get(name: string): Promise<{ stream: Readable; contentType: string; size: number } | null> {
    try {
      return await this.store.get(name);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, object: name }, 'product image read failed');
      throw unavailable();
    }
  }

  /** Removes an object; a failure is logged (an orphan object is harmless, a lost row is not). */
  async removeQuietly(name: string): Promise<void> {
    await this.store
      .remove(name)
      .catch((err: unknown) =>
        this.logger.warn({ err: (err as Error).message, object: name }, 'product image could not be removed'),
      );
  }
}
