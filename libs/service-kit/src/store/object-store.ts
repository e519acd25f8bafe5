import { Client } from 'minio';
import type { Readable } from 'node:stream';
import type { ObjectStorageConfig } from '../core/config';
import { HttpProblem } from '../core/problems';
import type { Logger } from '../core/logger';

export interface ObjectStoreOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

/** A thin bucket-scoped wrapper over MinIO; object names are always chosen by the server. */
export class ObjectStore {
  readonly client: Client;
  constructor(private readonly opts: ObjectStoreOptions) {
    this.client = new Client({
      endPoint: opts.endPoint,
      port: opts.port,
      useSSL: opts.useSSL,
      accessKey: opts.accessKey,
      secretKey: opts.secretKey,
    });
  }

  get bucket(): string {
    return this.opts.bucket;
  }

  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.opts.bucket))) {
      try {
        await this.client.makeBucket(this.opts.bucket);
      } catch (err) {
        if (!(await this.client.bucketExists(this.opts.bucket))) throw err;
      }
    }
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.opts.bucket, name, body, body.length, { 'Content-Type': contentType });
  }

  async get(name: string): Promise<{ stream: Readable; contentType: string; size: number } | null> {
    try {
      const stat = await this.client.statObject(this.opts.bucket, name);
      const stream = await this.client.getObject(this.opts.bucket, name);
      return {
        stream,
        contentType: String(stat.metaData?.['content-type'] ?? 'application/octet-stream'),
        size: stat.size,
      };
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey')
        return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.removeObject(this.opts.bucket, name);
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.opts.bucket);
  }
}

/** The store of one bucket, from a service's object storage settings (runtime/config.ts). */
export function objectStoreFor(config: ObjectStorageConfig, bucket: string): ObjectStore {
  return new ObjectStore({
    endPoint: config.MINIO_ENDPOINT,
    port: config.MINIO_PORT,
    useSSL: config.MINIO_USE_SSL,
    accessKey: config.MINIO_ACCESS_KEY,
    secretKey: config.MINIO_SECRET_KEY,
    bucket,
  });
}

/**
 * A bucket of user pictures (avatars, product images) as request handlers use it: the bucket is
 * created on first use, storage being down answers 503 with the service's `unavailableCode` (and
 * is logged) but never makes the service unready, and removals are best effort (an orphan object
 * is harmless, a failed request is not).
 */
export class GuardedBucket {
  private ready?: Promise<void>;

  constructor(
    private readonly store: ObjectStore,
    private readonly logger: Logger,
    /** What the bucket holds, in log lines ("avatar upload failed"). */
    private readonly what: string,
    private readonly unavailableCode: string,
  ) {}

  private unavailable(): HttpProblem {
    return new HttpProblem(
      503,
      this.unavailableCode,
      'Service Unavailable',
      'Image storage is not reachable right now. Please try again.',
    );
  }

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
      this.logger.error({ err: (err as Error).message, object: name }, `${this.what} upload failed`);
      throw this.unavailable();
    }
  }

  async get(name: string): Promise<{ stream: Readable; contentType: string; size: number } | null> {
    try {
      return await this.store.get(name);
    } catch (err) {
      this.logger.error({ err: (err as Error).message, object: name }, `${this.what} read failed`);
      throw this.unavailable();
    }
  }

  async removeQuietly(name: string): Promise<void> {
    await this.store
      .remove(name)
      .catch((err: unknown) =>
        this.logger.warn({ err: (err as Error).message, object: name }, `${this.what} could not be removed`),
      );
  }
}
