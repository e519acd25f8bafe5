import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { NextFunction, Request, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);

/** Content-hashed scripts and styles: their bytes never change, so compressing once is enough. */
const HASHED_TEXT_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * Serves content-hashed JS/CSS as brotli at maximum quality, compressed on first request and
 * kept in memory. On-the-fly compression has to use a fast, weaker level; these files are the
 * bulk of a first visit (antd alone is ~1.5 MB decoded), so the best level pays off on every
 * cold load. Clients without brotli fall through to the ordinary static + compression path.
 * `mounts` maps URL prefixes to build folders.
 */
export function precompressedAssets(mounts: Array<{ prefix: string; dir: string }>) {
  const cache = new Map<string, Promise<Buffer | null>>();

  function fileFor(urlPath: string): string | null {
    for (const { prefix, dir } of mounts) {
      if (!urlPath.startsWith(prefix)) continue;
      const root = path.resolve(dir);
      const file = path.resolve(root, '.' + path.posix.normalize('/' + urlPath.slice(prefix.length)));
      return file.startsWith(root + path.sep) ? file : null;
    }
    return null;
  }

  async function compressed(file: string): Promise<Buffer | null> {
    try {
      const raw = await fs.readFile(file);
      return await brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
    } catch {
      return null;
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const match = HASHED_TEXT_ASSET.exec(req.path);
    if (
      !match ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
    )
      return next();
    const file = fileFor(req.path);
    if (!file) return next();
    let pending = cache.get(file);
    if (!pending) {
      pending = compressed(file);
      cache.set(file, pending);
      // A missing file is not remembered: a later build may add it.
      void pending.then((body) => body === null && cache.delete(file));
    }
    pending.then((body) => {
      if (!body) return next();
      res.setHeader('Content-Type', TYPES[match[1]!]!);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', String(body.length));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
}
