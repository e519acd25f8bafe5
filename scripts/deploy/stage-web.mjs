#!/usr/bin/env node
// Lays out one built web app for its nginx image: `node scripts/deploy/stage-web.mjs <app> <outDir>`
// with <app> = shell | mfe-buyer | mfe-supplier | mfe-admin, after `nx run @marketplace/<app>:build`.
//
// <outDir>/html/…            the build at the path the browser asks for: `/` for the shell,
//                            `/remotes/<role>/` for a remote (the edge and the Ingress route
//                            those paths unchanged, so no rewriting anywhere)
// <outDir>/nginx/nginx.conf  scripts/deploy/nginx/nginx.conf with the app's locations
// <outDir>/nginx/marketplace/headers.conf
// <outDir>/config/remotes.json   the shell's same-origin default (a ConfigMap replaces it)
//
// The build's `.br` copies are left out: stock nginx cannot serve them (it gzips instead).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const REMOTES = JSON.parse(readFileSync(path.join(repoRoot, 'libs/contracts/src/remotes.json'), 'utf8'));

/** The shell's default /remotes.json: every remote on the same origin (what the edge serves too). */
export function defaultRemotesJson() {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `/remotes/${r.role}/mf-manifest.json`]));
}

/** shell → '/', mfe-buyer → '/remotes/buyer/'. */
export function publicPrefix(app) {
  if (app === 'shell') return '/';
  const remote = REMOTES.find((r) => r.dir === app);
  if (!remote) throw new Error(`unknown web app "${app}" (shell, ${REMOTES.map((r) => r.dir).join(', ')})`);
  return `/remotes/${remote.role}/`;
}

/**
 * CSP sources for the inline scripts of a built index.html (the shell's first paint of /auth:
 * libs/contracts/src/first-paint.ts), each allowed by the hash of its exact text.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/** `indexHtml`: the shell's built index.html, whose inline scripts its CSP allows. */
export function nginxConfFor(app, { indexHtml = '' } = {}) {
  const read = (name) => readFileSync(path.join(here, 'nginx', name), 'utf8');
  const hashes = inlineScriptHashes(indexHtml)
    .map((h) => ` ${h}`)
    .join('');
  const locations =
    app === 'shell'
      ? read('shell.locations.conf').replaceAll('@INLINE_SCRIPT_HASHES@', hashes)
      : read('remote.locations.conf').replaceAll('@PREFIX@', publicPrefix(app));
  return read('nginx.conf').replace('@APP_LOCATIONS@', locations.trimEnd());
}

/** `distDir`: the app's build (default `<app>/dist`). */
export function stageWebApp(app, outDir, { distDir } = {}) {
  const prefix = publicPrefix(app);
  const dist = distDir ?? path.join(repoRoot, app, 'dist');
  if (!existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'remoteEntry.js')))
    throw new Error(`${path.relative(repoRoot, dist)} is not built (npx nx run @marketplace/${app}:build)`);
  rmSync(outDir, { recursive: true, force: true });
  const html = path.join(outDir, 'html', ...prefix.split('/').filter(Boolean));
  mkdirSync(html, { recursive: true });
  cpSync(dist, html, { recursive: true, filter: (src) => !src.endsWith('.br') });
  mkdirSync(path.join(outDir, 'nginx', 'marketplace'), { recursive: true });
  const indexHtml = app === 'shell' ? readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
  writeFileSync(path.join(outDir, 'nginx', 'nginx.conf'), nginxConfFor(app, { indexHtml }));
  cpSync(path.join(here, 'nginx', 'headers.conf'), path.join(outDir, 'nginx', 'marketplace', 'headers.conf'));
  mkdirSync(path.join(outDir, 'config'), { recursive: true });
  if (app === 'shell')
    writeFileSync(
      path.join(outDir, 'config', 'remotes.json'),
      `${JSON.stringify(defaultRemotesJson(), null, 2)}\n`,
    );
  return { prefix };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [app, outDir] = process.argv.slice(2);
  if (!app || !outDir) {
    console.error(
      'usage: node scripts/deploy/stage-web.mjs <shell|mfe-buyer|mfe-supplier|mfe-admin> <outDir>',
    );
    process.exit(2);
  }
  try {
    const { prefix } = stageWebApp(app, path.resolve(outDir));
    console.log(`staged ${app} at ${prefix} → ${outDir}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
