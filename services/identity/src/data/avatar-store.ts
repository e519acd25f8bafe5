import type { Readable } from 'node:stream';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem, type Logger, type ObjectStore } from '@marketplace/service-kit';

const unavailable = () =>
  new HttpProblem(
    503,
    ProblemCodes.unavailable,
    'Service Unavailable',
    'Image storage is not reachable right now. Please try again.',
  );

/**
 * The avatar bucket. Storage being down makes avatar calls answer 503 but never makes identity
 * unready: signing in must not depend on images.
 */
export class AvatarStore {
  private ready?: Promise<void>;

  constructor(
    private readonly store: ObjectStore,
    private readonly logger: Logger,
  ) {}

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
      this.logger.error({ err: (err as Error).message, object: name }, 'avatar upload to storage failed');
      throw unavailable();
    }
  }

  async get(name: string): Promise<{ stream: Readable; contentType: string; size: number } | null> {
    try {
      return await this.store.get(name);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, object: name }, 'avatar read from storage failed');
      throw unavailable();
    }
  }

  /** Best effort: a leftover old image is harmless, a failed upload is not. */
  async removeQuietly(name: string): Promise<void> {
    await this.store
      .remove(name)
      .catch((err: unknown) =>
        this.logger.warn({ err: (err as Error).message, object: name }, 'old avatar could not be removed'),
      );
  }
}
