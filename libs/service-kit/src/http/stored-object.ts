import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Logger } from '../core/logger';

/** A file read from the object store (`ObjectStore.get`). */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Answers 200 with a stored file, streamed: its type and size, then `headers` (its caching…).
 * Once the headers are sent a failing stream cannot become a problem answer, so the connection is
 * cut and the log says why (`<what> stream interrupted`, with the object's name).
 */
export async function sendStoredFile(
  res: Response,
  file: StoredFile,
  headers: Record<string, string>,
  log: { logger: Logger; what: string; object: string },
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  try {
    await pipeline(file.stream, res);
  } catch (err) {
    log.logger.warn({ err: (err as Error).message, object: log.object }, `${log.what} stream interrupted`);
    res.destroy();
  }
}
