import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Content-hashed scripts and styles; the production build writes a `.br` copy of each. */
const HASHED_TEXT_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * Sends the build's brotli copy (`<file>.br`, maximum quality, made once at build time) to
 * browsers that accept brotli. Everything else — other clients, files without a copy — falls
 * through to the ordinary static + on-the-fly compression path. `mounts` maps URL prefixes to
 * build folders; paths that escape a folder are never read.
 */
export function precompressedAssets(mounts: Array<{ prefix: string; dir: string }>) {
  function fileFor(urlPath: string): string | null {
    for (const { prefix, dir } of mounts) {
      if (!urlPath.startsWith(prefix)) continue;
      const root = path.resolve(dir);
      const file = path.resolve(root, '.' + path.posix.normalize('/' + urlPath.slice(prefix.length)));
      return file.startsWith(root + path.sep) ? file : null;
    }
    return null;
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const match = HASHED_TEXT_ASSET.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const file = fileFor(req.path);
    if (!file) return next();
    fs.stat(`${file}.br`, (err, stat) => {
      if (err || !stat.isFile()) return next();
      res.setHeader('Content-Type', TYPES[match[1]!]!);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', String(stat.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(`${file}.br`).on('error', next).pipe(res);
    });
  };
}
