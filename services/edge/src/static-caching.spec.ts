/**
 * The static files' caching contract: content-hashed files are cached for a year and
 * never revalidated; the files that name them (index.html, /remotes.json, a remote's
 * remoteEntry.js and mf-manifest.json) are revalidated on every use, so a redeployed remote is
 * picked up by the next page load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createEdgeApp } from './app';
import { loadEdgeConfig } from './config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let tmp: string;

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
  fs.writeFileSync(path.join(tmp, file), content);
}

function edge() {
  return createEdgeApp(
    loadEdgeConfig({
      SHELL_DIST: path.join(tmp, 'shell'),
      MFE_BUYER_DIST: path.join(tmp, 'buyer'),
      MFE_SUPPLIER_DIST: path.join(tmp, 'supplier'),
      MFE_ADMIN_DIST: path.join(tmp, 'admin'),
      // supertest calls 127.0.0.1:<port>; the edge answers only the hosts it is told to.
      EDGE_PUBLIC_HOSTS: '127.0.0.1',
    }),
  ).app;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-caching-'));
  write('shell/index.html', '<!doctype html><link rel="preload" as="script" href="/bootstrap.0a1b2c3d.js">');
  write('shell/main.0123abcd.js', 'console.log("main")');
  write('shell/bootstrap.0a1b2c3d.js', 'console.log("bootstrap")');
  write('shell/bootstrap.0a1b2c3d.js.br', zlib.brotliCompressSync('console.log("bootstrap")'));
  write('shell/assets/logo.4567cdef.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const role of ['buyer', 'supplier', 'admin']) {
    write(`${role}/remoteEntry.js`, `var mfe_${role} = 1;`);
    write(`${role}/mf-manifest.json`, JSON.stringify({ id: role }));
    write(`${role}/123.89abcdef.js`, `console.log("${role}")`);
  }
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('static caching', () => {
  it.each([
    ['/main.0123abcd.js', 'identity'],
    ['/bootstrap.0a1b2c3d.js', 'br'],
    ['/assets/logo.4567cdef.svg', 'identity'],
    ['/remotes/buyer/123.89abcdef.js', 'identity'],
    ['/remotes/admin/123.89abcdef.js', 'gzip, br'],
  ])('serves the hashed file %s (accepting %s) as immutable for a year', async (url, encoding) => {
    const res = await request(edge()).get(url).set('Accept-Encoding', encoding).expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/auth', '/buyer/rounds', '/index.html', '/remotes.json'])(
    'makes the browser revalidate %s on every use',
    async (url) => {
      const res = await request(edge()).get(url).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['buyer', 'supplier', 'admin'])(
    "makes the browser revalidate the %s remote's entry files",
    async (role) => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const res = await request(edge()).get(`/remotes/${role}/${file}`).expect(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toBeTruthy();
      }
    },
  );

  it('hands out a redeployed remote entry at once to a browser holding the old one', async () => {
    const app = edge();
    const before = await request(app).get('/remotes/buyer/remoteEntry.js').expect(200);
    // Unchanged: the revalidation costs a 304 and no body.
    await request(app)
      .get('/remotes/buyer/remoteEntry.js')
      .set('If-None-Match', before.headers.etag)
      .expect(304);

    write('buyer/remoteEntry.js', 'var mfe_buyer = 2; // redeployed, names new hashed chunks');
    const after = await request(app)
      .get('/remotes/buyer/remoteEntry.js')
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect(after.text).toContain('redeployed');
  });

  it('keeps the preload links the shell build put in index.html', async () => {
    const res = await request(edge()).get('/auth').expect(200);
    expect(res.text).toContain('<link rel="preload" as="script" href="/bootstrap.0a1b2c3d.js">');
  });
});
