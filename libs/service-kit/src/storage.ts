import { Client } from 'minio';
import type { Readable } from 'node:stream';

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
